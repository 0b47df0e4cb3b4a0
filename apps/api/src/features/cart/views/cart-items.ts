import {
  centsToEuros,
  formatQuantity,
  lineProductOf,
  type CartItem,
  type CartSector,
  type LineProduct,
  type PricedLine,
  type Product,
} from '@spesa/domain';
import { departmentOf, type Catalogue } from '../repo/catalogue';
import type { CartLineRow } from '../repo/lines';

/** A line's shape of each catalogue product, made once per cached product object. */
const lineProducts = new WeakMap<Product, LineProduct>();

function lineProduct(product: Product): LineProduct {
  let shaped = lineProducts.get(product);
  if (!shaped) lineProducts.set(product, (shaped = lineProductOf(product)));
  return shaped;
}

/** The line's product with the shopper's choices marked `selected`; the cached product is not touched. */
function withChosenOptions(product: Product, chosen: Record<string, string>): LineProduct {
  if (Object.keys(chosen).length === 0) return lineProduct(product);
  return {
    ...lineProduct(product),
    selectOptions: product.selectOptions.map((option) => {
      const key = chosen[option.parameterName];
      return key === undefined ? option : { ...option, selected: { key } };
    }),
  };
}

export function toCartItem({
  item,
  product,
  rules,
  totalCents,
  offerCents,
  weight,
}: PricedLine<CartLineRow, Product>): CartItem {
  const quantityDisplay = formatQuantity(rules, item.quantity);
  return {
    itemId: item.itemId,
    cartItemId: item.itemId,
    product: withChosenOptions(product, item.selectOptions),
    quantity: item.quantity,
    weight,
    grossTotal: centsToEuros(totalCents),
    ...(offerCents > 0 ? { promoDiscount: centsToEuros(offerCents) } : {}),
    quantityDisplay,
    cartItemInfo: {
      accept_alternatives: item.acceptAlternatives ? 'true' : 'false',
      ...(item.notes ? { notes: item.notes } : {}),
      ...(rules.kind === 'weight' ? { customWeight: quantityDisplay } : {}),
    },
  };
}

/** The lines grouped by top-level department, departments in menu order. */
export async function sectorsOf(
  catalog: Catalogue,
  items: readonly CartItem[],
): Promise<CartSector[]> {
  const sectors = new Map<number, CartSector & { position: number }>();
  for (const item of items) {
    const department = (await departmentOf(catalog, item.product.categoryId)) ?? {
      sectorId: 0,
      name: 'Altro',
      position: Number.MAX_SAFE_INTEGER,
    };
    const sector = sectors.get(department.sectorId) ?? { ...department, cartItems: [] };
    sector.cartItems.push(item);
    sectors.set(department.sectorId, sector);
  }
  return [...sectors.values()]
    .sort((a, b) => a.position - b.position)
    .map(({ sectorId, name, cartItems }) => ({ sectorId, name, cartItems }));
}
