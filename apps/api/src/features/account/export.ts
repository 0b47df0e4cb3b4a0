import { and, asc, eq, isNull } from 'drizzle-orm';
import type { UserExport } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  addresses,
  contactRequests,
  giftCertificates,
  loyaltyMovements,
  orderItems,
  orderNotes,
  orders,
  purchasedProducts,
  registrationDisclaimers,
  sessions,
  shopatworkCompanies,
  shopatworkSubscriptions,
  userBillingData,
  userDisclaimers,
  userGiftCertificates,
  userIdentities,
  userPaymentAuths,
} from '../../db/schema';
import type { UserRow } from '../users';
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
  const userId = user.userId;
  const [
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
  ] = await Promise.all([
    db.select().from(userBillingData).where(eq(userBillingData.userId, userId)),
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
      .orderBy(asc(addresses.addressId)),
    db
      .select({
        code: registrationDisclaimers.code,
        title: registrationDisclaimers.title,
        accepted: userDisclaimers.accepted,
        version: userDisclaimers.version,
        decidedAt: userDisclaimers.decidedAt,
      })
      .from(userDisclaimers)
      .innerJoin(
        registrationDisclaimers,
        eq(registrationDisclaimers.disclaimerId, userDisclaimers.disclaimerId),
      )
      .where(eq(userDisclaimers.userId, userId)),
    db
      .select({
        provider: userIdentities.provider,
        email: userIdentities.email,
        createdAt: userIdentities.createdAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.orderId)),
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        product: orderItems.product,
        quantity: orderItems.quantity,
        quantityDisplay: orderItems.quantityDisplay,
        weight: orderItems.weight,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(orderItems.orderItemId)),
    db
      .select({
        orderId: orderNotes.orderId,
        rating: orderNotes.rating,
        text: orderNotes.text,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .where(eq(orderNotes.userId, userId)),
    db
      .select({
        code: giftCertificates.code,
        description: giftCertificates.description,
        orderId: userGiftCertificates.orderId,
        createdAt: userGiftCertificates.createdAt,
      })
      .from(userGiftCertificates)
      .innerJoin(
        giftCertificates,
        eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId),
      )
      .where(eq(userGiftCertificates.userId, userId)),
    db
      .select({
        reason: loyaltyMovements.reason,
        points: loyaltyMovements.points,
        description: loyaltyMovements.description,
        orderId: loyaltyMovements.orderId,
        at: loyaltyMovements.at,
      })
      .from(loyaltyMovements)
      .where(eq(loyaltyMovements.userId, userId))
      .orderBy(loyaltyMovements.at, loyaltyMovements.movementId),
    db
      .select({
        productId: purchasedProducts.productId,
        timesBought: purchasedProducts.timesBought,
        lastBoughtAt: purchasedProducts.lastBoughtAt,
      })
      .from(purchasedProducts)
      .where(eq(purchasedProducts.userId, userId)),
    db
      .select({
        cardBrand: userPaymentAuths.cardBrand,
        cardLast4: userPaymentAuths.cardLast4,
        expMonth: userPaymentAuths.expMonth,
        expYear: userPaymentAuths.expYear,
        createdAt: userPaymentAuths.createdAt,
      })
      .from(userPaymentAuths)
      .where(and(eq(userPaymentAuths.userId, userId), isNull(userPaymentAuths.deletedAt))),
    db
      .select({ company: shopatworkCompanies.name, createdAt: shopatworkSubscriptions.createdAt })
      .from(shopatworkSubscriptions)
      .innerJoin(
        shopatworkCompanies,
        eq(shopatworkCompanies.companyId, shopatworkSubscriptions.companyId),
      )
      .where(eq(shopatworkSubscriptions.userId, userId)),
    db
      .select({
        formId: contactRequests.formId,
        email: contactRequests.email,
        fields: contactRequests.fields,
        createdAt: contactRequests.createdAt,
      })
      .from(contactRequests)
      .where(eq(contactRequests.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  ]);

  const linesOf = new Map<number, Record<string, unknown>[]>();
  for (const { orderId, ...line } of lines)
    linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), line]);
  const [billingRow] = billing;

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
  });
}

function omit<T extends Record<string, unknown>, K extends keyof T>(row: T, key: K): Omit<T, K> {
  const { [key]: _omitted, ...rest } = row;
  return rest;
}

/** Dates as ISO strings, as JSON.stringify would write them, so the schema sees what is sent. */
const plain = (value: UserExport): UserExport => JSON.parse(JSON.stringify(value)) as UserExport;
