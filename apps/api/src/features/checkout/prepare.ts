import type { FastifyInstance } from 'fastify';
import type { CartViewResponse, Envelope } from '@spesa/domain';
import { findBillingData } from '../billing';
import type { BrandRow } from '../brands';
import { cartForCheckout, cartReply, lockCartForPayment } from '../cart';
import type { UserRow } from '../users';
import { assertProfileComplete, assertReadyToBuy } from './checks';
import { assertWithinDailyMax } from './daily-max';

/**
 * POST checkout/prepare: the cart is ready to be paid (lines, address, slot,
 * invoice data when asked for) and is locked for CART_LOCK_MINUTES (status 7:
 * address and slot frozen), recording the version that checkout/buy expects.
 */
export async function prepareCheckout(
  app: FastifyInstance,
  brand: BrandRow,
  user: UserRow,
  showSectors: boolean,
): Promise<Envelope<CartViewResponse>> {
  const [{ cart, row }, invoice] = await Promise.all([
    cartForCheckout(app, brand, user),
    findBillingData(app.db, user.userId),
  ]);
  assertReadyToBuy(cart, invoice);
  assertProfileComplete(user.profileLevel, brand.config.minProfileLevel);
  await assertWithinDailyMax(app.db, cart, user.userId, row.editingOrderId, new Date());
  const change = await lockCartForPayment(app, brand, user);
  return cartReply(app, brand, user, showSectors, change);
}
