import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { pushAnalyticsEvent, trackPurchase } from '../../lib/analytics';
import { onConsentChange } from '../../lib/consent';
import { PAYMENT_COMPLETED_ROUTE } from '../../config/paths';

/**
 * A GA4 page_view for each page the shopper opens, and the purchase when the
 * payment-completed page of an order shows (once per order): both only with
 * analytics consent, which pushAnalyticsEvent checks at each push.
 */
export function useAnalyticsPageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = pushAnalyticsEvent('page_view', { page_path: pathname, page_title: document.title });
      const completed = matchPath(PAYMENT_COMPLETED_ROUTE, pathname);
      if (sent && completed?.params.orderId) trackPurchase(completed.params.orderId);
    };
    send();
    // Consent given on this page counts this page too.
    return onConsentChange(send);
  }, [pathname]);
}
