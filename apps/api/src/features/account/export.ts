import type { UserExport } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { UserRow } from '../users';
import { readPersonalRows } from './export-repo';
import { toPersonDetail } from './person';

/**
 * GET user_export (GDPR art. 20): what the shop holds about the person, read
 * with the owner in every query. Secrets are left out: password and token
 * hashes, the payment gateway's card tokens, session ids.
 */
export async function exportUserData(
  db: Db,
  brandName: string,
  user: UserRow,
): Promise<UserExport> {
  const {
    billing,
    ownAddresses,
    consents,
    identities,
    ownOrders,
    lines,
    notes,
    gifts,
    points,
    purchased,
    cards,
    shopAtWork,
    contacts,
    liveSessions,
    ownLists,
    listItems,
    listShares,
    sharedWithMe,
    devices,
  } = await readPersonalRows(db, user.userId);

  const linesOf = new Map<number, Record<string, unknown>[]>();
  for (const { orderId, ...line } of lines)
    linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), line]);
  const [billingRow] = billing;
  const ofList = <R extends { listId: number }>(rows: R[], listId: number) =>
    rows.filter((row) => row.listId === listId).map((row) => omit(row, 'listId'));

  return plain({
    exportedAt: new Date().toISOString(),
    brand: brandName,
    person: {
      ...toPersonDetail(user),
      createdAt: user.createdAt.toISOString(),
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    },
    billingAddress: billingRow ? omit(billingRow, 'userId') : null,
    addresses: ownAddresses.map((a) => omit(a, 'userId')),
    consents,
    socialLogins: identities,
    orders: ownOrders.map((o) => ({ ...omit(o, 'userId'), items: linesOf.get(o.orderId) ?? [] })),
    orderNotes: notes,
    giftCertificates: gifts,
    loyaltyPoints: points,
    purchasedProducts: purchased,
    savedCards: cards,
    shopAtWork,
    contactRequests: contacts,
    sessions: liveSessions,
    lists: ownLists.map((list) => ({
      ...list,
      items: ofList(listItems, list.listId),
      sharedWith: ofList(listShares, list.listId),
    })),
    listsSharedWithMe: sharedWithMe,
    pushDevices: devices,
  });
}

function omit<T extends Record<string, unknown>, K extends keyof T>(row: T, key: K): Omit<T, K> {
  const { [key]: _omitted, ...rest } = row;
  return rest;
}

/** Dates as ISO strings, as JSON.stringify would write them, so the schema sees what is sent. */
const plain = (value: UserExport): UserExport => JSON.parse(JSON.stringify(value)) as UserExport;
