export { CookiePreferencesLink } from './preferences-link';
export { CookieConsentHost } from './host';
