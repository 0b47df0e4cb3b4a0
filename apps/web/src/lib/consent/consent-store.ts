import { useSyncExternalStore } from 'react';
import { storeClientUuid } from '../api/session-storage';

/** docs/rules/shop-shell.md Other: cookie preferences (technical, analytics, profilation, saveDate, uuid). */
export interface CookiePreferences {
  technical: true;
  analytics: boolean;
  profilation: boolean;
  /** When the shopper chose, ISO 8601. */
  saveDate: string;
  /** This browser's consent record, kept across changes of mind (proof of consent). */
  uuid: string;
}

export const COOKIE_PREFERENCES_STORAGE_KEY = 'spesa.cookiePreferences';

/** docs/rules/shop-shell.md: technical on, analytics and profilation off until the shopper says otherwise. */
export const DEFAULT_CHOICES = { technical: true, analytics: false, profilation: false } as const;

/** The Garante's 2021 guidelines: ask again after 6 months. */
export const CONSENT_MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let dialogOpen = false;
let cached: { raw: string | null; value: CookiePreferences | null } = { raw: null, value: null };

function parse(raw: string | null, now: number): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookiePreferences>;
    const saved = Date.parse(value.saveDate ?? '');
    if (!Number.isFinite(saved) || now - saved > CONSENT_MAX_AGE_MS || !value.uuid) return null;
    return {
      technical: true,
      analytics: value.analytics === true,
      profilation: value.profilation === true,
      saveDate: value.saveDate!,
      uuid: value.uuid,
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice, or null when the shopper has not chosen (or chose over 6 months ago). */
export function readCookiePreferences(now = Date.now()): CookiePreferences | null {
  const raw = readRaw();
  if (raw !== cached.raw) {
    cached = { raw, value: parse(raw, now) };
    // The consent record's uuid is the client uuid the calls send, once known (decision 041).
    if (cached.value) storeClientUuid(cached.value.uuid);
  }
  return cached.value;
}

const emit = () => listeners.forEach((l) => l());

const newUuid = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

export function saveCookiePreferences(choice: { analytics: boolean; profilation: boolean }) {
  const previous = parse(readRaw(), 0);
  const value: CookiePreferences = {
    technical: true,
    analytics: choice.analytics,
    profilation: choice.profilation,
    saveDate: new Date().toISOString(),
    uuid: previous?.uuid ?? newUuid(),
  };
  storeClientUuid(value.uuid);
  try {
    window.localStorage.setItem(COOKIE_PREFERENCES_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode without storage: the choice holds for this page only.
    cached = { raw: JSON.stringify(value), value };
  }
  dialogOpen = false;
  emit();
  return value;
}

/** The footer's 'Preferenze cookie' and the banner's 'Personalizza'. */
export function openCookiePreferences() {
  dialogOpen = true;
  emit();
}

export function closeCookiePreferences() {
  dialogOpen = false;
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_PREFERENCES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCookiePreferences(): CookiePreferences | null {
  return useSyncExternalStore(
    subscribe,
    () => readCookiePreferences(),
    () => null,
  );
}

export function useCookiePreferencesDialog(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => dialogOpen,
    () => false,
  );
}

/** Analytics may run: the shopper said yes to the analytics category. */
export const hasAnalyticsConsent = (): boolean => readCookiePreferences()?.analytics === true;

export const onConsentChange = (listener: Listener): (() => void) => subscribe(listener);
