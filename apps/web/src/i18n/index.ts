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

const initOptions = (base: BaseResources) =>
  ({
    lng: LOCALE,
    fallbackLng: LOCALE,
    supportedLngs: [LOCALE],
    resources: { [LOCALE]: base },
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  }) as const;

void i18n.use(initReactI18next).init(initOptions(it));

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
export function applyBrandTexts(
  texts: Record<string, Record<string, string>>,
  instance: typeof i18n = i18n,
): void {
  for (const [ns, values] of Object.entries(texts)) {
    instance.addResourceBundle(LOCALE, ns, unflatten(values), true, true);
  }
}

/**
 * An instance of its own for one brand's page rendered on the server, where
 * pages of every brand are rendered by one process. The base texts are copied:
 * merging a brand's texts writes into the resources it is given.
 */
export function createBrandI18n(texts: Record<string, Record<string, string>>): typeof i18n {
  const instance = i18next.createInstance();
  void instance.init(initOptions(structuredClone(it)));
  applyBrandTexts(texts, instance);
  return instance;
}

/** The Italian text for a server message code when one exists (SPEC §8), else undefined. */
export function translateMessageCode(code: string): string | undefined {
  const value: unknown = i18n.getResource(LOCALE, 'messages', code, { keySeparator: false });
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
