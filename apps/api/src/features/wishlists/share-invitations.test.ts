import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES, type WishlistListResponse } from '@spesa/domain';
import { mailOutbox } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { createList, listsOf, oneOf } from '../../test/wishlist-support';

/*
 * docs/rules/lists.md Sharing: a share is an invitation the recipient accepts
 * or declines, the answer never tells whether an address has an account, and
 * a shopper sends a bounded number of invitations a day.
 */

let t: TestApp;
let owner: Cookies;
let friend: Cookies;
let spammer: Cookies;
const FRIEND = 'cliente-invites-1@esempio.it';

beforeAll(async () => {
  // The code-guess throttle has a test of its own; here it must not stop the daily limit's count.
  t = await build({
    catalogue: 'small',
    CODE_GUESSES_PER_SESSION: 500,
    CODE_GUESSES_PER_ADDRESS: 500,
  });
  [owner, friend, spammer] = (await newShoppers(t, 3, 'invites')) as [Cookies, Cookies, Cookies];
});
afterAll(() => t.close());

const share = (cookies: Cookies, listId: number, email: string, grant = 'READ') =>
  post(t, '/ebsn/api/wishlist/share', { list_id: listId, email, grant }, cookies);

const invitationsOf = async (cookies: Cookies) => {
  const res = await t.app.inject({ url: '/ebsn/api/wishlist/list?pageSize=100', cookies });
  return (body(res).data as unknown as WishlistListResponse).invitations;
};

const mailsTo = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.mailId));

describe('sharing a list', () => {
  it('answers alike whether or not the address has an account, and mails only an existing one', async () => {
    const list = await createList(t, owner, 'da condividere');
    const known = await share(owner, list.listId, FRIEND);
    const unknown = await share(owner, list.listId, 'nessuno-qui@esempio.it');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(body(known).response.status).toBe(0);
    expect(known.body.replaceAll(FRIEND, 'X')).toBe(
      unknown.body.replaceAll('nessuno-qui@esempio.it', 'X'),
    );
    expect(body(known).response.infos).toEqual([
      { code: 'wishlist.invited', info: WISHLIST_MESSAGES.invited(FRIEND) },
    ]);
    const [mail] = await mailsTo(FRIEND);
    expect(mail!.kind).toBe('wishlist.invitation');
    expect(mail!.text).toContain('da condividere');
    expect(mail!.text).toContain('Accetta');
    expect(mail!.text).toContain('Rifiuta');
    expect(await mailsTo('nessuno-qui@esempio.it')).toEqual([]);
  });

  it('shows a share only once the recipient accepts it, and lets them leave it', async () => {
    const list = await createList(t, owner, 'grigliata di maggio');
    await share(owner, list.listId, FRIEND, 'EDIT');
    expect((await listsOf(t, friend)).lists.map((l) => l.listId)).not.toContain(list.listId);
    expect(
      body(
        await t.app.inject({
          url: `/ebsn/api/wishlist/view?list_id=${list.listId}`,
          cookies: friend,
        }),
      ).response.errors[0],
    ).toMatchObject({ code: 'wishlist.not_found' });
    expect(await invitationsOf(friend)).toContainEqual({
      listId: list.listId,
      name: 'grigliata di maggio',
      grant: 'EDIT',
      owner: { firstName: 'Cliente', lastName: 'invites 0' },
    });

    const accepted = await post(t, '/ebsn/api/wishlist/accept', { list_id: list.listId }, friend);
    expect(body(accepted).response.infos).toEqual([
      { code: 'wishlist.accepted', info: WISHLIST_MESSAGES.accepted('grigliata di maggio') },
    ]);
    expect(oneOf(accepted).sharingData.grant).toBe('EDIT');
    expect((await invitationsOf(friend)).map((i) => i.listId)).not.toContain(list.listId);
    expect((await listsOf(t, friend)).lists.map((l) => l.listId)).toContain(list.listId);
    const [mine] = (await listsOf(t, owner)).lists.filter((l) => l.listId === list.listId);
    expect(mine!.sharingData.sharedWith).toEqual([{ email: FRIEND, grant: 'EDIT' }]);

    const left = await post(t, '/ebsn/api/wishlist/leave', { list_id: list.listId }, friend);
    expect(body(left).response.infos).toEqual([
      { code: 'wishlist.left', info: WISHLIST_MESSAGES.left('grigliata di maggio') },
    ]);
    expect((await listsOf(t, friend)).lists.map((l) => l.listId)).not.toContain(list.listId);
    const [after] = (await listsOf(t, owner)).lists.filter((l) => l.listId === list.listId);
    expect(after!.sharingData.sharedWith).toEqual([]);
  });

  it('lets the recipient decline an invitation, READ or not, and never shows it to them', async () => {
    const spam = await createList(t, spammer, 'SPAM visita evil.example');
    await share(spammer, spam.listId, FRIEND, 'READ');
    const declined = await post(t, '/ebsn/api/wishlist/leave', { list_id: spam.listId }, friend);
    expect(body(declined).response.status).toBe(0);
    expect((await invitationsOf(friend)).map((i) => i.listId)).not.toContain(spam.listId);
    expect((await listsOf(t, friend)).lists.map((l) => l.listId)).not.toContain(spam.listId);
    // Leaving twice, or a list never shared, is not found.
    expect(
      body(await post(t, '/ebsn/api/wishlist/leave', { list_id: spam.listId }, friend)).response
        .errors[0],
    ).toMatchObject({ code: 'wishlist.not_found', field: 'list_id' });
    expect(
      body(await post(t, '/ebsn/api/wishlist/accept', { list_id: spam.listId }, friend)).response
        .errors[0],
    ).toMatchObject({ code: 'wishlist.not_found', field: 'list_id' });
  });

  it(`sends at most ${WISHLIST_LIMITS.invitationsPerDay} invitations a day, with the reason`, async () => {
    const [sender] = (await newShoppers(t, 1, 'invites-daily')) as [Cookies];
    const lists = await Promise.all([0, 1].map((n) => createList(t, sender, `lista ${n}`)));
    for (let i = 0; i < WISHLIST_LIMITS.invitationsPerDay; i++) {
      const res = await share(sender, lists[i % 2]!.listId, `destinatario-${i}@esempio.it`);
      expect(body(res).response.status).toBe(0);
    }
    const refused = await share(sender, lists[0]!.listId, 'un-altro@esempio.it');
    expect(body(refused).response.errors[0]).toMatchObject({
      code: 'wishlist.too_many_invitations',
      error: WISHLIST_MESSAGES.tooManyInvitations,
      field: 'email',
    });
  });
});
