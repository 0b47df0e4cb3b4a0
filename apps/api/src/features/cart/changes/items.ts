import {
  addToPlan,
  CART_MESSAGES,
  ORDER_MESSAGES,
  formatQuantity,
  isRefusal,
  lineKey,
  optionsKeyOf,
  packSwaps,
  planQuantities,
  plannedFrom,
  plannedLinesRefusal,
  pricingOf,
  roundQuantity,
  validateOptions,
  type AddToCartItemData,
  type CartChangeRefusal,
  type PackSwap,
  type Product,
  type ResponseMessage,
} from '@spesa/domain';
import type { Db } from '../../../db/client';
import { refusal } from '../../../http/app-error';
import type { BrandRow } from '../../brands';
import { orderLinesForReorder, type ReorderLine } from '../../orders';
import type { UserRow } from '../../users';
import { memoisedDeliveryView } from '../cache/delivery';
import { cartSnapshot } from '../cache/snapshot';
import type { CartDeps } from '../deps';
import type { CartRow } from '../repo/carts';
import { productsIn } from '../repo/catalogue';
import { cartContext } from '../repo/delivery-context';
import {
  addToLine,
  deleteAllItems,
  deleteItems,
  existingProductIds,
  productIdOfWpId,
  setQuantity,
  soldNowhere,
  type CartLineRow,
} from '../repo/lines';
import { orderedToday } from '../repo/ordered-today';
import { lockedStock } from '../repo/stock';
import type { CartSnapshot } from '../repo/snapshot';
import { changeCart, type CartChange } from './change-cart';

const info = (code: string, text: string): ResponseMessage => ({ code, info: text });

const itemNotFound = (index: number) =>
  refusal('cart.item_not_found', CART_MESSAGES.itemNotFound, `items.${index}.itemId`);

const refused = ({ code, message, field }: CartChangeRefusal) => refusal(code, message, field);

const byItemId = (a: CartLineRow, b: CartLineRow) => a.itemId - b.itemId;

/**
 * Writes the swaps packSwaps planned (docs/rules/quantities-and-prices.md): the packs off their
 * line, which goes when none is left, and the packages onto the package's line,
 * which keeps the pack line's choice about alternatives. Answers the lines as
 * they are then, and an info per swap.
 */
async function writePackSwaps(
  tx: Db,
  cartId: number,
  lines: readonly CartLineRow[],
  swaps: readonly PackSwap[],
  products: ReadonlyMap<number, Product>,
): Promise<{ lines: CartLineRow[]; infos: ResponseMessage[] }> {
  let next = [...lines];
  const infos: ResponseMessage[] = [];
  for (const swap of swaps) {
    const row = next.find(
      (l) => l.productId === swap.productId && l.optionsKey === swap.optionsKey,
    );
    const pack = products.get(swap.productId);
    const packageProduct = products.get(swap.packageProductId);
    if (!row || !pack || !packageProduct) throw new Error('a pack swap without its line');
    if (swap.remainder > 0) {
      await setQuantity(tx, cartId, row.itemId, swap.remainder);
      next = next.map((l) => (l === row ? { ...l, quantity: swap.remainder } : l));
    } else {
      await deleteItems(tx, cartId, [row.itemId]);
      next = next.filter((l) => l !== row);
    }
    const packageLine = await addToLine(tx, cartId, {
      productId: swap.packageProductId,
      selectOptions: {},
      optionsKey: '',
      quantity: swap.packages,
      acceptAlternatives: row.acceptAlternatives,
      notes: '',
    });
    next = [...next.filter((l) => l.itemId !== packageLine.itemId), packageLine];
    infos.push(
      info(
        'cart.packs_replaced',
        CART_MESSAGES.packsReplaced(
          formatQuantity(pricingOf(pack).rules, swap.replaced),
          pack.name,
          formatQuantity(pricingOf(packageProduct).rules, swap.packages),
          packageProduct.name,
        ),
      ),
    );
  }
  return { lines: next.sort(byItemId), infos };
}

/** docs/rules/cart.md: adding needs an address and a timeslot the shopper chose, not auto-assigned ones. */
export async function requireDeliveryChoice(
  deps: CartDeps,
  brand: BrandRow,
  { cart, deliveryStamp }: CartSnapshot,
  now: Date,
): Promise<void> {
  const delivery = await memoisedDeliveryView(
    deps.db,
    { ...cartContext(brand, cart), storeId: cart.storeId },
    deliveryStamp,
    now,
  );
  if (!delivery.shippingAddress || delivery.shippingAddress.autoAssigned)
    throw refusal('cart.need_address', CART_MESSAGES.needAddress);
  if (!delivery.timeslot || delivery.timeslot.autoAssigned)
    throw refusal('cart.need_timeslot', CART_MESSAGES.needTimeslot);
}

/** Catalogue ids of the items (useWpId names a product by its page id). */
async function productIdsOf(deps: CartDeps, items: readonly AddToCartItemData[]) {
  const ids: number[] = [];
  for (const [index, item] of items.entries()) {
    const productId = item.useWpId
      ? await productIdOfWpId(deps.db, item.productId)
      : item.productId;
    if (productId === undefined)
      throw refusal(
        'cart.product_not_found',
        CART_MESSAGES.productNotFound,
        `items.${index}.productId`,
      );
    ids.push(productId);
  }
  return ids;
}

/** The products, sold by the cart's warehouse, with every required option chosen. */
async function sellableProducts(
  deps: CartDeps,
  cart: CartRow,
  items: readonly AddToCartItemData[],
  productIds: readonly number[],
): Promise<Product[]> {
  const sold = await productsIn(deps.catalog, cart, productIds);
  const missing = productIds.filter((id) => !sold.has(id));
  const existing = await existingProductIds(deps.db, missing);
  return productIds.map((productId, index) => {
    const product = sold.get(productId);
    if (!product)
      throw existing.has(productId)
        ? refusal(
            'msg.cart.availability.errors',
            CART_MESSAGES.productNotSold,
            `items.${index}.productId`,
          )
        : refusal(
            'cart.product_not_found',
            CART_MESSAGES.productNotFound,
            `items.${index}.productId`,
          );
    const optionsRefusal = validateOptions(
      pricingOf(product).rules,
      items[index]!.selectOptions ?? {},
    );
    if (optionsRefusal)
      throw refusal(optionsRefusal.code, optionsRefusal.message, `items.${index}.selectOptions`);
    return product;
  });
}

/**
 * POST cart/add: adds each item to its line (the same product with the same
 * options), all or nothing. New lines take accept_alternatives from the item,
 * else from the brand (promo products have their own default, docs/rules/cart.md).
 */
export async function addItems(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  items: readonly AddToCartItemData[],
  now = new Date(),
): Promise<CartChange<ResponseMessage[]>> {
  const snapshot = await cartSnapshot(deps.db, brand, user);
  await requireDeliveryChoice(deps, brand, snapshot, now);
  const productIds = await productIdsOf(deps, items);
  const requested = await sellableProducts(deps, snapshot.cart, items, productIds);

  return changeCart(
    deps,
    brand,
    user,
    productIds,
    async ({ tx, cart: locked, lines, setLines, products }) => {
      const planned = plannedFrom(lines, products);
      items.forEach((item, index) => {
        const product = products.get(productIds[index]!) ?? requested[index]!;
        const optionsKey = optionsKeyOf(item.selectOptions ?? {});
        const key = lineKey(product.productId, optionsKey);
        const current = planned.get(key);
        planned.set(key, {
          productId: product.productId,
          optionsKey,
          product,
          rules: pricingOf(product).rules,
          quantity: roundQuantity((current?.quantity ?? 0) + item.quantity),
          previous: current?.previous ?? 0,
          field: `items.${index}.quantity`,
        });
      });
      // The products' packages too: a swap is checked against the day's maximum of the package.
      const today = await orderedToday(
        tx,
        user.userId,
        [...products.keys()],
        locked.editingOrderId,
      );
      const refusedLine = plannedLinesRefusal([...planned.values()], today);
      if (refusedLine) throw refused(refusedLine);
      const { swaps } = packSwaps(planned, products, today);

      const written = new Map<number, CartLineRow>();
      for (const [index, item] of items.entries()) {
        const product = requested[index]!;
        const chosen = item.selectOptions ?? {};
        const line = await addToLine(tx, locked.cartId, {
          productId: product.productId,
          selectOptions: chosen,
          optionsKey: optionsKeyOf(chosen),
          quantity: item.quantity,
          acceptAlternatives:
            item.infos?.accept_alternatives ??
            (product.warehousePromo
              ? brand.config.acceptAlternativesPromoDefault
              : brand.config.acceptAlternativesDefault),
          notes: item.infos?.notes ?? '',
        });
        written.set(line.itemId, line);
      }
      const swapped = await writePackSwaps(
        tx,
        locked.cartId,
        [...lines.filter((l) => !written.has(l.itemId)), ...written.values()],
        swaps,
        products,
      );
      setLines(swapped.lines);
      const only = items.length === 1 ? items[0]! : undefined;
      return [
        only
          ? info(
              'cart.product_added',
              CART_MESSAGES.productAdded(
                formatQuantity(pricingOf(requested[0]!).rules, only.quantity),
                requested[0]!.name,
              ),
            )
          : info('cart.products_added', CART_MESSAGES.productsAdded(items.length)),
        ...swapped.infos,
      ];
    },
    snapshot,
  );
}

const removedInfo = (removed: readonly CartLineRow[], products: ReadonlyMap<number, Product>) =>
  removed.length === 1
    ? info(
        'cart.product_removed',
        CART_MESSAGES.productRemoved(products.get(removed[0]!.productId)?.name ?? 'il prodotto'),
      )
    : info('cart.products_removed', CART_MESSAGES.productsRemoved(removed.length));

/**
 * POST cart/update: new quantities in the selling unit; 0 removes the line
 * (the web asked first). Planned on the lines as they are under the cart's
 * lock, like every other change: the only path that writes lines.
 */
export async function updateItems(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  updates: readonly { itemId: number; quantity: number }[],
): Promise<CartChange<ResponseMessage[]>> {
  return changeCart(deps, brand, user, [], async (locked) => {
    const { tx, cart, products } = locked;
    const today = await orderedToday(tx, user.userId, [...products.keys()], cart.editingOrderId);
    const plan = planQuantities(locked.lines, products, updates, today);
    if (isRefusal(plan)) throw refused(plan);
    for (const [itemId, quantity] of plan.writes.quantities)
      await setQuantity(tx, cart.cartId, itemId, quantity);
    await deleteItems(tx, cart.cartId, plan.writes.removed);
    const swapped = await writePackSwaps(
      tx,
      cart.cartId,
      plan.lines,
      packSwaps(plan.planned, products, today).swaps,
      products,
    );
    locked.setLines(swapped.lines);
    return [
      ...(plan.removed.length > 0 ? [removedInfo(plan.removed, products)] : []),
      ...swapped.infos,
    ];
  });
}

/** POST cart/delete: removes lines; a productId, when given, must be the line's. */
export async function deleteCartItems(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  targets: readonly { itemId: number; productId?: number | undefined }[],
): Promise<CartChange<ResponseMessage[]>> {
  return changeCart(
    deps,
    brand,
    user,
    [],
    async ({ tx, cart: locked, lines, setLines, products }) => {
      const removed = targets.map(({ itemId, productId }, index) => {
        const row = lines.find((i) => i.itemId === itemId);
        if (!row || (productId !== undefined && row.productId !== productId))
          throw itemNotFound(index);
        return row;
      });
      await deleteItems(
        tx,
        locked.cartId,
        removed.map((r) => r.itemId),
      );
      const gone = new Set(removed.map((r) => r.itemId));
      setLines(lines.filter((l) => !gone.has(l.itemId)));
      return [removedInfo(removed, products)];
    },
  );
}

/** POST cart/empty: every line goes; codes stay (they wait for the minimum spend again). */
export async function emptyCart(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
): Promise<CartChange<ResponseMessage[]>> {
  return changeCart(deps, brand, user, [], async ({ tx, cart: locked, setLines }) => {
    await deleteAllItems(tx, locked.cartId);
    setLines([]);
    return [info('cart.emptied', CART_MESSAGES.cartEmptied)];
  });
}

/**
 * POST cart/add-all-from-order: each line of the order whose product the
 * cart's warehouse still sells goes in under the rules of cart/add. A line
 * the rules or the stock do not allow in full comes in with the most they
 * allow; the lines left out, and the reduced ones, are named in the infos.
 */
async function addOrderLines(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  orderLines: readonly ReorderLine[],
  now = new Date(),
): Promise<CartChange<ResponseMessage[]>> {
  const snapshot = await cartSnapshot(deps.db, brand, user);
  await requireDeliveryChoice(deps, brand, snapshot, now);
  const productIds = [...new Set(orderLines.map((l) => l.productId))];

  return changeCart(
    deps,
    brand,
    user,
    productIds,
    async ({ tx, cart: locked, lines, setLines, products: cached }) => {
      // The catalogue's cache may lag behind the stock: an order's many lines are checked against the stock itself.
      const stock = await lockedStock(tx, locked.warehouseId, productIds);
      const products = new Map(
        [...cached].map(([id, p]) => [id, { ...p, available: stock.get(id) ?? p.available }]),
      );
      const planned = plannedFrom(lines, products);
      const today = await orderedToday(tx, user.userId, productIds, locked.editingOrderId);
      const left: string[] = [];
      const reduced: string[] = [];
      const adds: { line: ReorderLine; quantity: number }[] = [];
      for (const line of orderLines) {
        const product = products.get(line.productId);
        const rules = product ? pricingOf(product).rules : undefined;
        if (!product || !rules || validateOptions(rules, line.selectOptions)) {
          left.push(line.name);
          continue;
        }
        const addition = addToPlan(planned, today, {
          product,
          rules,
          optionsKey: optionsKeyOf(line.selectOptions),
          quantity: line.quantity,
          field: 'order_id',
        });
        if (isRefusal(addition)) {
          left.push(line.name);
          continue;
        }
        if (addition.reduced) reduced.push(line.name);
        adds.push({ line, quantity: addition.added });
      }

      const written = new Map<number, CartLineRow>();
      for (const { line, quantity } of adds) {
        const row = await addToLine(tx, locked.cartId, {
          productId: line.productId,
          selectOptions: line.selectOptions,
          optionsKey: optionsKeyOf(line.selectOptions),
          quantity,
          acceptAlternatives: line.acceptAlternatives,
          notes: line.notes,
        });
        written.set(row.itemId, row);
      }
      setLines(
        [...lines.filter((l) => !written.has(l.itemId)), ...written.values()].sort(
          (a, b) => a.itemId - b.itemId,
        ),
      );
      return [
        adds.length > 0
          ? info('cart.products_added', CART_MESSAGES.productsAdded(adds.length))
          : info('cart.reorder_nothing_added', ORDER_MESSAGES.reorderNothingAdded),
        ...(reduced.length > 0
          ? [info('cart.reorder_reduced', ORDER_MESSAGES.reorderReduced(reduced))]
          : []),
        ...(left.length > 0
          ? [info('cart.reorder_not_added', ORDER_MESSAGES.reorderNotAdded(left))]
          : []),
      ];
    },
    snapshot,
  );
}

/** The order's lines are read with the owner in the WHERE clause: another shopper's is not found. */
export async function addAllFromOrder(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  orderId: number,
): Promise<CartChange<ResponseMessage[]>> {
  const lines = await orderLinesForReorder(deps.db, user.userId, orderId);
  if (!lines) throw refusal('order.not_found', CART_MESSAGES.orderNotFound, 'order_id');
  return addOrderLines(deps, brand, user, lines);
}

/**
 * Takes out of the cart the lines of products no warehouse sells any more
 * (a feed took them off sale), saying so; undefined when none of these is.
 */
export async function removeOffSale(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  productIds: readonly number[],
): Promise<CartChange<ResponseMessage[]> | undefined> {
  const gone = await soldNowhere(deps.db, productIds);
  if (gone.size === 0) return undefined;
  return changeCart(deps, brand, user, [], async ({ tx, cart, lines, setLines }) => {
    const removed = lines.filter((l) => gone.has(l.productId));
    await deleteItems(
      tx,
      cart.cartId,
      removed.map((l) => l.itemId),
    );
    setLines(lines.filter((l) => !gone.has(l.productId)));
    return removed.length > 0
      ? [{ code: 'cart.off_sale_removed', warning: CART_MESSAGES.offSaleRemoved(removed.length) }]
      : [];
  });
}
