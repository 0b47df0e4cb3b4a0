import {
  formatQuantity,
  quantityRulesOf,
  roundQuantity,
  type Cart,
  type CartItem,
  type ChosenOptions,
  type LineProduct,
} from '@spesa/domain';

/*
 * What the cart looks like the moment the shopper acts (TanStack Query
 * optimistic updates): the server's answer replaces it, a refusal rolls it back.
 * Totals are left to the server; only lines, quantities and infos move.
 */

const mapLines = (cart: Cart, map: (lines: CartItem[]) => CartItem[]): Cart => ({
  ...cart,
  cartItems: map(cart.cartItems),
  sectors: cart.sectors?.map((sector) => ({ ...sector, cartItems: map(sector.cartItems) })),
});

const withCount = (cart: Cart): Cart => ({ ...cart, totalItems: cart.cartItems.length });

/** A line's quantity changed (its display follows the domain's format). */
export function withLineQuantity(cart: Cart, itemId: number, quantity: number): Cart {
  return mapLines(cart, (lines) =>
    lines.map((line) =>
      line.itemId === itemId
        ? {
            ...line,
            quantity,
            quantityDisplay: formatQuantity(quantityRulesOf(line.product), quantity),
          }
        : line,
    ),
  );
}

/** Lines taken off the cart. */
export function withoutLines(cart: Cart, itemIds: readonly number[]): Cart {
  return withCount(mapLines(cart, (lines) => lines.filter((l) => !itemIds.includes(l.itemId))));
}

/** The cart with no lines (empty cart). */
export const withoutAnyLine = (cart: Cart): Cart =>
  withoutLines(
    cart,
    cart.cartItems.map((l) => l.itemId),
  );

/** A line's infos changed (accept_alternatives, notes). */
export function withLineInfos(
  cart: Cart,
  itemId: number,
  infos: Partial<CartItem['cartItemInfo']>,
): Cart {
  return mapLines(cart, (lines) =>
    lines.map((line) =>
      line.itemId === itemId ? { ...line, cartItemInfo: { ...line.cartItemInfo, ...infos } } : line,
    ),
  );
}

/** Ids of lines the client made up until the server answers: negative, never a server id. */
let provisionalId = 0;

/** A line shown before the server has answered its add: nothing can be asked of it yet. */
export const isProvisionalLine = (line: Pick<CartItem, 'itemId'>): boolean => line.itemId < 0;

/** The product's quantity added: to its line of the same options, or as a new line at the end. */
export function withAddedProduct(
  cart: Cart,
  product: LineProduct,
  quantity: number,
  options: ChosenOptions = {},
  acceptAlternatives = true,
): Cart {
  const existing = findLine(cart, product.productId, options);
  if (existing)
    return withLineQuantity(cart, existing.itemId, roundQuantity(existing.quantity + quantity));
  provisionalId -= 1;
  const line: CartItem = {
    itemId: provisionalId,
    cartItemId: provisionalId,
    product,
    quantity,
    weight: null,
    grossTotal: 0,
    quantityDisplay: formatQuantity(quantityRulesOf(product), quantity),
    cartItemInfo: { accept_alternatives: acceptAlternatives ? 'true' : 'false' },
  };
  return withCount({ ...cart, cartItems: [...cart.cartItems, line], sectors: undefined });
}

/** The chosen options of a line, read from its product's selectOptions. */
export function optionsOfLine(line: CartItem): ChosenOptions {
  const chosen: Record<string, string> = {};
  for (const option of line.product.selectOptions) {
    if (option.selected) chosen[option.parameterName] = option.selected.key;
  }
  return chosen;
}

const sameOptions = (a: ChosenOptions, b: ChosenOptions) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, key]) => b[name] === key);

/** The line of a product (with these options, when given). */
export function findLine(
  cart: Cart | undefined,
  productId: number,
  options?: ChosenOptions,
): CartItem | undefined {
  return cart?.cartItems.find(
    (line) =>
      line.product.productId === productId &&
      (options === undefined || sameOptions(optionsOfLine(line), options)),
  );
}

/** Every line of the cart, grouped in sectors when the cart has them. */
export function allLines(cart: Cart | undefined): CartItem[] {
  if (!cart) return [];
  return cart.sectors ? cart.sectors.flatMap((s) => s.cartItems) : cart.cartItems;
}
