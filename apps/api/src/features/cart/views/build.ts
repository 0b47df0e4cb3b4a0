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
  /** Group the lines by top-level department as well (docs/rules/cart.md show_sectors). */
  showSectors?: boolean;
}

export interface CartViewResult {
  cart: Cart;
  /** Said alongside the cart, e.g. lines the cart's new warehouse does not sell. */
  warnings: ResponseMessage[];
  /** The products of the lines left out of the total: not sold by the cart's warehouse. */
  unsold: number[];
}

/**
 * The whole cart of docs/rules/cart.md for its owner: delivery, priced lines, codes, bags,
 * points, built afresh on every call from the cart's head and contents (the
 * memoised parts are the contents and the delivery view, both checked
 * against the database on every call).
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
    productsIn(catalog, row, productIds),
  ]);
  return assemble(
    catalog,
    toUser(user),
    snapshot,
    delivery,
    products,
    brand.config.minimumOrderCents,
    options,
    now,
  );
}

async function assemble(
  catalog: Catalogue,
  owner: User,
  { cart: row, items, codes, loyalty, packaging: defaultPackaging }: CartSnapshot,
  delivery: CartDeliveryView,
  products: Map<number, Product>,
  minimumOrderCents: number,
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
    ...summaryOf(totals, packaging, loyalty, minimumOrderCents),
    ...(row.editingOrderId === null ? {} : { editingOrderId: row.editingOrderId }),
  };
  const warnings: ResponseMessage[] =
    unsold.length > 0
      ? [{ code: 'cart.unsold_lines', warning: CART_MESSAGES.unavailableLines(unsold.length) }]
      : [];
  return { cart, warnings, unsold: unsold.map((i) => i.productId) };
}
