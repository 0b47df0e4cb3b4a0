import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { centsToEuros, validityOf, type UserGiftCertificate } from '@spesa/domain';
import type { Db } from '../../db/client';
import { giftCertificates, userGiftCertificates } from '../../db/schema';

export interface CertificateOwner {
  userId: number;
  brandId: string;
}

const row = {
  userGiftCertificateId: userGiftCertificates.userGiftCertificateId,
  orderId: userGiftCertificates.orderId,
  certificate: giftCertificates,
};

type ListedRow = {
  userGiftCertificateId: number;
  orderId: number | null;
  certificate: typeof giftCertificates.$inferSelect;
  usedBy?: number | null;
};

function toListed(r: ListedRow, now: Date): UserGiftCertificate {
  const c = r.certificate;
  const orderId = r.orderId ?? r.usedBy ?? null;
  return {
    userGiftCertificateId: r.userGiftCertificateId,
    giftCertificateId: c.giftCertificateId,
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.kind === 'percent' ? (c.percent ?? 0) : centsToEuros(c.amountCents ?? 0),
    minSpend: centsToEuros(c.minSpendCents),
    validFrom: c.validFrom?.toISOString() ?? null,
    validUntil: c.validUntil?.toISOString() ?? null,
    expired: validityOf(c, now) === 'expired',
    used: orderId !== null,
    orderId,
  };
}

const owned = (owner: CertificateOwner) =>
  and(eq(userGiftCertificates.userId, owner.userId), eq(giftCertificates.brandId, owner.brandId));

/** giftcertificate/list: the codes the shopper has on the cart or has redeemed with an order. */
export async function listHeldCertificates(
  db: Db,
  owner: CertificateOwner,
  now: Date,
): Promise<UserGiftCertificate[]> {
  const rows = await db
    .select(row)
    .from(userGiftCertificates)
    .innerJoin(
      giftCertificates,
      eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId),
    )
    .where(
      and(
        owned(owner),
        or(isNotNull(userGiftCertificates.cartId), isNotNull(userGiftCertificates.orderId)),
      ),
    )
    .orderBy(
      desc(userGiftCertificates.createdAt),
      desc(userGiftCertificates.userGiftCertificateId),
    );
  return rows.map((r) => toListed(r, now));
}

/**
 * giftcertificate/list-manual-assigned: the codes the shop gave the shopper
 * (a row with neither cart nor order). Used once an order of theirs redeemed
 * the same code.
 */
export async function listAssignedCertificates(
  db: Db,
  owner: CertificateOwner,
  now: Date,
): Promise<UserGiftCertificate[]> {
  const redeemed = db
    .select({
      giftCertificateId: userGiftCertificates.giftCertificateId,
      orderId: sql<number>`min(${userGiftCertificates.orderId})`.as('redeemed_order_id'),
    })
    .from(userGiftCertificates)
    .where(
      and(eq(userGiftCertificates.userId, owner.userId), isNotNull(userGiftCertificates.orderId)),
    )
    .groupBy(userGiftCertificates.giftCertificateId)
    .as('redeemed');
  const rows = await db
    .select({ ...row, usedBy: redeemed.orderId })
    .from(userGiftCertificates)
    .innerJoin(
      giftCertificates,
      eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId),
    )
    .leftJoin(redeemed, eq(redeemed.giftCertificateId, userGiftCertificates.giftCertificateId))
    .where(
      and(owned(owner), isNull(userGiftCertificates.cartId), isNull(userGiftCertificates.orderId)),
    )
    // Those still to use first, the soonest to expire at the top; used and expired ones after.
    // A code without an end is never expired: coalesce, or its null would sort it last.
    .orderBy(
      sql`(${redeemed.orderId} is not null or coalesce(${giftCertificates.validUntil} <= ${now.toISOString()}, false)) asc`,
      sql`${giftCertificates.validUntil} asc nulls last`,
      asc(userGiftCertificates.userGiftCertificateId),
    );
  return rows.map((r) => toListed(r, now));
}
