import {
  addToPlan,
  CART_MESSAGES,
  WISHLIST_MESSAGES,
  isRefusal,
  formatQuantity,
  optionsKeyOf,
  plannedFrom,
  pricingOf,
  validateOptions,
  type Product,
  type ResponseMessage,
} from '@spesa/domain';
import { refusal } from '../../../http/app-error';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { cartSnapshot } from '../cache/snapshot';
import type { CartDeps } from '../deps';
import { addToLine, type CartLineRow } from '../repo/lines';
import { orderedToday } from '../repo/ordered-today';
import { lockedStock } from '../repo/stock';
import { changeCart, type CartChange } from './change-cart';
import { requireDeliveryChoice } from './items';

/** A product of a shopper's list, as the list holds it. */
export interface WishedLine {
  productId: number;
  name: string;
  selectOptions: Record<string, string>;
  /** In the selling unit; null for the product's first add ('I più acquistati'). */
  quantity: number | null;
}

/** What adding a list answers: the cart call's infos, and one warning per product left out or reduced. */
export interface WishedLinesAdded {
  infos: ResponseMessage[];
  warnings: ResponseMessage[];
}

const warning = (code: string, name: string, reason: string): ResponseMessage => ({
  code,
  warning: WISHLIST_MESSAGES.notAdded(name, reason),
});

/**
 * POST cart/add-all-from-wishlist (and wishlist/confirm): each product of the
 * list goes in under the rules of cart/add, in the cart's own transaction,
 * checked against the stock itself. A product the rules or the stock do not
 * allow in full comes in with the most they allow; one they do not allow at
 * all stays out. Either way the shopper reads which, and why
 * (docs/rules/lists.md Into the cart).
 */
export async function addWishedLines(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  wished: readonly WishedLine[],
  now = new Date(),
): Promise<CartChange<WishedLinesAdded>> {
  if (wished.length === 0) throw refusal('wishlist.empty', WISHLIST_MESSAGES.listEmpty, 'list_id');
  const snapshot = await cartSnapshot(deps.db, brand, user);
  await requireDeliveryChoice(deps, brand, snapshot, now);
  const productIds = [...new Set(wished.map((l) => l.productId))];

  return changeCart(
    deps,
    brand,
    user,
    productIds,
    async ({ tx, cart: locked, lines, setLines, products: cached }) => {
      const stock = await lockedStock(tx, locked.warehouseId, productIds);
      // A product the warehouse no longer stocks at all is not sold there, whatever the cache still says.
      const products = new Map<number, Product>(
        [...cached].flatMap(([id, p]) => {
          const available = stock.get(id);
          return available === undefined ? [] : [[id, { ...p, available }] as const];
        }),
      );
      const planned = plannedFrom(lines, products);
      const today = await orderedToday(tx, user.userId, productIds, locked.editingOrderId);
      const warnings: ResponseMessage[] = [];
      const adds: { line: WishedLine; product: Product; quantity: number }[] = [];
      for (const line of wished) {
        const product = products.get(line.productId);
        if (!product) {
          warnings.push(
            warning('wishlist.item_not_added', line.name, CART_MESSAGES.productNotSold),
          );
          continue;
        }
        const rules = pricingOf(product).rules;
        const optionsRefusal = validateOptions(rules, line.selectOptions);
        if (optionsRefusal) {
          warnings.push(warning('wishlist.item_not_added', line.name, optionsRefusal.message));
          continue;
        }
        const addition = addToPlan(planned, today, {
          product,
          rules,
          optionsKey: optionsKeyOf(line.selectOptions),
          quantity: line.quantity ?? rules.first,
          field: 'list_id',
        });
        if (isRefusal(addition)) {
          warnings.push(warning('wishlist.item_not_added', line.name, addition.message));
          continue;
        }
        if (addition.reduced)
          warnings.push(
            warning(
              'wishlist.item_reduced',
              line.name,
              WISHLIST_MESSAGES.reducedTo(formatQuantity(rules, addition.added)),
            ),
          );
        adds.push({ line, product, quantity: addition.added });
      }

      const written = new Map<number, CartLineRow>();
      for (const { line, product, quantity } of adds) {
        const row = await addToLine(tx, locked.cartId, {
          productId: line.productId,
          selectOptions: line.selectOptions,
          optionsKey: optionsKeyOf(line.selectOptions),
          quantity,
          acceptAlternatives: product.warehousePromo
            ? brand.config.acceptAlternativesPromoDefault
            : brand.config.acceptAlternativesDefault,
          notes: '',
        });
        written.set(row.itemId, row);
      }
      setLines(
        [...lines.filter((l) => !written.has(l.itemId)), ...written.values()].sort(
          (a, b) => a.itemId - b.itemId,
        ),
      );
      return {
        infos:
          adds.length > 0
            ? [{ code: 'cart.products_added', info: CART_MESSAGES.productsAdded(adds.length) }]
            : [],
        warnings:
          adds.length > 0
            ? warnings
            : [
                { code: 'wishlist.nothing_added', warning: WISHLIST_MESSAGES.nothingAdded },
                ...warnings,
              ],
      };
    },
    snapshot,
  );
}
