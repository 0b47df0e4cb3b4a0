import { z } from 'zod';

/*
 * The shopper's gift certificates and loyalty points (docs/rules/account.md Other user data:
 * GET giftcertificate/list and /list-manual-assigned; the points' history is
 * not shown there and is designed in the same style: GET user-points/list).
 * Money in euros with two decimals, moments as ISO 8601 text.
 */

/** A certificate as the shopper holds it: one row of user_gift_certificates. */
export const UserGiftCertificateSchema = z.object({
  userGiftCertificateId: z.number().int(),
  giftCertificateId: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** percent: `value` is a percentage off the goods; amount: `value` is euros off. */
  kind: z.enum(['percent', 'amount']),
  value: z.number(),
  /** The goods' total the cart must reach, in euros (0: none). */
  minSpend: z.number(),
  validFrom: z.iso.datetime({ offset: true }).nullable(),
  validUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Its validity window has closed. */
  expired: z.boolean(),
  /** An order has redeemed it. */
  used: z.boolean(),
  /** The order that redeemed it, when one did. */
  orderId: z.number().int().nullable(),
});
export type UserGiftCertificate = z.infer<typeof UserGiftCertificateSchema>;

export const GiftCertificateListResponseSchema = z.object({
  giftCertificates: z.array(UserGiftCertificateSchema),
});
export type GiftCertificateListResponse = z.infer<typeof GiftCertificateListResponseSchema>;

/**
 * One change of the balance (loyalty_movements): the points of a delivered
 * order, the points a voucher took, the points the programme gave, what a
 * refunded order took back (its points, less its unused vouchers). Newest first.
 */
export const LoyaltyMovementSchema = z.object({
  movementId: z.number().int(),
  /** When the balance changed: the delivery, the voucher's issue, the gift. */
  date: z.iso.datetime({ offset: true }),
  reason: z.enum(['order', 'voucher', 'welcome', 'refund']),
  description: z.string(),
  /** Signed: earned or given above zero, spent on a voucher below. */
  points: z.number().int(),
  /** The delivered order, for an 'order' movement; the refunded one for a 'refund'. */
  orderId: z.number().int().nullable(),
});
export type LoyaltyMovement = z.infer<typeof LoyaltyMovementSchema>;

export const UserPointsResponseSchema = z.object({
  /** The LOYALTY balance: the sum of the history's points. */
  balance: z.number().int(),
  /** The points of orders not delivered yet, credited at their delivery. */
  reserved: z.number().int(),
  history: z.array(LoyaltyMovementSchema),
});
export type UserPointsResponse = z.infer<typeof UserPointsResponseSchema>;
