import { type CartRefusalCode } from '../api/cart';
import { classLimitRefusal, classUnits } from '../quantity/class-limits';
import type { QuantityRefusalCode } from '../quantity/messages';
import { maxPurchasable, type QuantityRules } from '../quantity/rules';
import { validateCartQuantity } from '../quantity/validate';
import { roundQuantity } from '../units/convert';
import type { StoredLine } from './lines';
import { pricingOf, type CartProduct } from './products';
import { CART_MESSAGES } from '../texts/cart';

/** A refusal of a cart change, with the request field it names (`items.2.quantity`). */
export interface CartChangeRefusal {
  code: QuantityRefusalCode | CartRefusalCode;
  message: string;
  field?: string;
}

/** A line as the cart will hold it once a change is written. */
export interface PlannedLine<P extends CartProduct = CartProduct> {
  productId: number;
  optionsKey: string;
  product: P;
  rules: QuantityRules;
  quantity: number;
  /** The quantity before the change: 0 for a new line. */
  previous: number;
  /** Changed by this request, with the request field that named it; unchanged lines are null. */
  field: string | null;
}

/** One line per product and choice of options. */
export const lineKey = (productId: number, optionsKey: string): string =>
  `${productId}|${optionsKey}`;

/**
 * The cart's lines as they are, ready to be changed and checked. Lines of
 * products the warehouse does not sell are not counted: they are not bought.
 */
export function plannedFrom<P extends CartProduct>(
  items: readonly StoredLine[],
  products: ReadonlyMap<number, P>,
): Map<string, PlannedLine<P>> {
  const planned = new Map<string, PlannedLine<P>>();
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

/**
 * The rules of docs/rules/cart.md Cart over the cart as it will be: each changed line's
 * quantity (grid, minimum, daily maximum counting today's orders and the
 * product's other lines, per-product maximum, stock), then the maximums of the
 * classes the grown lines belong to. The first refusal, or null.
 */
export function plannedLinesRefusal(
  lines: readonly PlannedLine[],
  orderedToday: ReadonlyMap<number, number>,
): CartChangeRefusal | null {
  const changed = lines.filter((l) => l.field !== null);
  for (const line of changed) {
    const sameProduct = lines
      .filter((l) => l !== line && l.productId === line.productId)
      .reduce((sum, l) => sum + l.quantity, 0);
    const check = validateCartQuantity(line.rules, line.quantity, {
      orderedToday: roundQuantity((orderedToday.get(line.productId) ?? 0) + sameProduct),
    });
    if (!check.ok) return withField(check, line.field);
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
  return overLimit ? withField(overLimit, changed[0]?.field ?? null) : null;
}

const withField = (
  { code, message }: Omit<CartChangeRefusal, 'field'>,
  field: string | null,
): CartChangeRefusal => (field === null ? { code, message } : { code, message, field });

/** New quantities of lines (by item id) and lines to remove. */
export interface LineWrites {
  quantities: ReadonlyMap<number, number>;
  removed: readonly number[];
}

export interface QuantityPlan<L extends StoredLine, P extends CartProduct = CartProduct> {
  writes: LineWrites;
  /** The lines as planned and checked, the updated ones with their request field. */
  planned: Map<string, PlannedLine<P>>;
  /** The lines as the change leaves them. */
  lines: L[];
  /** The lines it removes. */
  removed: L[];
}

/**
 * cart/update planned on the lines as they are: each update names a line by
 * item id and gives its new quantity in the selling unit (0 removes it). The
 * plan, or the first refusal: a line not in the cart, a line whose product
 * the warehouse no longer sells, or a quantity the rules refuse.
 */
export function planQuantities<L extends StoredLine, P extends CartProduct>(
  lines: readonly L[],
  products: ReadonlyMap<number, P>,
  updates: readonly { itemId: number; quantity: number }[],
  orderedToday: ReadonlyMap<number, number>,
): QuantityPlan<L, P> | CartChangeRefusal {
  const planned = plannedFrom(lines, products);
  const removed: L[] = [];
  for (const [index, { itemId, quantity }] of updates.entries()) {
    const row = lines.find((i) => i.itemId === itemId);
    if (!row)
      return {
        code: 'cart.item_not_found',
        message: CART_MESSAGES.itemNotFound,
        field: `items.${index}.itemId`,
      };
    const key = lineKey(row.productId, row.optionsKey);
    if (quantity === 0) {
      planned.delete(key);
      removed.push(row);
      continue;
    }
    const line = planned.get(key);
    if (!line)
      return {
        code: 'msg.cart.availability.errors',
        message: CART_MESSAGES.productNotSold,
        field: `items.${index}.quantity`,
      };
    planned.set(key, { ...line, quantity, field: `items.${index}.quantity` });
  }
  const refused = plannedLinesRefusal([...planned.values()], orderedToday);
  if (refused) return refused;
  const gone = new Set(removed.map((r) => r.itemId));
  const quantities = new Map(
    updates.filter((u) => u.quantity > 0).map((u) => [u.itemId, u.quantity] as const),
  );
  return {
    writes: { quantities, removed: [...gone] },
    planned,
    lines: lines
      .filter((l) => !gone.has(l.itemId))
      .map((l) => ({ ...l, quantity: quantities.get(l.itemId) ?? l.quantity })),
    removed,
  };
}

export const isRefusal = <T extends object>(
  outcome: T | CartChangeRefusal,
): outcome is CartChangeRefusal => 'code' in outcome && 'message' in outcome;

/**
 * The daily maximum (MAXACQ) over a whole cart as it is bought: the first
 * product whose lines, all options together, and what the shopper's other
 * orders of today hold of it come to more than its maximum; null when none
 * does. The cart checks each change already; this holds at the purchase too,
 * when an order placed since the cart was filled has used up the day.
 */
export function overDailyMax(
  lines: readonly { productId: number; quantity: number; rules: Pick<QuantityRules, 'dailyMax'> }[],
  orderedToday: ReadonlyMap<number, number>,
): number | null {
  const inCart = new Map<number, number>();
  for (const line of lines)
    inCart.set(line.productId, roundQuantity((inCart.get(line.productId) ?? 0) + line.quantity));
  for (const line of lines) {
    const { dailyMax } = line.rules;
    const total = roundQuantity(
      (orderedToday.get(line.productId) ?? 0) + inCart.get(line.productId)!,
    );
    if (dailyMax !== null && total > dailyMax) return line.productId;
  }
  return null;
}

/** What adding to the planned cart came to: the quantity added (maybe less than asked), or the refusal. */
export type PlannedAddition = { added: number; reduced: boolean } | CartChangeRefusal;

/**
 * Adds `quantity` of a product to the cart as planned so far, for the calls
 * that add many products at once (an order again, a whole list): the whole
 * quantity when the rules allow it, else the most they allow above what the
 * cart already holds (its maximum, its daily maximum less today's orders and
 * the product's other lines), else nothing, with the refusal of the whole.
 * Only the line being tried counts as changed. An accepted line joins `planned`.
 */
export function addToPlan<P extends CartProduct>(
  planned: Map<string, PlannedLine<P>>,
  orderedToday: ReadonlyMap<number, number>,
  line: { product: P; rules: QuantityRules; optionsKey: string; quantity: number; field: string },
): PlannedAddition {
  const { product, rules, optionsKey, field } = line;
  const productId = product.productId;
  const key = lineKey(productId, optionsKey);
  const base = planned.get(key)?.quantity ?? 0;
  const others = [...planned.entries()].filter(([k]) => k !== key).map(([, l]) => l);
  const refusalAt = (quantity: number) =>
    plannedLinesRefusal(
      [...others, { productId, optionsKey, product, rules, quantity, previous: base, field }],
      orderedToday,
    );
  const wanted = roundQuantity(base + line.quantity);
  const refused = refusalAt(wanted);
  let total = wanted;
  if (refused) {
    const sameProduct = others
      .filter((l) => l.productId === productId)
      .reduce((sum, l) => sum + l.quantity, 0);
    const most = maxPurchasable({
      ...rules,
      maxPerProduct: Math.min(rules.maxPerProduct, wanted),
      dailyMax:
        rules.dailyMax === null
          ? null
          : rules.dailyMax - (orderedToday.get(productId) ?? 0) - sameProduct,
    });
    if (most <= base || refusalAt(most)) return refused;
    total = most;
  }
  planned.set(key, {
    productId,
    optionsKey,
    product,
    rules,
    quantity: total,
    previous: total,
    field: null,
  });
  return { added: roundQuantity(total - base), reduced: total < wanted };
}
