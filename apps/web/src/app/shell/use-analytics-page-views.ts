import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushAnalyticsEvent } from '../../lib/analytics';
import { onConsentChange } from '../../lib/consent';

/**
 * A GA4 page_view for each page the shopper opens, only with analytics
 * consent, which pushAnalyticsEvent checks at each push. The purchase goes
 * from the order's confirmation page, which knows the order's lines.
 */
export function useAnalyticsPageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = pushAnalyticsEvent('page_view', { page_path: pathname, page_title: document.title });
    };
    send();
    // Consent given on this page counts this page too.
    return onConsentChange(send);
  }, [pathname]);
}
