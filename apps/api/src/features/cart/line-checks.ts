import {
  classLimitRefusal,
  classUnits,
  roundQuantity,
  validateCartQuantity,
  type Product,
  type QuantityRules,
} from '@spesa/domain';
import { refusal } from '../../http/app-error';

/** A line as the cart will hold it once a change is written. */
export interface PlannedLine {
  productId: number;
  optionsKey: string;
  product: Product;
  rules: QuantityRules;
  quantity: number;
  /** The quantity before the change: 0 for a new line. */
  previous: number;
  /** Changed by this request, with the request field that named it; unchanged lines are null. */
  field: string | null;
}

/**
 * The rules of SPEC §5 Cart over the cart as it will be: each changed line's
 * quantity (grid, minimum, daily maximum counting today's orders and the
 * product's other lines, per-product maximum, stock), then the maximums of the
 * classes the grown lines belong to. Throws the first refusal.
 */
export function checkPlannedLines(
  lines: readonly PlannedLine[],
  orderedToday: ReadonlyMap<number, number>,
): void {
  const changed = lines.filter((l) => l.field !== null);
  for (const line of changed) {
    const sameProduct = lines
      .filter((l) => l !== line && l.productId === line.productId)
      .reduce((sum, l) => sum + l.quantity, 0);
    const check = validateCartQuantity(line.rules, line.quantity, {
      orderedToday: roundQuantity((orderedToday.get(line.productId) ?? 0) + sameProduct),
    });
    if (!check.ok) throw refusal(check.code, check.message, line.field ?? undefined);
  }
  // Only classes that grow: a shopper over a lowered maximum may still take things out.
  const touched = new Set(
    changed
      .filter((l) => l.quantity > l.previous)
      .flatMap((l) => l.product.productClasses.map((c) => c.productClassId)),
  );
  const overLimit = classLimitRefusal(
    lines.map((l) => ({
      classes: l.product.productClasses.filter((c) => touched.has(c.productClassId)),
      units: classUnits(l.rules, l.quantity),
    })),
  );
  if (overLimit) throw refusal(overLimit.code, overLimit.message, changed[0]?.field ?? undefined);
}
