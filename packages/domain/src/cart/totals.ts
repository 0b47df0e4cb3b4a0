import type { Cents } from '../price/money';
import type { QuantityRules } from '../quantity/rules';
import { discountsOf, type AppliedDiscountCode, type CodeDiscount } from './discount';
import { goodsCentsOf } from './lines';
import { packagesFor, type PackagingOffer } from './packaging';

export interface CartTotals<A extends AppliedDiscountCode = AppliedDiscountCode> {
  goodsCents: Cents;
  discounts: CodeDiscount<A>[];
  giftCents: Cents;
  packages: number;
  packageCents: Cents;
  deliveryFeeCents: Cents;
  /** What the shopper pays: goods − codes + bags + delivery. */
  totalCents: Cents;
}

/** The cart's money (decision 010): goods − codes + bags + delivery fee, in cents. */
export function cartTotals<A extends AppliedDiscountCode>(
  lines: readonly {
    totalCents: Cents;
    rules: Pick<QuantityRules, 'kind'>;
    item: { quantity: number };
  }[],
  codes: readonly A[],
  packaging: Pick<PackagingOffer, 'itemsPerPackage' | 'costCents'> | null,
  deliveryFeeCents: Cents,
  now: Date,
): CartTotals<A> {
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
