export { CookiePreferencesLink } from './preferences-link';
export { CookieConsentHost, preloadCookieConsent } from './host';
