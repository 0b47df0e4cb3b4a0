import type { Cents } from '@spesa/domain';
import { discountsOf, type AppliedCode, type CodeDiscount } from '../gift-certificates';
import { goodsCentsOf, type CartLine } from './lines';
import { packagesFor, type PackagingOffer } from './packaging';

export interface CartTotals {
  goodsCents: Cents;
  discounts: CodeDiscount[];
  giftCents: Cents;
  packages: number;
  packageCents: Cents;
  deliveryFeeCents: Cents;
  /** What the shopper pays: goods − codes + bags + delivery. */
  totalCents: Cents;
}

export function cartTotals(
  lines: readonly CartLine[],
  codes: readonly AppliedCode[],
  packaging: PackagingOffer | null,
  deliveryFeeCents: Cents,
  now: Date,
): CartTotals {
  const goodsCents = goodsCentsOf(lines);
  const discounts = discountsOf(codes, goodsCents, now);
  const giftCents = discounts.reduce((sum, d) => sum + d.amountCents, 0);
  const packages = packagesFor(lines, packaging);
  const packageCents = packaging ? packages * packaging.costCents : 0;
  return {
    goodsCents,
    discounts,
    giftCents,
    packages,
    packageCents,
    deliveryFeeCents,
    totalCents: goodsCents - giftCents + packageCents + deliveryFeeCents,
  };
}
