import {
  eurosToCents,
  lineTotalCents,
  lineWeight,
  quantityRulesOf,
  type Cents,
  type Product,
  type QuantityRules,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { productsIn, type Catalogue } from './catalogue';
import { listItems, type CartItemRow } from './items-repo';

/** A cart line priced by the cart's warehouse. */
export interface CartLine {
  item: CartItemRow;
  product: Product;
  rules: QuantityRules;
  /** Per piece (Pezzo) or per base unit (the other types), as the catalogue prices it. */
  priceCents: Cents;
  totalCents: Cents;
  /** In the base unit; null for pieces. */
  weight: number | null;
}

function priceLine(item: CartItemRow, product: Product): CartLine {
  const rules = quantityRulesOf(product);
  const priceCents = eurosToCents(product.priceDisplay);
  return {
    item,
    product,
    rules,
    priceCents,
    totalCents: lineTotalCents(rules, priceCents, item.quantity),
    weight: lineWeight(rules, item.quantity),
  };
}

export interface LoadedLines {
  lines: CartLine[];
  /** Lines of products the cart's warehouse does not sell (the cart moved to another one). */
  unsold: CartItemRow[];
}

/** The lines priced by the products the warehouse sells; the others set apart. */
export function priceLines(
  items: readonly CartItemRow[],
  products: ReadonlyMap<number, Product>,
): LoadedLines {
  const lines: CartLine[] = [];
  const unsold: CartItemRow[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (product) lines.push(priceLine(item, product));
    else unsold.push(item);
  }
  return { lines, unsold };
}

export async function loadLines(
  db: Db,
  catalog: Catalogue,
  cart: { cartId: number; warehouseId: number },
): Promise<LoadedLines> {
  const items = await listItems(db, cart.cartId);
  const products = await productsIn(
    catalog,
    cart.warehouseId,
    items.map((i) => i.productId),
  );
  return priceLines(items, products);
}

export const goodsCentsOf = (lines: readonly CartLine[]): Cents =>
  lines.reduce((sum, line) => sum + line.totalCents, 0);
