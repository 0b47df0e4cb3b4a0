import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import it from './it.json';

/** Locale and fallback are Italian (SPEC §1, §9). */
export const LOCALE = 'it';

export type BaseResources = typeof it;
export type Namespace = keyof BaseResources;
export const namespaces = Object.keys(it) as Namespace[];

/**
 * The app's i18next instance: base Italian texts from it.json; a brand's texts
 * are merged over them by namespace at boot (applyBrandTexts).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  supportedLngs: [LOCALE],
  resources: { [LOCALE]: it },
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/**
 * Turns flat dotted keys ("hero.title") into nested objects, so that a brand
 * text overrides the base text at the same path instead of sitting beside it.
 */
export function unflatten(texts: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === 'object' && next !== null) {
        node = next as Record<string, unknown>;
      } else {
        const created: Record<string, unknown> = {};
        node[part] = created;
        node = created;
      }
    });
  }
  return out;
}

/** Merges a brand's texts over the base texts, namespace by namespace (deep, overwriting). */
export function applyBrandTexts(texts: Record<string, Record<string, string>>): void {
  for (const [ns, values] of Object.entries(texts)) {
    i18n.addResourceBundle(LOCALE, ns, unflatten(values), true, true);
  }
}

/** The Italian text for a server message code when one exists (SPEC §8), else undefined. */
export function translateMessageCode(code: string): string | undefined {
  const value: unknown = i18n.getResource(LOCALE, 'messages', code, { keySeparator: false });
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
