/**
 * Push notifications (decision 035): devices registered by the shopper, a
 * push.send job per device queued in the transaction of what it tells, sent
 * with web-push and the shop's VAPID keys.
 */
export { pushPlugin, type PushPluginOptions } from './plugin';
export { enqueuePush, PUSH_SEND_JOB, PUSH_MAX_ATTEMPTS, type PushToSend } from './enqueue';
export {
  queueOrderPush,
  orderPushText,
  pushMessage,
  type OrderPushEvent,
  type OrderPushFacts,
} from './order-pushes';
export { eraseDevicesOf } from './erasure-repo';
