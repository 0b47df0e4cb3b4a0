import {
  WishlistDeleteResponseSchema,
  WishlistOneResponseSchema,
  type Wishlist,
  type WishlistGrant,
} from '@spesa/domain';
import { api, parseResponse, type QueryValue } from '../../../lib/api';

/*
 * The calls on a list as a whole (docs/rules/lists.md): made with notify false, so
 * that a refusal is shown where the shopper typed (the name, the e-mail); what the
 * server says on success is toasted.
 */

async function oneListCall(
  path: string,
  options: { query?: Record<string, QueryValue>; json?: object },
): Promise<Wishlist> {
  const body = await api.request(`/ebsn/api/wishlist/${path}`, {
    method: 'POST',
    ...options,
    notify: false,
    navigateOnError: false,
  });
  const list = parseResponse(WishlistOneResponseSchema, body.data).data;
  api.announce(body);
  return list;
}

/** POST wishlist/insert?name=: the new list. */
export const createList = (name: string) => oneListCall('insert', { query: { name } });

/** POST wishlist/update?list_id=&name=: rename. */
export const renameList = ({ listId, name }: { listId: number; name: string }) =>
  oneListCall('update', { query: { list_id: listId, name } });

/** POST wishlist/select?list_id=: the default list, where a quick add goes. */
export const selectDefaultList = (listId: number) =>
  oneListCall('select', { query: { list_id: listId } });

/** POST wishlist/share {list_id, email, grant}: sharing again changes the grant. */
export const shareList = ({
  listId,
  email,
  grant,
}: {
  listId: number;
  email: string;
  grant: WishlistGrant;
}) => oneListCall('share', { json: { list_id: listId, email, grant } });

/** POST wishlist/unshare {list_id, email}. */
export const unshareList = ({ listId, email }: { listId: number; email: string }) =>
  oneListCall('unshare', { json: { list_id: listId, email } });

/** POST wishlist/delete?list_id=: the owner's alone; asked for first (yes/no). */
export async function deleteList(listId: number): Promise<number> {
  const body = await api.request('/ebsn/api/wishlist/delete', {
    method: 'POST',
    query: { list_id: listId },
    navigateOnError: false,
  });
  return parseResponse(WishlistDeleteResponseSchema, body.data).data.listId;
}

/** POST wishlist/accept {list_id}: the invitation accepted, the list is among the shopper's. */
export const acceptInvitation = (listId: number) =>
  oneListCall('accept', { json: { list_id: listId } });

/** POST wishlist/leave {list_id}: an invitation declined, or a shared list left. */
export async function leaveList(listId: number): Promise<number> {
  const body = await api.request('/ebsn/api/wishlist/leave', {
    method: 'POST',
    json: { list_id: listId },
    notify: false,
    navigateOnError: false,
  });
  const left = parseResponse(WishlistDeleteResponseSchema, body.data).data.listId;
  api.announce(body);
  return left;
}
