import { lazy, Suspense } from 'react';
import { useCookiePreferences, useCookiePreferencesDialog } from '../../lib/consent';

/** Loaded only when there is something to ask: a returning shopper who chose never downloads it. */
const CookieConsent = lazy(() =>
  import('./cookie-consent').then((module) => ({ default: module.CookieConsent })),
);

/** The cookie centre's place in the shell: the banner on a first visit, the dialog when reopened. */
export function CookieConsentHost() {
  const preferences = useCookiePreferences();
  const dialogOpen = useCookiePreferencesDialog();
  if (preferences !== null && !dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
