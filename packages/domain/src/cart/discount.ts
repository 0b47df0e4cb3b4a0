import type { Cents } from '../price/money';
import { roundHalfUp } from '../rounding';

/** A discount code of a brand (decision 010): a percentage off the goods or a fixed amount. */
export interface DiscountCode {
  giftCertificateId: number;
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  /** For kind 'percent': 1–100. */
  percent: number | null;
  /** For kind 'amount'. */
  amountCents: number | null;
  minSpendCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** A code applied to a cart. */
export interface AppliedDiscountCode<C extends DiscountCode = DiscountCode> {
  userGiftCertificateId: number;
  certificate: C;
}

export type Validity = 'valid' | 'expired' | 'not_yet_valid';

export function validityOf(
  certificate: Pick<DiscountCode, 'validFrom' | 'validUntil'>,
  now: Date,
): Validity {
  if (certificate.validUntil && certificate.validUntil.getTime() <= now.getTime()) return 'expired';
  if (certificate.validFrom && certificate.validFrom.getTime() > now.getTime())
    return 'not_yet_valid';
  return 'valid';
}

export interface CodeDiscount<A extends AppliedDiscountCode = AppliedDiscountCode> {
  applied: A;
  amountCents: Cents;
  /** False while the goods are under the minimum spend or the code has lapsed. */
  active: boolean;
}

/**
 * What the codes on a cart take off its goods, in the order they were added.
 * A percentage is of the goods, half up to the cent; a fixed amount needs the
 * minimum spend; together they never take off more than the goods cost.
 */
export function discountsOf<A extends AppliedDiscountCode>(
  applied: readonly A[],
  goodsCents: Cents,
  now: Date,
): CodeDiscount<A>[] {
  let left = goodsCents;
  return applied.map((code) => {
    const c = code.certificate;
    const active = goodsCents >= c.minSpendCents && validityOf(c, now) === 'valid';
    if (!active) return { applied: code, amountCents: 0, active };
    const wanted =
      c.kind === 'percent'
        ? roundHalfUp((goodsCents * (c.percent ?? 0)) / 100, 0)
        : (c.amountCents ?? 0);
    const amountCents = Math.min(wanted, left);
    left -= amountCents;
    return { applied: code, amountCents, active };
  });
}
