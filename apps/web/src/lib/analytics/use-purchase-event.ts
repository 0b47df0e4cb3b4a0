import { useEffect, useRef } from 'react';
import type { Order, OrderSummary } from '@spesa/domain';
import { onConsentChange } from '../consent';
import { trackOrderPurchase, type PurchasedOrder } from './ecommerce';

/**
 * An order as the confirmation page holds it: order/view answers it whole,
 * but an answer of buy or of a retried payment may have put only its summary
 * in the cache, without lines or charges, until the page reads it again.
 */
export type ConfirmedOrder = Pick<OrderSummary, 'orderId' | 'paymentState' | 'totalPrice'> &
  Partial<Pick<Order, 'deliveryFee' | 'items' | 'orderAdjustments'>>;

const wholeOrder = (order: ConfirmedOrder | undefined): PurchasedOrder | undefined => {
  if (!order?.items || order.deliveryFee === undefined || !order.orderAdjustments) return undefined;
  const { items, deliveryFee, orderAdjustments } = order;
  return { ...order, items, deliveryFee, orderAdjustments };
};

/**
 * The purchase event of the order the confirmation page shows, once the
 * whole order is known and sold; analytics consent given on this page sends
 * it too. The pending poll re-renders with a new object at each answer: the
 * event is tried again only when the order or its payment's state changes,
 * and trackPurchase sends each order once however often it is tried.
 */
export function usePurchaseEvent(order: ConfirmedOrder | undefined): void {
  const purchased = wholeOrder(order);
  const orderRef = useRef(purchased);
  // Declared first, so it runs before the push below in the same commit.
  useEffect(() => {
    orderRef.current = purchased;
  });
  const orderId = purchased?.orderId;
  const state = purchased?.paymentState;
  useEffect(() => {
    const send = () => (orderRef.current ? trackOrderPurchase(orderRef.current) : false);
    if (orderId === undefined || send()) return;
    const stop = onConsentChange(() => {
      if (send()) stop();
    });
    return stop;
  }, [orderId, state]);
}
