import { and, asc, eq, isNull } from 'drizzle-orm';
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
  pushDevices,
  sessions,
  shopatworkCompanies,
  shopatworkSubscriptions,
  userBillingData,
  userDisclaimers,
  userGiftCertificates,
  userIdentities,
  userPaymentAuths,
  users,
  wishlistItems,
  wishlistShares,
  wishlists,
} from '../../db/schema';

/**
 * Every row the shop holds about one person, each read with the owner in the
 * query (user_export, export.ts). Secrets are not selected.
 */
export async function readPersonalRows(db: Db, userId: number) {
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
    ownLists,
    listItems,
    listShares,
    sharedWithMe,
    devices,
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
    db
      .select({
        listId: wishlists.listId,
        name: wishlists.name,
        kind: wishlists.kind,
        isDefault: wishlists.isDefault,
        createdAt: wishlists.createdAt,
      })
      .from(wishlists)
      .where(eq(wishlists.userId, userId))
      .orderBy(asc(wishlists.listId)),
    db
      .select({
        listId: wishlistItems.listId,
        productId: wishlistItems.productId,
        quantity: wishlistItems.quantity,
        selectOptions: wishlistItems.selectOptions,
        createdAt: wishlistItems.createdAt,
      })
      .from(wishlistItems)
      .innerJoin(wishlists, eq(wishlists.listId, wishlistItems.listId))
      .where(eq(wishlists.userId, userId))
      .orderBy(asc(wishlistItems.itemId)),
    // Whom the person shares a list with: the e-mail they typed, not the other account.
    db
      .select({ listId: wishlistShares.listId, email: users.email, grant: wishlistShares.grant })
      .from(wishlistShares)
      .innerJoin(wishlists, eq(wishlists.listId, wishlistShares.listId))
      .innerJoin(users, eq(users.userId, wishlistShares.userId))
      .where(eq(wishlists.userId, userId)),
    // Lists others share with the person: the share is theirs, the list's items are the owner's.
    db
      .select({
        name: wishlists.name,
        grant: wishlistShares.grant,
        since: wishlistShares.createdAt,
      })
      .from(wishlistShares)
      .innerJoin(wishlists, eq(wishlists.listId, wishlistShares.listId))
      .where(eq(wishlistShares.userId, userId)),
    // The devices registered for push (decision 035): what they are, not the push service's address.
    db
      .select({
        platform: pushDevices.platform,
        model: pushDevices.model,
        manufacturer: pushDevices.manufacturer,
        platformVersion: pushDevices.platformVersion,
        createdAt: pushDevices.createdAt,
        updatedAt: pushDevices.updatedAt,
      })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(asc(pushDevices.deviceId)),
  ]);
  return {
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
  };
}
