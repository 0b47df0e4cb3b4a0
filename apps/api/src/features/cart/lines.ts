import {
  eurosToCents,
  lineTotalCents,
  lineWeight,
  quantityRulesOf,
  type Cents,
  type Product,
  type QuantityRules,
} from '@spesa/domain';
import type { CartLineRow } from './items-repo';

/** A cart line priced by the cart's warehouse. */
export interface CartLine {
  item: CartLineRow;
  product: Product;
  rules: QuantityRules;
  /** Per piece (Pezzo) or per base unit (the other types), as the catalogue prices it. */
  priceCents: Cents;
  totalCents: Cents;
  /** In the base unit; null for pieces. */
  weight: number | null;
}

interface Pricing {
  rules: QuantityRules;
  priceCents: Cents;
}

/**
 * Rules and price per product object: the catalogue's cache hands out the
 * same object until it reloads the product, so a cart of 100 lines derives
 * them once a minute instead of on every view.
 */
const pricings = new WeakMap<Product, Pricing>();

export function pricingOf(product: Product): Pricing {
  let pricing = pricings.get(product);
  if (!pricing) {
    pricing = { rules: quantityRulesOf(product), priceCents: eurosToCents(product.priceDisplay) };
    pricings.set(product, pricing);
  }
  return pricing;
}

function priceLine(item: CartLineRow, product: Product): CartLine {
  const { rules, priceCents } = pricingOf(product);
  return {
    item,
    product,
    rules,
    priceCents,
    totalCents: lineTotalCents(rules, priceCents, item.quantity),
    weight: lineWeight(rules, item.quantity),
  };
}

export interface PricedLines {
  lines: CartLine[];
  /** Lines of products the cart's warehouse does not sell (the cart moved to another one). */
  unsold: CartLineRow[];
}

/** The lines priced by the products the warehouse sells; the others set apart. */
export function priceLines(
  items: readonly CartLineRow[],
  products: ReadonlyMap<number, Product>,
): PricedLines {
  const lines: CartLine[] = [];
  const unsold: CartLineRow[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (product) lines.push(priceLine(item, product));
    else unsold.push(item);
  }
  return { lines, unsold };
}

export const goodsCentsOf = (lines: readonly CartLine[]): Cents =>
  lines.reduce((sum, line) => sum + line.totalCents, 0);
