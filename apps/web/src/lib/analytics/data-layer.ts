import { hasAnalyticsConsent } from '../consent';

/** docs/rules/shop-shell.md: the orders already sent to analytics, capped at 20. */
export const SENT_ORDERS_STORAGE_KEY = 'spesa.analytics.sentOrders';
export const SENT_ORDERS_MAX = 20;

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * Pushes a Google Tag Manager event (GA4 names: page_view, add_to_cart,
 * purchase…) only when the shopper accepted analytics; without consent
 * nothing is recorded, not even in memory.
 */
export function pushAnalyticsEvent(event: string, params: DataLayerEntry = {}): boolean {
  if (typeof window === 'undefined' || !hasAnalyticsConsent()) return false;
  const dataLayer = (window.dataLayer ??= []);
  // GA4 asks to clear the previous ecommerce object before a new one.
  if ('ecommerce' in params) dataLayer.push({ ecommerce: null });
  dataLayer.push({ event, ...params });
  return true;
}

/**
 * The dimensions analytics starts with when the app opens without a session
 * (docs/rules/account.md Session): an anonymous visitor, and where the shop runs
 * (decision 041). A shopper with a session is described once the cart loads.
 */
export function initAnalyticsDimensions(platform: string): boolean {
  return pushAnalyticsEvent('dimensions', { user_type: 'visitor', app_platform: platform });
}

function readSentOrders(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SENT_ORDERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * The purchase event, once per order: the orders sent are remembered (the
 * latest 20, docs/rules/shop-shell.md) so a reload of the confirmation page does not count it twice.
 */
export function trackPurchase(orderId: string | number, ecommerce: DataLayerEntry = {}): boolean {
  const id = String(orderId);
  const sent = readSentOrders();
  if (sent.includes(id)) return false;
  if (
    !pushAnalyticsEvent('purchase', {
      ecommerce: { transaction_id: id, currency: 'EUR', ...ecommerce },
    })
  )
    return false;
  try {
    window.localStorage.setItem(
      SENT_ORDERS_STORAGE_KEY,
      JSON.stringify([...sent, id].slice(-SENT_ORDERS_MAX)),
    );
  } catch {
    // Without storage the order may be counted again on a reload; nothing else to do.
  }
  return true;
}
