export { CookieConsent, CookiePreferencesLink } from './cookie-consent';
