import { useEffect } from 'react';
import { useBrand } from '../brand';

/**
 * Adds Google's reCAPTCHA script on a page with a guarded form, when the brand
 * has a site key: v3 judges the visit by what happens before the send. Pages
 * without such a form, and brands without a key, never load it.
 */
export function useRecaptcha(): void {
  const siteKey = useBrand().config.recaptchaSiteKey;
  useEffect(() => {
    if (!siteKey) return;
    // A script that does not load now is tried again when the form is sent.
    import('./google').then(({ loadRecaptcha }) => loadRecaptcha(siteKey)).catch(() => undefined);
  }, [siteKey]);
}
