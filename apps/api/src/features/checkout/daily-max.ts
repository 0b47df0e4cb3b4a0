import { QUANTITY_MESSAGES, overDailyMax, quantityRulesOf, type Cart } from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import { orderedToday } from '../cart';

/**
 * The daily maximum at checkout/prepare and again under checkout/buy's lock:
 * an order placed since the cart was filled (a reorder, an edit confirmed)
 * may have used up the day. An edited order's own lines count once, in the cart.
 */
export async function assertWithinDailyMax(
  db: Db,
  cart: Cart,
  userId: number,
  editingOrderId: number | null,
  now: Date,
): Promise<void> {
  const lines = cart.cartItems.map((item) => ({
    productId: item.product.productId,
    quantity: item.quantity,
    rules: quantityRulesOf(item.product),
  }));
  const today = await orderedToday(
    db,
    userId,
    lines.map((l) => l.productId),
    editingOrderId,
    now,
  );
  const over = overDailyMax(lines, today);
  if (over !== null)
    throw refusal('cart.daily_max_exceeded', QUANTITY_MESSAGES.dailyMax, undefined, {
      productId: over,
    });
}
