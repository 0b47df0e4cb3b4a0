import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { managedAccounts, orders, users } from '../../db/schema';
import { eraseSignInsOf } from '../auth';
import { eraseBillingDataOf } from '../billing';
import { eraseContactRequestsOf } from '../content';
import { eraseAddressesOf } from '../delivery';
import { eraseConsentsOf } from '../disclaimers';
import { eraseLoyaltyOf } from '../gift-certificates';
import { eraseDeliveredMailTo } from '../mail';
import { eraseOrderContactsOf } from '../orders';
import { eraseDevicesOf } from '../push';
import { eraseIdentitiesOf } from '../social-login';
import { eraseSubscriptionsOf } from '../stores';
import { eraseListsOf } from '../wishlists';
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
 * place of delivery without the person's contact details. Each feature
 * forgets its own rows; this one its account's.
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
  await eraseAddressesOf(tx, userId, now);
  await eraseOrderContactsOf(tx, userId, now);
  await eraseContactRequestsOf(tx, userId, brandId, login);
  await eraseBillingDataOf(tx, userId);
  await eraseConsentsOf(tx, userId);
  await eraseIdentitiesOf(tx, userId);
  await eraseLoyaltyOf(tx, userId);
  await eraseListsOf(tx, userId);
  await eraseSubscriptionsOf(tx, userId);
  await tx
    .delete(managedAccounts)
    .where(or(eq(managedAccounts.userId, userId), eq(managedAccounts.masterUserId, userId)));
  await eraseSignInsOf(tx, userId, brandId, [user.login.toLowerCase(), user.email.toLowerCase()]);
  await eraseDevicesOf(tx, userId);
  await eraseDeliveredMailTo(tx, brandId, user.email);
}
