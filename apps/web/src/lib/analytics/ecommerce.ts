import {
  DomainError,
  eurosToCents,
  packDisplayPriceCents,
  readInfoNumber,
  type Cart,
  type CartItem,
  type LineProduct,
  type Order,
  type OrderItem,
  type PaymentState,
} from '@spesa/domain';
import { hasAnalyticsConsent } from '../consent';
import { pushAnalyticsEvent, trackPurchase } from './data-layer';

/** GA4's ecommerce item, as Google Tag Manager's GA4 tags read it. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  /** Left out when an order's product snapshot does not name it. */
  item_brand?: string;
  item_category?: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export type Ga4EcommerceEvent =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info';

export interface Ga4Ecommerce {
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  shipping_tier?: string;
  payment_type?: string;
}

type ItemProduct = Pick<
  LineProduct,
  'productId' | 'name' | 'brand' | 'categoryId' | 'priceDisplay' | 'productInfos'
>;

/**
 * The price of one unit the shopper buys: a piece, a pack (docs/rules/quantities-and-prices.md Confezione:
 * priceDisplay is per kg, the pack costs it × its weight), or a kg of a loose good.
 */
export function unitPriceOf(product: Pick<ItemProduct, 'priceDisplay' | 'productInfos'>): number {
  const infos = product.productInfos;
  const packWeight = readInfoNumber(infos.WEIGHT_SELLING);
  if (infos.TIPOLOGIA !== 'Confezione' || !packWeight || !infos.WEIGHT_UNIT_SELLING)
    return product.priceDisplay;
  try {
    const unitPriceCents = eurosToCents(product.priceDisplay);
    return (
      packDisplayPriceCents({ unitPriceCents, packWeight, packUnit: infos.WEIGHT_UNIT_SELLING }) /
      100
    );
  } catch (error) {
    if (error instanceof DomainError) return product.priceDisplay;
    throw error;
  }
}

/**
 * A catalogue product as a GA4 item. The category is the department's name when
 * the page knows it (a listing), otherwise the category id the product carries.
 */
export function ga4ItemOf(
  product: ItemProduct,
  quantity = 1,
  extra: { category?: string; index?: number; listId?: string; listName?: string } = {},
): Ga4Item {
  return {
    item_id: String(product.productId),
    item_name: product.name,
    item_brand: product.brand,
    item_category: extra.category ?? String(product.categoryId),
    price: unitPriceOf(product),
    quantity,
    ...(extra.index === undefined ? {} : { index: extra.index }),
    ...(extra.listId === undefined ? {} : { item_list_id: extra.listId }),
    ...(extra.listName === undefined ? {} : { item_list_name: extra.listName }),
  };
}

/**
 * A cart line as a GA4 item; `quantity` is the change an add or remove made
 * (the delta), the line's own quantity otherwise. The price is what one unit
 * of the line costs as the server totalled it (weighed lines by their weight),
 * so price × quantity is what the change is worth.
 */
export function ga4LineOf(line: CartItem, quantity = line.quantity, category?: string): Ga4Item {
  const item = ga4ItemOf(line.product, quantity, { category });
  return line.quantity > 0 ? { ...item, price: cents(line.grossTotal / line.quantity) } : item;
}

/** The cart's lines as GA4 items, each with its department's name when the cart is grouped. */
export function ga4CartItems(cart: Pick<Cart, 'cartItems' | 'sectors'>): Ga4Item[] {
  const sectorOf = new Map<number, string>();
  for (const sector of cart.sectors ?? [])
    for (const line of sector.cartItems) sectorOf.set(line.itemId, sector.name);
  return cart.cartItems.map((line) => ga4LineOf(line, line.quantity, sectorOf.get(line.itemId)));
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What the items are worth, in euros to the cent. */
export const ga4Value = (items: Ga4Item[]): number =>
  cents(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/**
 * Pushes a GA4 ecommerce event. `build` runs only when the shopper accepted
 * analytics: without consent no item is even mapped.
 */
export function trackEcommerce(event: Ga4EcommerceEvent, build: () => Ga4Ecommerce): boolean {
  if (!hasAnalyticsConsent()) return false;
  const ecommerce = build();
  if (ecommerce.items.length === 0) return false;
  return pushAnalyticsEvent(event, {
    ecommerce: { currency: 'EUR', value: ga4Value(ecommerce.items), ...ecommerce },
  });
}

/**
 * add_to_cart or remove_from_cart for a change of `delta` (positive: added) of
 * a product (a first add) or of a cart line (−, + or a typed quantity, removal).
 */
export function trackCartChange(of: ItemProduct | CartItem, delta: number): boolean {
  if (delta === 0) return false;
  return trackEcommerce(delta > 0 ? 'add_to_cart' : 'remove_from_cart', () => {
    const quantity = cents(Math.abs(delta));
    return { items: ['itemId' in of ? ga4LineOf(of, quantity) : ga4ItemOf(of, quantity)] };
  });
}

/** The parts of an order (order/view) the purchase event reports. */
export type PurchasedOrder = Pick<
  Order,
  'orderId' | 'paymentState' | 'totalPrice' | 'deliveryFee' | 'items' | 'orderAdjustments'
>;

export interface Ga4Purchase {
  transaction_id: string;
  currency: 'EUR';
  value: number;
  shipping: number;
  coupon?: string;
  items: Ga4Item[];
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * An order's line as a GA4 item, from the product as the order kept it (the
 * domain's OrderProductSnapshot): the unit price is the line's total over its
 * quantity, as for a cart line.
 */
export function ga4OrderItemOf(line: OrderItem): Ga4Item {
  const { product } = line;
  const brand = textOf(product.brand);
  const category = typeof product.categoryId === 'number' ? String(product.categoryId) : undefined;
  return {
    item_id: String(line.productId),
    item_name: textOf(product.name) ?? `#${line.productId}`,
    ...(brand === undefined ? {} : { item_brand: brand }),
    ...(category === undefined ? {} : { item_category: category }),
    price: line.quantity > 0 ? cents(line.grossTotal / line.quantity) : line.grossTotal,
    quantity: line.quantity,
  };
}

/**
 * GA4's purchase of an order: `value` is the total the shopper pays (lines,
 * packaging and delivery, less the gift certificates), `shipping` the
 * delivery fee, `coupon` the codes of the certificates applied. No `tax`:
 * prices include IVA and the order keeps no tax amount of its own.
 */
export function ga4PurchaseOf(order: PurchasedOrder): Ga4Purchase {
  const coupon = order.orderAdjustments
    .map((adjustment) => adjustment.code)
    .filter(Boolean)
    .join(',');
  return {
    transaction_id: String(order.orderId),
    currency: 'EUR',
    value: order.totalPrice,
    shipping: order.deliveryFee,
    ...(coupon ? { coupon } : {}),
    items: order.items.map(ga4OrderItemOf),
  };
}

/**
 * An order is a sale once nothing is left to pay online: charged, reserved on
 * the card, or paid on delivery. A pending payment waits for its answer; a
 * refused or cancelled one sold nothing.
 */
const SOLD: ReadonlySet<PaymentState> = new Set(['offline', 'authorized', 'paid']);

/**
 * The purchase event of an order, once per order (trackPurchase remembers the
 * latest 20 sent, docs/rules/shop-shell.md); nothing is mapped without analytics consent.
 */
export function trackOrderPurchase(order: PurchasedOrder): boolean {
  if (!SOLD.has(order.paymentState) || !hasAnalyticsConsent()) return false;
  return trackPurchase(order.orderId, { ...ga4PurchaseOf(order) });
}
