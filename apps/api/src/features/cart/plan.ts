import type { Product } from '@spesa/domain';
import type { CartLineRow } from './items-repo';
import { pricingOf } from './lines';
import type { PlannedLine } from './line-checks';

/** One line per product and choice of options. */
export const lineKey = (productId: number, optionsKey: string): string =>
  `${productId}|${optionsKey}`;

/**
 * The cart's lines as they are, ready to be changed and checked. Lines of
 * products the warehouse does not sell are not counted: they are not bought.
 */
export function plannedFrom(
  items: readonly CartLineRow[],
  products: ReadonlyMap<number, Product>,
): Map<string, PlannedLine> {
  const planned = new Map<string, PlannedLine>();
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product) continue;
    planned.set(lineKey(item.productId, item.optionsKey), {
      productId: item.productId,
      optionsKey: item.optionsKey,
      product,
      rules: pricingOf(product).rules,
      quantity: item.quantity,
      previous: item.quantity,
      field: null,
    });
  }
  return planned;
}
