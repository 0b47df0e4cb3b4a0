export {
  SENT_ORDERS_MAX,
  SENT_ORDERS_STORAGE_KEY,
  pushAnalyticsEvent,
  trackPurchase,
} from './data-layer';
