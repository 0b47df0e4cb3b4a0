import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useCookiePreferences } from '../../lib/consent';
import { InstallBanner } from './components/install-banner';
import { INSTALL_FROM_PAGE_VIEW } from './install-rule';
import { installPrompt, subscribeInstallPrompt } from './prompt-capture';

const PAGE_VIEWS_KEY = 'spesa.pageViews';

/** Counts a page seen in this tab (a reload counts too), and returns how many so far. */
function countPageView(): number {
  try {
    const views = Number(sessionStorage.getItem(PAGE_VIEWS_KEY) ?? 0) + 1;
    sessionStorage.setItem(PAGE_VIEWS_KEY, String(views));
    return views;
  } catch {
    return 1;
  }
}

/**
 * Mounted once the browser has offered to install the shop (slot.tsx), which Chrome does
 * as each page loads: from then on it counts the pages the shopper sees, and shows the
 * banner from the second one, once the cookie banner is answered (the two would cover
 * each other); the banner then applies the rule of install-rule.ts.
 */
export function InstallBannerHost() {
  const { pathname } = useLocation();
  const [pageViews, setPageViews] = useState(0);
  useEffect(() => setPageViews(countPageView()), [pathname]);
  const prompt = useSyncExternalStore(subscribeInstallPrompt, installPrompt, () => null);
  const cookiesAnswered = useCookiePreferences() !== null;
  if (!prompt || !cookiesAnswered || pageViews < INSTALL_FROM_PAGE_VIEW) return null;
  return <InstallBanner prompt={prompt} pageViews={pageViews} />;
}
