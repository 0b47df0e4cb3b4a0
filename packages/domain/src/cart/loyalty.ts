import { formatEuro } from '../price/format-euro';
import type { Cents } from '../price/money';

/**
 * The loyalty programme (decision record 010): a point per whole euro paid for
 * goods; every 500 points of balance turn into a 5 € voucher for a later order.
 */
const LOYALTY = { pointsPerEuro: 1, voucherEveryPoints: 500, voucherCents: 500 } as const;

/** Points an order earns for the goods paid (credited once it is delivered). */
export const loyaltyPointsFor = (paidGoodsCents: Cents): number =>
  Math.floor(Math.max(0, paidGoodsCents) / 100) * LOYALTY.pointsPerEuro;

/** The vouchers this order will earn: those whose threshold its points make the balance cross. */
export function vouchersEarned(
  balance: number,
  paidGoodsCents: Cents,
): { description: string; giftTotal: number }[] {
  const earned = loyaltyPointsFor(paidGoodsCents);
  const count =
    Math.floor((balance + earned) / LOYALTY.voucherEveryPoints) -
    Math.floor(balance / LOYALTY.voucherEveryPoints);
  return Array.from({ length: count }, () => ({
    description: `Buono fedeltà da ${formatEuro(LOYALTY.voucherCents)} sulla prossima spesa`,
    giftTotal: LOYALTY.voucherCents / 100,
  }));
}
