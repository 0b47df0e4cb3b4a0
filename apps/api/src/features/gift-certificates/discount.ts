import { roundHalfUp, type Cents } from '@spesa/domain';
import type { AppliedCode, GiftCertificateRow } from './repo';

export type Validity = 'valid' | 'expired' | 'not_yet_valid';

export function validityOf(
  certificate: Pick<GiftCertificateRow, 'validFrom' | 'validUntil'>,
  now: Date,
): Validity {
  if (certificate.validUntil && certificate.validUntil.getTime() <= now.getTime()) return 'expired';
  if (certificate.validFrom && certificate.validFrom.getTime() > now.getTime())
    return 'not_yet_valid';
  return 'valid';
}

export interface CodeDiscount {
  applied: AppliedCode;
  amountCents: Cents;
  /** False while the goods are under the minimum spend or the code has lapsed. */
  active: boolean;
}

/**
 * What the codes on a cart take off its goods, in the order they were added.
 * A percentage is of the goods, half up to the cent; a fixed amount needs the
 * minimum spend; together they never take off more than the goods cost.
 */
export function discountsOf(
  applied: readonly AppliedCode[],
  goodsCents: Cents,
  now: Date,
): CodeDiscount[] {
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
