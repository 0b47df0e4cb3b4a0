import { useEffect } from 'react';
import { TagManagerIdSchema } from '@spesa/domain';
import { hasAnalyticsConsent, onConsentChange } from '../consent';
import { pushAnalyticsEvent } from './data-layer';

export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
const SCRIPT_ID = 'tag-manager';

/**
 * Adds Google Tag Manager's script, as its own snippet would, but from our
 * bundle (the CSP allows no inline script): the gtm.js start event first, then
 * the script element. Only with analytics consent and a valid container id;
 * once added it stays for the page's life (a script cannot be taken back), and
 * pushAnalyticsEvent stops feeding it as soon as consent is withdrawn.
 */
export function loadTagManager(containerId: string | undefined): boolean {
  if (typeof document === 'undefined' || !containerId) return false;
  if (!TagManagerIdSchema.safeParse(containerId).success || !hasAnalyticsConsent()) return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  pushAnalyticsEvent('gtm.js', { 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT_URL}?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
  return true;
}

/** The brand's tag manager, loaded when (and as soon as) the shopper accepts analytics. */
export function useTagManager(containerId: string | undefined): void {
  useEffect(() => {
    if (!containerId) return;
    if (loadTagManager(containerId)) return;
    const stop = onConsentChange(() => {
      if (loadTagManager(containerId)) stop();
    });
    return stop;
  }, [containerId]);
}
