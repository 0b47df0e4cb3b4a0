export {
  SENT_ORDERS_MAX,
  SENT_ORDERS_STORAGE_KEY,
  initAnalyticsDimensions,
  pushAnalyticsEvent,
  trackPurchase,
} from './data-layer';
export {
  ga4CartItems,
  ga4ItemOf,
  ga4LineOf,
  ga4Value,
  trackCartChange,
  trackEcommerce,
  type Ga4Ecommerce,
  type Ga4EcommerceEvent,
  type Ga4Item,
} from './ecommerce';
export { useEcommerceEvent } from './use-ecommerce-event';
export { usePurchaseEvent, type ConfirmedOrder } from './use-purchase-event';
export { TAG_MANAGER_SCRIPT_URL, loadTagManager, useTagManager } from './tag-manager';
