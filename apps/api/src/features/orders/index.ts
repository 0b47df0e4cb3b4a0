/**
 * Orders (docs/rules/orders.md Order, Orders, Orders): what a bought cart becomes,
 * its payments at the gateway and their outcome, its automatic cancellation
 * when unpaid. Checkout writes orders through `insertOrder`.
 */
export { ordersDeps, type OrdersDeps } from './deps';
export {
  insertOrder,
  findLatestOrder,
  findOrderOfCart,
  type NewOrder,
  type OrderRow,
} from './repo/orders';
export { listPaymentAuths, findPaymentAuth } from './repo/transactions';
export { chosenPaymentType, offeredPaymentTypes } from './payment-types';
export { startPayment } from './payment/start';
export { buyResponse, prebilledOfOrder } from './service';
export { queueOrderMail } from './mail';
export { cancelUnpaidOrders, cancelUnpaidOrdersJob } from './cancel-unpaid';
export { cancelLockedOrder, orderLinesForReorder, type ReorderLine } from './my-orders';
export { findOwnOrder, lockOwnOrder, readOrderParts, type OrderParts } from './repo/orders';
export { replaceOrderContents } from './repo/replace';
export { moveOrderSlot, type OrderSlot } from './repo/move-slot';
export { releasePlaceAndGoods } from './release';
export { voidAuthorisations } from './payment/apply';
export * as storeWrites from './repo/store-writes';
export { moveStock, takeStock } from './repo/stock';
export { notFound as orderNotFound } from './service';
export { eraseOrderContactsOf } from './repo/erasure';
