export {
  CONSENT_MAX_AGE_MS,
  COOKIE_PREFERENCES_STORAGE_KEY,
  DEFAULT_CHOICES,
  closeCookiePreferences,
  hasAnalyticsConsent,
  onConsentChange,
  openCookiePreferences,
  readCookiePreferences,
  saveCookiePreferences,
  useCookiePreferences,
  useCookiePreferencesDialog,
  type CookiePreferences,
} from './consent-store';
