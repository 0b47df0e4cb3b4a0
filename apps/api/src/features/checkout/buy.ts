import {
  CART_STATUS_LOCKED,
  CART_STATUS_ORDERED,
  CHECKOUT_MESSAGES,
  cartLockHolds,
  type BuyResponse,
} from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import { findBillingData } from '../billing';
import type { BrandRow } from '../brands';
import { cartForCheckout, markCartOrdered, unparkCart } from '../cart';
import { recordPurchases } from '../catalog';
import { consumeCartSlot, findVisibleAddress } from '../delivery';
import { attachCodesToOrder } from '../gift-certificates';
import {
  buyResponse,
  findLatestOrder,
  findOrderOfCart,
  insertOrder,
  chosenPaymentType,
  queueOrderMail,
  releasePlaceAndGoods,
  replaceOrderContents,
  startPayment,
  voidAuthorisations,
  takeStock,
  type OrderRow,
  type OrdersDeps,
} from '../orders';
import type { UserRow } from '../users';
import { lockCartRow, vatRatesOf } from './buy-repo';
import { assertProfileComplete, assertReadyToBuy } from './checks';
import { assertWithinDailyMax } from './daily-max';
import { orderDraftOf } from './order-draft';
import { lockEditableOrder } from './order-edit';

export interface BuyRequest {
  paymentTypeId: number;
  userPaymentAuthId?: number;
  saveCard?: boolean;
  origin: string;
}

/**
 * Takes the cart row for the purchase: still locked by this checkout and
 * unchanged since checkout/prepare. A cart changed meanwhile (another tab)
 * is refused; a cart already bought (the button pressed twice) answers false.
 */
async function lockPreparedCart(
  tx: Db,
  cartId: number,
  userId: number,
  version: number,
): Promise<boolean> {
  const row = await lockCartRow(tx, cartId, userId);
  if (row?.statusId === CART_STATUS_ORDERED) return false;
  if (!row || row.statusId !== CART_STATUS_LOCKED || row.version !== version)
    throw refusal('checkout.cart_changed', CHECKOUT_MESSAGES.cartChanged);
  return true;
}

/**
 * POST checkout/buy: the locked cart becomes an order, in one transaction
 * that also turns its slot hold into an ordered place, takes the goods from
 * stock, moves its codes to the order and marks the cart bought (the shopper
 * gets a new one). Online payments then start at the gateway; the order waits
 * for them (and is cancelled if none arrives in UNPAID_ORDER_MINUTES).
 */
export async function buy(
  app: FastifyInstance,
  deps: OrdersDeps,
  brand: BrandRow,
  user: UserRow,
  request: BuyRequest,
): Promise<BuyResponse> {
  const now = new Date();
  // Sectors: each order line keeps its department.
  const { cart, row } = await cartForCheckout(app, brand, user, { showSectors: true });
  if (row.cartStatusId !== CART_STATUS_LOCKED || !cartLockHolds(row, now)) {
    // Pressed again once the order was placed: the shopper already has a new, empty cart.
    const repeated = cart.cartItems.length === 0 && (await recentOrder(app.db, user.userId, now));
    if (repeated) return buyResponse(deps, repeated, null);
    throw refusal('checkout.not_prepared', CHECKOUT_MESSAGES.notPrepared);
  }
  if (row.preparedVersion !== row.version)
    throw refusal('checkout.cart_changed', CHECKOUT_MESSAGES.cartChanged);

  const [, invoice, address] = await Promise.all([
    chosenPaymentType(app.db, brand.brandId, user.userId, request),
    findBillingData(app.db, user.userId),
    cart.shippingAddress
      ? findVisibleAddress(app.db, user.userId, cart.shippingAddress.addressId)
      : undefined,
  ]);
  assertReadyToBuy(cart, invoice);
  assertProfileComplete(user.profileLevel, brand.config.minProfileLevel);
  if (!address) throw refusal('cart.need_address', CHECKOUT_MESSAGES.needAddress);

  const placed = await app.db.transaction(async (tx): Promise<OrderRow | null> => {
    if (!(await lockPreparedCart(tx, row.cartId, user.userId, row.version))) return null;
    // An edit replaces its order: the order's place and goods go back first, so they count for it.
    const edited =
      row.editingOrderId === null
        ? undefined
        : await lockEditableOrder(tx, user.userId, row.editingOrderId, now);
    if (edited) await releasePlaceAndGoods(tx, edited);
    // Under the cart's lock: every purchase and edit of this shopper's cart waits for this one.
    await assertWithinDailyMax(tx, cart, user.userId, row.editingOrderId, now);
    const timeslotDayId = await consumeCartSlot(tx, row.cartId, now);
    const short = await takeStock(
      tx,
      cart.warehouse.warehouseId,
      cart.cartItems.map((i) => ({ productId: i.product.productId, quantity: i.quantity })),
    );
    if (short !== null) {
      const name = cart.cartItems.find((i) => i.product.productId === short)?.product.name ?? '';
      throw refusal('cart.availability', CHECKOUT_MESSAGES.notAvailable(name), undefined, {
        productId: short,
      });
    }
    const vatRates = await vatRatesOf(
      tx,
      cart.cartItems.map((i) => i.product.productId),
    );
    const draft = orderDraftOf({
      brandId: brand.brandId,
      userId: user.userId,
      cart,
      address,
      timeslotDayId,
      paymentTypeId: request.paymentTypeId,
      invoice,
      payBy: new Date(now.getTime() + app.config.UNPAID_ORDER_MINUTES * 60_000),
      placedByAgent: edited?.placedByAgent ?? false,
      vatRates,
    });
    const order = edited
      ? await replaceOrderContents(tx, edited.orderId, draft)
      : await insertOrder(tx, draft);
    await attachCodesToOrder(tx, row.cartId, order.orderId);
    await markCartOrdered(tx, row.cartId);
    if (edited) await unparkCart(tx, brand.brandId, user.userId);
    else
      await recordPurchases(
        tx,
        cart.cartItems.map((i) => i.product.productId),
      );
    if (order.payBy === null) await queueOrderMail(tx, deps, order.orderId, 'order.confirmed');
    return order;
  });
  // Pressed twice: the second press answers the order the first one placed.
  const order = placed ?? (await findOrderOfCart(app.db, user.userId, row.cartId));
  if (!order) throw refusal('checkout.cart_changed', CHECKOUT_MESSAGES.cartChanged);
  // An edit paid otherwise than by card releases the old reservation at once; a card's new one does once it holds.
  if (placed && row.editingOrderId !== null && order.payBy === null)
    await voidAuthorisations(deps, order.orderId);
  const paymentUrl = placed
    ? await startPayment(deps, order, {
        email: user.email,
        origin: request.origin,
        merchantName: brand.name,
        ...(request.userPaymentAuthId ? { userPaymentAuthId: request.userPaymentAuthId } : {}),
        ...(request.saveCard ? { saveCard: true } : {}),
      })
    : null;
  return buyResponse(deps, order, paymentUrl);
}

/** How long after an order a repeated buy answers that order instead of a refusal. */
const REPEAT_WINDOW_MS = 5 * 60_000;

async function recentOrder(db: Db, userId: number, now: Date): Promise<OrderRow | undefined> {
  const latest = await findLatestOrder(db, userId);
  return latest && now.getTime() - latest.createdAt.getTime() < REPEAT_WINDOW_MS
    ? latest
    : undefined;
}
