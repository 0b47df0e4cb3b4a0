import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, accountDeletionEffect } from '@spesa/domain';
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
  sessions,
  shopatworkSubscriptions,
  userBillingData,
  userDisclaimers,
  userIdentities,
  userPaymentAuths,
  userPoints,
  users,
} from '../../db/schema';
import { refusal } from '../../http/app-error';
import { verifyPassword } from '../auth';
import type { BrandRow } from '../brands';
import { enqueueMail, mailBrandOf } from '../mail';
import { cancelLockedOrder, voidAuthorisations, type OrdersDeps } from '../orders';
import type { UserRow } from '../users';
import { ACCOUNT_DELETED_KIND, accountDeletedMail } from './mails';

/** The login and e-mail an anonymised account keeps: unique, and no mailbox anywhere. */
export const anonymousLogin = (userId: number) => `anonimo-${userId}@anonimo.invalid`;

/**
 * GET user_anonymize (docs/rules/account.md Account, decision 027): the account's password
 * first; refused, naming them, while an order is in the store's hands (taken
 * in charge or on its way). Otherwise, in one transaction, the orders the
 * store has not taken in charge are cancelled as the shopper's order/delete
 * does, then every personal datum goes (names, login, e-mail, telephone,
 * fiscal code, addresses, invoice data, consents, social logins, saved cards,
 * tokens, sessions), the orders stay for the books with their place of
 * delivery but without the person's contact details, and a last mail goes to
 * the old address (decision 022). The cancelled orders' card reservations
 * are voided once that has committed. Answers the cancelled orders' ids.
 */
export async function anonymizeAccount(
  app: FastifyInstance,
  deps: OrdersDeps,
  brand: BrandRow,
  shopper: UserRow,
  password: string,
): Promise<number[]> {
  if (!(await verifyPassword(shopper.passwordHash, password)))
    throw refusal('account.password_wrong', ACCOUNT_MESSAGES.anonymizePasswordWrong, 'password');
  const userId = shopper.userId;
  const now = new Date();
  const origin = app.brands.originOf(brand);
  const cancelled = await app.db.transaction(async (tx) => {
    // Locked first: two deletions of one account run one after the other.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.userId, userId), eq(users.brandId, brand.brandId)))
      .for('update');
    if (!user || user.anonymizedAt) return [];
    // A checkout of another tab waiting on its cart's lock finds the cart changed and buys nothing.
    await tx
      .update(carts)
      .set({ version: sql`${carts.version} + 1` })
      .where(eq(carts.userId, userId));
    const statuses = await tx
      .select({ orderId: orders.orderId, orderStatusId: orders.orderStatusId })
      .from(orders)
      .where(eq(orders.userId, userId));
    const openIds = statuses
      .filter((o) => accountDeletionEffect(o.orderStatusId) !== 'keep')
      .map((o) => o.orderId);
    // Locked, then judged by their status as it is now: the store may have taken one meanwhile,
    // and cannot take one between this check and the commit.
    const open =
      openIds.length === 0
        ? []
        : await tx
            .select()
            .from(orders)
            .where(inArray(orders.orderId, openIds))
            .orderBy(asc(orders.orderId))
            .for('update');
    const inCharge = open.filter((o) => accountDeletionEffect(o.orderStatusId) === 'refuse');
    if (inCharge.length > 0)
      throw refusal(
        'account.anonymize_orders_in_charge',
        ACCOUNT_MESSAGES.anonymizeOrdersInCharge(inCharge),
      );
    const toCancel = open.filter((o) => accountDeletionEffect(o.orderStatusId) === 'cancel');
    for (const order of toCancel)
      await cancelLockedOrder(tx, deps, order, 'cancelled with the account');

    const login = anonymousLogin(userId);
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
      .where(and(eq(contactRequests.userId, userId), eq(contactRequests.brandId, brand.brandId)));
    await tx.delete(userBillingData).where(eq(userBillingData.userId, userId));
    await tx.delete(userDisclaimers).where(eq(userDisclaimers.userId, userId));
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await tx.delete(userPaymentAuths).where(eq(userPaymentAuths.userId, userId));
    await tx.delete(userPoints).where(eq(userPoints.userId, userId));
    await tx.delete(loyaltyMovements).where(eq(loyaltyMovements.userId, userId));
    await tx.delete(purchasedProducts).where(eq(purchasedProducts.userId, userId));
    await tx.delete(shopatworkSubscriptions).where(eq(shopatworkSubscriptions.userId, userId));
    await tx
      .delete(managedAccounts)
      .where(or(eq(managedAccounts.userId, userId), eq(managedAccounts.masterUserId, userId)));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const oldKeys = [user.login.toLowerCase(), user.email.toLowerCase()];
    await tx
      .delete(loginDevices)
      .where(
        and(eq(loginDevices.brandId, brand.brandId), inArray(loginDevices.accountKey, oldKeys)),
      );
    await tx
      .delete(loginFailures)
      .where(
        and(eq(loginFailures.brandId, brand.brandId), inArray(loginFailures.accountKey, oldKeys)),
      );
    // Mails already delivered to the old address go; one still queued is left to be sent.
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.brandId, brand.brandId),
          eq(sql`lower(${mailOutbox.toAddress})`, user.email.toLowerCase()),
          ne(mailOutbox.status, 'queued'),
        ),
      );
    await enqueueMail(tx, app, {
      brandId: brand.brandId,
      kind: ACCOUNT_DELETED_KIND,
      to: user.email,
      ...accountDeletedMail(mailBrandOf(brand, origin), user.firstName),
    });
    return toCancel.map((o) => o.orderId);
  });
  // Outside the transaction (decision 016): the orders are already cancelled, so a gateway that
  // cannot be reached leaves a reservation that lapses uncaptured, never a live order.
  for (const orderId of cancelled) await voidAuthorisations(deps, orderId);
  return cancelled;
}
