import { assertCents, type Cents } from '../price/money';
import type { CartTotals } from './totals';

/** Where a cart stands against its brand's minimum order (docs/rules/cart.md Minimum order). */
export interface MinimumOrder {
  minimumCents: Cents;
  /** What the goods still lack to reach it; 0 once reached. */
  missingCents: Cents;
}

/**
 * The minimum order is reached by the goods at the prices the shopper pays for
 * them, multi-buys and shelf promotions included (the lines' totals). The
 * delivery fee and the bags are charges of the service the minimum is there to
 * pay for, so they do not count; discount codes and vouchers do not lower the
 * goods either: applying a code never turns a basket that could be bought into
 * one that cannot. A weighed line counts at its estimate, the price the
 * shopper is shown until it is weighed.
 */
export function minimumOrderOf(
  totals: Pick<CartTotals, 'goodsCents'>,
  minimumCents: Cents,
): MinimumOrder {
  assertCents(minimumCents, 'Minimum order');
  return { minimumCents, missingCents: Math.max(0, minimumCents - totals.goodsCents) };
}
