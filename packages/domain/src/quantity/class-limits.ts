import type { ProductClass } from '../api/catalog';
import { refusal, type QuantityRefusal } from './messages';
import type { QuantityRules } from './rules';
import { QUANTITY_MESSAGES } from '../texts/quantities';

/**
 * What a line counts towards a class maximum (docs/rules/quantities-and-prices.md per-class maximums,
 * "pieces per order"): the pieces of its packs, or one for a weighed line.
 */
export const classUnits = (rules: Pick<QuantityRules, 'kind' | 'multiPack'>, quantity: number) =>
  rules.kind === 'count' ? quantity * rules.multiPack : 1;

export interface ClassedLine {
  classes: readonly ProductClass[];
  units: number;
}

/** The first class whose maximum the lines together exceed, as a refusal; null when all fit. */
export function classLimitRefusal(lines: readonly ClassedLine[]): QuantityRefusal | null {
  const totals = new Map<number, { productClass: ProductClass; units: number }>();
  for (const line of lines) {
    for (const productClass of line.classes) {
      if (productClass.maxQuantity === null) continue;
      const entry = totals.get(productClass.productClassId) ?? { productClass, units: 0 };
      entry.units += line.units;
      totals.set(productClass.productClassId, entry);
    }
  }
  for (const { productClass, units } of totals.values()) {
    if (productClass.maxQuantity !== null && units > productClass.maxQuantity)
      return refusal(
        'cart.class_max_exceeded',
        QUANTITY_MESSAGES.classMax(productClass.maxQuantity, productClass.name.toLowerCase()),
      );
  }
  return null;
}
