import {
  CART_MESSAGES,
  cartTotals,
  effectiveCartStatus,
  eurosToCents,
  packagingOffer,
  priceLines,
  type Cart,
  type Product,
  type ResponseMessage,
  type User,
} from '@spesa/domain';
import { perDatabase } from '../../../db/per-database';
import { BoundedCache } from '../../../lib/bounded-cache';
import type { BrandRow } from '../../brands';
import type { CartDeliveryView } from '../../delivery';
import { toUser, type UserRow } from '../../users';
import { memoisedDeliveryView } from '../cache/delivery';
import type { CartDeps } from '../deps';
import { productsIn, type Catalogue } from '../repo/catalogue';
import { cartContext } from '../repo/delivery-context';
import type { CartSnapshot } from '../repo/snapshot';
import { sectorsOf, toCartItem } from './cart-items';
import { summaryOf } from './summary';

export interface CartViewOptions {
  /** Group the lines by top-level department as well (SPEC §7 show_sectors). */
  showSectors?: boolean;
}

export interface CartViewResult {
  cart: Cart;
  /** Said alongside the cart, e.g. lines the cart's new warehouse does not sell. */
  warnings: ResponseMessage[];
}

/** Codes and their validity windows may change without touching the cart: a built cart serves this long at most. */
const BUILT_MAX_AGE_MS = 30_000;
/** A built line in memory, with its share of the cart's JSON. */
const BUILT_LINE_BYTES = 2_000;
/** 64 MB: about 300 built carts of a hundred lines per database. */
const BUILT_MAX_BYTES = 64 * 1024 * 1024;

/** What a built cart was made from; the same inputs make the same cart. */
interface Built {
  inputs: string;
  delivery: CartDeliveryView;
  products: Map<number, Product>;
  result: CartViewResult;
}

/** Cart (and sectors or not) → the cart last built for it. */
const builtCarts = perDatabase(
  () =>
    new BoundedCache<string, Built>({
      ttlMs: BUILT_MAX_AGE_MS,
      maxBytes: BUILT_MAX_BYTES,
      sizeOf: (b) => (b.result.cart.cartItems.length + 1) * BUILT_LINE_BYTES,
    }),
);

const sameProducts = (a: Map<number, Product>, b: Map<number, Product>): boolean =>
  a.size === b.size && [...a].every(([id, product]) => b.get(id) === product);

/**
 * The whole cart of SPEC §3 for its owner: delivery, priced lines, codes, bags,
 * points. A view of a cart nothing touched since it was last built (same
 * version, delivery, products of the catalogue's cache, balance and owner)
 * answers that same object, whose JSON the cart serializer has already made.
 */
export async function buildCartView(
  { db, catalog }: CartDeps,
  brand: BrandRow,
  user: UserRow,
  snapshot: CartSnapshot,
  options: CartViewOptions = {},
  now = new Date(),
): Promise<CartViewResult> {
  const { cart: row, items, packaging, deliveryStamp } = snapshot;
  const productIds = items.map((i) => i.productId);
  if (packaging) productIds.push(packaging.productId);
  const [delivery, products] = await Promise.all([
    memoisedDeliveryView(
      db,
      { ...cartContext(brand, row), storeId: row.storeId },
      deliveryStamp,
      now,
    ),
    productsIn(catalog, row.warehouseId, productIds),
  ]);
  const owner = toUser(user);
  const key = `${row.cartId}:${options.showSectors ? 'sectors' : 'flat'}`;
  const inputs = [
    row.version,
    deliveryStamp,
    snapshot.loyalty,
    JSON.stringify(packaging),
    JSON.stringify(owner),
  ].join('|');
  const last = builtCarts(db).get(key, now.getTime());
  if (
    last &&
    last.inputs === inputs &&
    last.delivery === delivery &&
    sameProducts(last.products, products)
  )
    return last.result;
  const result = await assemble(catalog, owner, snapshot, delivery, products, options, now);
  builtCarts(db).set(key, { inputs, delivery, products, result }, now.getTime());
  return result;
}

async function assemble(
  catalog: Catalogue,
  owner: User,
  { cart: row, items, codes, loyalty, packaging: defaultPackaging }: CartSnapshot,
  delivery: CartDeliveryView,
  products: Map<number, Product>,
  options: CartViewOptions,
  now: Date,
): Promise<CartViewResult> {
  const { lines, unsold } = priceLines(items, products);
  const packaging = packagingOffer(defaultPackaging, products);
  const totals = cartTotals(lines, codes, packaging, eurosToCents(delivery.deliveryFee), now);
  const cartItems = lines.map(toCartItem);
  const cart: Cart = {
    cartId: row.cartId,
    cartStatusId: effectiveCartStatus(row, now),
    user: owner,
    warehouse: { warehouseId: row.warehouseId },
    store: delivery.store ?? (row.storeId ? { storeId: row.storeId } : null),
    shippingAddress: delivery.shippingAddress,
    selectedService: delivery.selectedService,
    timeslot: delivery.timeslot,
    cartItems,
    ...(options.showSectors ? { sectors: await sectorsOf(catalog, cartItems) } : {}),
    totalItems: cartItems.length,
    cartInfos: row.cartInfos,
    ...summaryOf(totals, packaging, loyalty),
  };
  const warnings: ResponseMessage[] =
    unsold.length > 0
      ? [{ code: 'cart.unsold_lines', warning: CART_MESSAGES.unavailableLines(unsold.length) }]
      : [];
  return { cart, warnings };
}
