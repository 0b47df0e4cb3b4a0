import { useCookiePreferences, useCookiePreferencesDialog } from '../../lib/consent';
import { serverRenderedLazy } from '../../lib/navigation';

/**
 * Loaded only when there is something to ask: a returning shopper who chose never
 * downloads it on a page the browser renders. A server-rendered page holds the banner
 * (the server does not know the choice), so the shell's route loads it before the
 * page hydrates (`preloadCookieConsent`): the banner hydrates with the page, and a tap
 * on it before then is not lost in a boundary still waiting for its chunk.
 */
const CookieConsent = serverRenderedLazy<object>(
  () => import('./cookie-consent').then((module) => ({ default: module.CookieConsent })),
  null,
);

export const preloadCookieConsent = CookieConsent.preload;

/** The cookie centre's place in the shell: the banner on a first visit, the dialog when reopened. */
export function CookieConsentHost() {
  const preferences = useCookiePreferences();
  const dialogOpen = useCookiePreferencesDialog();
  if (preferences !== null && !dialogOpen) return null;
  return <CookieConsent />;
}
