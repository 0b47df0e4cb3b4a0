import type { LightMyRequestResponse } from 'fastify';
import type { Wishlist, WishlistDetail, WishlistListResponse } from '@spesa/domain';
import { body, type TestApp } from './helper';
import type { Cookies } from './shoppers';

/*
 * What the lists' API tests share (issue 33): reading the answers and
 * finding a shopper's lists by name or kind.
 */

export const detailOf = (res: LightMyRequestResponse): WishlistDetail =>
  (body(res).data as unknown as { data: WishlistDetail }).data;

export const oneOf = (res: LightMyRequestResponse): Wishlist =>
  (body(res).data as unknown as { data: Wishlist }).data;

export async function listsOf(t: TestApp, cookies: Cookies, query = 'pageSize=100') {
  const res = await t.app.inject({ url: `/ebsn/api/wishlist/list?${query}`, cookies });
  return (body(res).data as unknown as WishlistListResponse).personalList;
}

export async function listNamed(t: TestApp, cookies: Cookies, name: string): Promise<Wishlist> {
  const found = (await listsOf(t, cookies)).lists.find((l) => l.name === name);
  if (!found) throw new Error(`no list named ${name}`);
  return found;
}

export async function viewList(
  t: TestApp,
  cookies: Cookies,
  listId: number,
  query = '',
): Promise<WishlistDetail> {
  return detailOf(
    await t.app.inject({ url: `/ebsn/api/wishlist/view?list_id=${listId}${query}`, cookies }),
  );
}

export const createList = async (t: TestApp, cookies: Cookies, name: string) =>
  oneOf(
    await t.app.inject({
      method: 'POST',
      url: `/ebsn/api/wishlist/insert?name=${encodeURIComponent(name)}`,
      cookies,
    }),
  );

/** The owner shares the list and the recipient accepts the invitation: the list is among theirs. */
export async function shareAccepted(
  t: TestApp,
  share: {
    owner: Cookies;
    recipient: Cookies;
    listId: number;
    email: string;
    grant: 'READ' | 'EDIT';
  },
) {
  const shared = await t.app.inject({
    method: 'POST',
    url: '/ebsn/api/wishlist/share',
    payload: { list_id: share.listId, email: share.email, grant: share.grant },
    cookies: share.owner,
  });
  if (body(shared).response.status !== 0) return shared;
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/wishlist/accept',
    payload: { list_id: share.listId },
    cookies: share.recipient,
  });
}
