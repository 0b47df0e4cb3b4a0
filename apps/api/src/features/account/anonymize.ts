import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, ORDER_STATUS } from '@spesa/domain';
import {
  accountTokens,
  addresses,
  contactRequests,
  loginDevices,
  loginFailures,
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
import type { BrandRow } from '../brands';
import { enqueueMail, mailBrandOf } from '../mail';
import { ACCOUNT_DELETED_KIND, accountDeletedMail } from './mails';

const IN_DELIVERY = [ORDER_STATUS.IN_DELIVERY, ORDER_STATUS.IN_DELIVERY_ALT];

/** The login and e-mail an anonymised account keeps: unique, and no mailbox anywhere. */
export const anonymousLogin = (userId: number) => `anonimo-${userId}@anonimo.invalid`;

/**
 * GET user_anonymize (SPEC §5 Account): refused while an order is out for
 * delivery; otherwise, in one transaction, every personal datum goes (names,
 * login, e-mail, telephone, fiscal code, addresses, invoice data, consents,
 * social logins, saved cards, tokens, sessions), the orders stay for the books
 * with the person's contact details taken out of their snapshots, and a last
 * mail goes to the old address (decision 022).
 */
export async function anonymizeAccount(
  app: FastifyInstance,
  brand: BrandRow,
  userId: number,
): Promise<void> {
  const now = new Date();
  const origin = app.brands.originOf(brand);
  await app.db.transaction(async (tx) => {
    // Locked first: an order cannot leave for delivery between the check and the wipe unseen.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.userId, userId), eq(users.brandId, brand.brandId)))
      .for('update');
    if (!user || user.anonymizedAt) return;
    const [delivering] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.orderStatusId, IN_DELIVERY)))
      .limit(1);
    if (delivering)
      throw refusal('account.anonymize_in_delivery', ACCOUNT_MESSAGES.anonymizeInDelivery);

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
    // A home address in an order's snapshot is the person's; a store's stays (invoices are kept by law).
    await tx
      .update(orders)
      .set({
        shippingAddress: sql`case when (${orders.shippingAddress}->>'addressTypeId')::int = 2
          then ${orders.shippingAddress} || '{"addressName":"","address1":"","addressNumber":null,"doorbellName":null,"floor":null,"referencePhoneNumber":null,"addressNote":null}'::jsonb
          else ${orders.shippingAddress} || '{"doorbellName":null,"referencePhoneNumber":null,"addressNote":null}'::jsonb end`,
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
  });
}
