import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountTokens,
  addresses,
  carts,
  contactRequests,
  loginDevices,
  loginFailures,
  loyaltyMovements,
  mailOutbox,
  managedAccounts,
  orderNotes,
  orders,
  purchasedProducts,
  pushDevices,
  sessions,
  shopatworkSubscriptions,
  userBillingData,
  userDisclaimers,
  userIdentities,
  userPaymentAuths,
  userPoints,
  users,
  wishlistShares,
  wishlists,
} from '../../db/schema';
import type { UserRow } from '../users';

/** The account, locked: two deletions of one account run one after the other. */
export async function lockAccount(tx: Db, userId: number, brandId: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.brandId, brandId)))
    .for('update');
  return user ?? null;
}

/** A checkout of another tab waiting on its cart's lock finds the cart changed and buys nothing. */
export async function bumpCarts(tx: Db, userId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1` })
    .where(eq(carts.userId, userId));
}

export async function orderStatusesOf(tx: Db, userId: number) {
  return tx
    .select({ orderId: orders.orderId, orderStatusId: orders.orderStatusId })
    .from(orders)
    .where(eq(orders.userId, userId));
}

/** The orders, locked in id order, so their status cannot change before the commit. */
export async function lockOrders(tx: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.orderId, orderIds))
    .orderBy(asc(orders.orderId))
    .for('update');
}

/**
 * Every personal datum of the account goes: names, login, e-mail, telephone,
 * fiscal code, addresses (emptied, since carts and orders point at them),
 * invoice data, consents, social logins, saved cards, points, tokens,
 * sessions, login records, the mails already delivered. The orders keep the
 * place of delivery without the person's contact details.
 */
export async function erasePerson(
  tx: Db,
  user: UserRow,
  brandId: string,
  login: string,
  now: Date,
): Promise<void> {
  const userId = user.userId;
  await tx
    .update(users)
    .set({
      login,
      email: login,
      // No argon2 hash: no password can ever match it.
      passwordHash: '!anonymized',
      firstName: 'Cliente',
      lastName: 'anonimo',
      phone: null,
      fiscalCode: null,
      birthDate: null,
      fidelityCard: null,
      address1: null,
      addressNumber: null,
      postalcode: null,
      city: null,
      province: null,
      defaultDeliveryAddressId: null,
      defaultStoreAddressId: null,
      profileLevel: 0,
      anonymizedAt: now,
      updatedAt: now,
    })
    .where(eq(users.userId, userId));
  // Carts and orders keep pointing at the rows, so they are emptied, not deleted.
  await tx
    .update(addresses)
    .set({
      addressName: 'Indirizzo eliminato',
      doorbellName: '',
      address1: '',
      addressNumber: '',
      city: '',
      province: '',
      postalcode: '',
      floor: '',
      addressNote: '',
      referencePhoneNumber: '',
      latitude: 0,
      longitude: 0,
      gpsLatitude: null,
      gpsLongitude: null,
      deletedAt: sql`coalesce(${addresses.deletedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(addresses.userId, userId));
  // The place stays in every order's snapshot: it is where the goods went, on the books for ten
  // years, and the store's board of the day still lists a delivered order by it. What names or
  // reaches the person goes.
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`${orders.shippingAddress} || '{"doorbellName":null,"referencePhoneNumber":null,"addressNote":null}'::jsonb`,
      orderInfos: sql`${orders.orderInfos} - 'order_comment'`,
      updatedAt: now,
    })
    .where(eq(orders.userId, userId));
  await tx
    .update(orderNotes)
    .set({ text: '', updatedAt: now })
    .where(eq(orderNotes.userId, userId));
  await tx
    .update(contactRequests)
    .set({ email: login, fields: {} })
    .where(and(eq(contactRequests.userId, userId), eq(contactRequests.brandId, brandId)));
  await tx.delete(userBillingData).where(eq(userBillingData.userId, userId));
  await tx.delete(userDisclaimers).where(eq(userDisclaimers.userId, userId));
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await tx.delete(userPaymentAuths).where(eq(userPaymentAuths.userId, userId));
  await tx.delete(userPoints).where(eq(userPoints.userId, userId));
  await tx.delete(loyaltyMovements).where(eq(loyaltyMovements.userId, userId));
  await tx.delete(purchasedProducts).where(eq(purchasedProducts.userId, userId));
  // The person's lists go with their shares; lists others shared with them stop being shared.
  await tx.delete(wishlists).where(eq(wishlists.userId, userId));
  await tx.delete(wishlistShares).where(eq(wishlistShares.userId, userId));
  await tx.delete(shopatworkSubscriptions).where(eq(shopatworkSubscriptions.userId, userId));
  await tx
    .delete(managedAccounts)
    .where(or(eq(managedAccounts.userId, userId), eq(managedAccounts.masterUserId, userId)));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  // The devices registered for push (decision 035): their endpoints and models are the person's.
  await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
  const oldKeys = [user.login.toLowerCase(), user.email.toLowerCase()];
  await tx
    .delete(loginDevices)
    .where(and(eq(loginDevices.brandId, brandId), inArray(loginDevices.accountKey, oldKeys)));
  await tx
    .delete(loginFailures)
    .where(and(eq(loginFailures.brandId, brandId), inArray(loginFailures.accountKey, oldKeys)));
  // Mails already delivered to the old address go; one still queued is left to be sent.
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.brandId, brandId),
        eq(sql`lower(${mailOutbox.toAddress})`, user.email.toLowerCase()),
        ne(mailOutbox.status, 'queued'),
      ),
    );
}
