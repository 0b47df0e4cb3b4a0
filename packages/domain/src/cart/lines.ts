import type { ProductInfos } from '../api/catalog';
import type { Cents } from '../price/money';
import type { QuantityRules } from '../quantity/rules';
import { lineWeight } from '../quantity/weights';
import { linePrice } from './offers';
import { pricingOf, type CartProduct } from './products';

/** A line as the cart stores it: a product, a choice of its options, a quantity in the selling unit. */
export interface StoredLine {
  itemId: number;
  productId: number;
  /** parameterName=key pairs in name order (optionsKeyOf): one line per choice of options. */
  optionsKey: string;
  quantity: number;
}

/** A cart line priced by the cart's warehouse. */
export interface PricedLine<L extends StoredLine, P extends CartProduct> {
  item: L;
  product: P;
  rules: QuantityRules;
  priceCents: Cents;
  /** At the product's price, before a multi-buy. */
  listCents: Cents;
  /** What the product's multi-buy takes off the line. */
  offerCents: Cents;
  /** What the line costs: listCents − offerCents. */
  totalCents: Cents;
  /** In the base unit; null for pieces. */
  weight: number | null;
}

export interface PricedLines<L extends StoredLine, P extends CartProduct> {
  lines: PricedLine<L, P>[];
  /** Lines of products the cart's warehouse does not sell (the cart moved to another one). */
  unsold: L[];
}

/** parameterName=key pairs in name order: one text per choice of options. */
export const optionsKeyOf = (options: Readonly<Record<string, string>>): string =>
  Object.keys(options)
    .sort()
    .map((name) => `${name}=${options[name]}`)
    .join(';');

/** The lines priced by the products the warehouse sells; the others set apart. */
export function priceLines<L extends StoredLine, P extends CartProduct>(
  items: readonly L[],
  products: ReadonlyMap<number, P>,
): PricedLines<L, P> {
  const lines: PricedLine<L, P>[] = [];
  const unsold: L[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product) {
      unsold.push(item);
      continue;
    }
    const { rules, priceCents } = pricingOf(product);
    lines.push({
      item,
      product,
      rules,
      priceCents,
      ...linePrice(rules, priceCents, item.quantity, product.warehousePromo),
      weight: lineWeight(rules, item.quantity),
    });
  }
  return { lines, unsold };
}

export const goodsCentsOf = (lines: readonly { totalCents: Cents }[]): Cents =>
  lines.reduce((sum, line) => sum + line.totalCents, 0);

/**
 * Loose goods and counter goods (Sfuso, Peso) are weighed when the order is
 * picked: until then a line's price is an estimate on the weight asked for,
 * and the shopper is told so wherever it shows.
 */
export const isWeighedLine = (line: {
  product: { productInfos: Pick<ProductInfos, 'TIPOLOGIA'> };
}): boolean => {
  const tipologia = line.product.productInfos.TIPOLOGIA;
  return tipologia === 'Sfuso' || tipologia === 'Peso';
};
