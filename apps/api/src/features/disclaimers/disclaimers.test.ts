import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { registrationDisclaimers, users } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { DEMO_PASSWORD } from '../../seed';
import { login, newShoppers, type Cookies } from '../../test/shoppers';

let t: TestApp;
let giulia: Cookies;
let paolo: Cookies;
let staff: Cookies;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const shoppers = await newShoppers(t, 3, 'consensi');
  [giulia, paolo, staff] = [shoppers[0]!, shoppers[1]!, shoppers[2]!];
  await t.database.db
    .update(users)
    .set({ ssoUser: true })
    .where(eq(users.login, 'cliente-consensi-2@esempio.it'));
});
afterAll(() => t.close());

interface UserDisclaimer {
  registrationDisclaimerId: number;
  code: string;
  version: number;
  required: boolean;
  accepted: boolean | null;
  acceptedVersion: number | null;
  decidedAt: string | null;
}

const listByType = async (cookies: Cookies) =>
  body(await t.app.inject({ url: '/ebsn/api/user-registration-disclaimer/list-by-type', cookies }))
    .data.registrationDisclaimers as UserDisclaimer[];

const check = async (cookies: Cookies) =>
  body(
    await t.app.inject({ url: '/ebsn/api/user-registration-disclaimer/check-disclaimer', cookies }),
  ).data as { needsAcceptance: boolean; registrationDisclaimers: UserDisclaimer[] };

const update = (cookies: Cookies, disclaimers: { disclaimerId: number; accepted: boolean }[]) =>
  t.app.inject({
    method: 'POST',
    url: '/ebsn/api/user-registration-disclaimer/update-disclaimer',
    cookies,
    payload: { disclaimers },
  });

const sessionUser = async (cookies: Cookies) =>
  body(await t.app.inject({ url: '/ebsn/api/auth/test', cookies })).data.user as {
    legals: { legalId: number }[];
  };

const idOf = (list: UserDisclaimer[], code: string) =>
  list.find((d) => d.code === code)!.registrationDisclaimerId;

describe('user-registration-disclaimer', () => {
  it('needs a login', async () => {
    for (const url of [
      '/ebsn/api/user-registration-disclaimer/list-by-type',
      '/ebsn/api/user-registration-disclaimer/check-disclaimer',
    ])
      expect((await t.app.inject(url)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/user-registration-disclaimer/update-disclaimer',
      payload: { disclaimers: [{ disclaimerId: 1, accepted: true }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a seeded shopper accepted the privacy of their time: nothing to accept', async () => {
    const mario = await login(t, 'mario.rossi@esempio.it');
    expect(await check(mario)).toEqual({ needsAcceptance: false, registrationDisclaimers: [] });
    expect((await listByType(mario)).map((d) => [d.code, d.accepted])).toEqual([
      ['privacy', true],
      ['newsletter', null],
      ['marketing', null],
      ['surveys', null],
    ]);
  });

  it('never asks a single sign-on (staff) user', async () => {
    expect(await check(staff)).toEqual({ needsAcceptance: false, registrationDisclaimers: [] });
  });

  it('lists the texts unanswered, asks for the privacy, then saves the answers with their version', async () => {
    const before = await listByType(giulia);
    expect(before.map((d) => [d.code, d.accepted])).toEqual([
      ['privacy', null],
      ['newsletter', null],
      ['marketing', null],
      ['surveys', null],
    ]);
    const pending = await check(giulia);
    expect(pending.needsAcceptance).toBe(true);
    expect(pending.registrationDisclaimers.map((d) => d.code)).toEqual(['privacy']);

    const res = await update(giulia, [
      { disclaimerId: idOf(before, 'privacy'), accepted: true },
      { disclaimerId: idOf(before, 'newsletter'), accepted: true },
    ]);
    expect(res.statusCode).toBe(200);
    expect(body(res).response.infos[0]).toMatchObject({
      info: 'Le tue preferenze sui consensi sono state salvate.',
    });
    const after = await listByType(giulia);
    expect(after.map((d) => [d.code, d.accepted, d.acceptedVersion])).toEqual([
      ['privacy', true, 1],
      ['newsletter', true, 1],
      ['marketing', null, null],
      ['surveys', null, null],
    ]);
    expect(after[0]!.decidedAt).not.toBeNull();
    expect((await check(giulia)).needsAcceptance).toBe(false);

    // Withdrawing the newsletter keeps the privacy as it was.
    await update(giulia, [{ disclaimerId: idOf(before, 'newsletter'), accepted: false }]);
    expect((await listByType(giulia)).map((d) => d.accepted)).toEqual([true, false, null, null]);
  });

  it("saves only the caller's own answers", async () => {
    const list = await listByType(paolo);
    await update(paolo, [{ disclaimerId: idOf(list, 'marketing'), accepted: true }]);
    expect((await listByType(paolo)).find((d) => d.code === 'marketing')!.accepted).toBe(true);
    expect((await listByType(giulia)).find((d) => d.code === 'marketing')!.accepted).toBeNull();
  });

  it('refuses declining a required text, and a text of another brand', async () => {
    const list = await listByType(paolo);
    const declined = await update(paolo, [
      { disclaimerId: idOf(list, 'privacy'), accepted: false },
    ]);
    expect(declined.statusCode).toBe(400);
    expect(body(declined).response.errors[0]!.field).toBe(`disclaimers.${idOf(list, 'privacy')}`);

    const [foreign] = await t.database.db
      .select()
      .from(registrationDisclaimers)
      .where(eq(registrationDisclaimers.brandId, 'fresco'));
    const res = await update(paolo, [{ disclaimerId: foreign!.disclaimerId, accepted: true }]);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.field).toBe(`disclaimers.${foreign!.disclaimerId}`);
  });

  it("the session's user.legals lists the texts accepted in their current wording, the login's too", async () => {
    const current = (list: UserDisclaimer[]) =>
      list
        .filter((d) => d.accepted === true && d.acceptedVersion === d.version)
        .map((d) => ({ legalId: d.registrationDisclaimerId }));
    const giuliaList = await listByType(giulia);
    expect(current(giuliaList).length).toBeGreaterThan(0);
    expect((await sessionUser(giulia)).legals).toEqual(current(giuliaList));

    const answer = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: { login: 'mario.rossi@esempio.it', password: DEMO_PASSWORD },
    });
    const loggedIn = body(answer).data as { data: { user: { legals: { legalId: number }[] } } };
    const mario = { ebsn_session: answer.cookies.find((c) => c.name === 'ebsn_session')!.value };
    expect(loggedIn.data.user.legals.length).toBeGreaterThan(0);
    expect(loggedIn.data.user.legals).toEqual(current(await listByType(mario)));
  });

  it('a newer version of the privacy text asks for acceptance again', async () => {
    const list = await listByType(giulia);
    expect((await check(giulia)).needsAcceptance).toBe(false);
    await t.database.db
      .update(registrationDisclaimers)
      .set({ version: 2, text: 'Informativa aggiornata.' })
      .where(
        and(
          eq(registrationDisclaimers.brandId, 'mercato'),
          eq(registrationDisclaimers.code, 'privacy'),
        ),
      );
    const pending = await check(giulia);
    expect(pending.needsAcceptance).toBe(true);
    expect(pending.registrationDisclaimers[0]).toMatchObject({
      code: 'privacy',
      version: 2,
      acceptedVersion: 1,
    });
    await update(giulia, [{ disclaimerId: idOf(list, 'privacy'), accepted: true }]);
    expect((await check(giulia)).needsAcceptance).toBe(false);
    expect((await listByType(giulia))[0]!.acceptedVersion).toBe(2);
  });

  it('a text reworded since it was accepted drops out of user.legals until accepted again', async () => {
    const privacy = idOf(await listByType(giulia), 'privacy');
    expect((await sessionUser(giulia)).legals).toContainEqual({ legalId: privacy });
    await t.database.db
      .update(registrationDisclaimers)
      .set({ version: 3 })
      .where(eq(registrationDisclaimers.disclaimerId, privacy));
    expect((await sessionUser(giulia)).legals).not.toContainEqual({ legalId: privacy });
    await update(giulia, [{ disclaimerId: privacy, accepted: true }]);
    expect((await sessionUser(giulia)).legals).toContainEqual({ legalId: privacy });
  });
});
