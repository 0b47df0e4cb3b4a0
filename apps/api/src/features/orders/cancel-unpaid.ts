import { ORDER_STATUS, TRANSACTION_STATUS } from '@spesa/domain';
import type { JobDefinition } from '../../jobs';
import type { OrdersDeps } from './deps';
import { queueOrderMail } from './mail';
import { findUnpaidOrders, lockUnpaidOrders, setOrderStatus } from './repo/orders';
import { latestTransaction } from './repo/transactions';
import { releaseOrder } from './release';
import { settleGatewayPayment, voidAuthorisations } from './payment/apply';

const BATCH = 50;

/**
 * Cancels the orders still waiting for their payment UNPAID_ORDER_MINUTES
 * after they were placed (docs/rules/orders.md: otherwise it is cancelled automatically
 * shortly after), and tells the shopper. A payment still open at the gateway
 * is asked about first: one that went through meanwhile saves its order, one
 * the shopper left on the gateway's page is given up.
 */
export async function cancelUnpaidOrders(deps: OrdersDeps, now = new Date()): Promise<number> {
  await settleOpenPayments(deps, now);
  const cancelled = await deps.db.transaction(async (tx) => {
    const due = await lockUnpaidOrders(tx, now, WAITING, BATCH);
    for (const order of due) {
      await setOrderStatus(tx, order.orderId, ORDER_STATUS.CANCELLED, { payBy: null });
      await releaseOrder(tx, order);
      await queueOrderMail(tx, deps, order.orderId, 'order.cancelled-unpaid');
    }
    return due.map((order) => order.orderId);
  });
  // An edited card order whose new payment never came still holds its first reservation.
  for (const orderId of cancelled) await voidAuthorisations(deps, orderId);
  return cancelled.length;
}

const WAITING = [ORDER_STATUS.WAITING_PAYMENT, ORDER_STATUS.COMPLETE_PAYMENT];

/** Outside any transaction: the gateway is asked over the network. */
async function settleOpenPayments(deps: OrdersDeps, now: Date): Promise<void> {
  for (const order of await findUnpaidOrders(deps.db, now, WAITING, BATCH)) {
    const latest = await latestTransaction(deps.db, order.orderId);
    if (!latest?.providerRef || latest.transactionStatusId !== TRANSACTION_STATUS.IN_PROGRESS)
      continue;
    const payment = await deps.gateway.retrievePayment(latest.providerRef);
    const abandoned = payment.status === 'requires_action' || payment.status === 'pending';
    await settleGatewayPayment(
      deps,
      abandoned ? { ...payment, status: 'declined', declineCode: 'cancelled_by_shopper' } : payment,
    );
  }
}

/** Looked for at least twice within the delay, and at least once a minute. */
export const cancelUnpaidOrdersJob = (deps: OrdersDeps): JobDefinition => ({
  kind: 'orders.cancel-unpaid',
  everySeconds: Math.max(1, Math.min(60, Math.floor((deps.config.UNPAID_ORDER_MINUTES * 60) / 2))),
  run: async () => {
    await cancelUnpaidOrders(deps);
  },
});
