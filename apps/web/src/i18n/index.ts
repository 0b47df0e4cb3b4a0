import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import it from './it.json';
import type account from './it/account.json';
import type app from './it/app.json';
import type auth from './it/auth.json';
import type checkout from './it/checkout.json';
import type deliveryDialogs from './it/deliveryDialogs.json';
import type giftCertificates from './it/giftCertificates.json';
import type install from './it/install.json';
import type lists from './it/lists.json';
import type orders from './it/orders.json';
import type push from './it/push.json';
import type registration from './it/registration.json';
import type staff from './it/staff.json';
import type shopAtWork from './it/shopAtWork.json';

/** Locale and fallback are Italian (docs/rules/shop-shell.md). */
export const LOCALE = 'it';

/**
 * The texts of the first page (it.json: the shell, the catalogue, the cart, the
 * delivery bar, the content pages) ship with the entry; the namespaces only
 * later pages use (it/<namespace>.json) are fetched with their route, so that
 * the browser does not download them before the first interaction (issue 12).
 */
export type BaseResources = typeof it;
/**
 * Parts of a first-page namespace that only later dialogs and pages use: kept in a file
 * of their own and merged into their namespace when wanted (loadNamespaces), so that
 * the first page does not carry them and their components keep their keys.
 */
interface Supplements {
  /** The delivery dialogs' and the address pages' texts (issue 35: 1.4 KB gzip off the first route). */
  deliveryDialogs: { into: 'delivery'; texts: typeof deliveryDialogs };
}
type Supplement = keyof Supplements;
const supplementTexts: {
  [S in Supplement]: { into: Supplements[S]['into']; load: () => Promise<{ default: object }> };
} = {
  deliveryDialogs: { into: 'delivery', load: () => import('./it/deliveryDialogs.json') },
};
const isSupplement = (name: string): name is Supplement => Object.hasOwn(supplementTexts, name);
/** The texts the components read: the first page's namespaces with their supplements. */
type AllBaseResources = Omit<BaseResources, 'delivery'> & {
  delivery: BaseResources['delivery'] & Supplements['deliveryDialogs']['texts'];
};
export interface LazyResources {
  account: typeof account;
  /** The installed app's own parts (its bottom bar). */
  app: typeof app;
  auth: typeof auth;
  checkout: typeof checkout;
  giftCertificates: typeof giftCertificates;
  install: typeof install;
  lists: typeof lists;
  orders: typeof orders;
  push: typeof push;
  registration: typeof registration;
  shopAtWork: typeof shopAtWork;
  staff: typeof staff;
}
export type Resources = AllBaseResources & LazyResources;
export type Namespace = keyof Resources;
export type LazyNamespace = keyof LazyResources;
/** What a route or a dialog may ask to load: a namespace, or a namespace's supplement. */
export type LazyTexts = LazyNamespace | Supplement;
type BrandTexts = Record<string, Record<string, string>>;

const lazyTexts: Record<LazyNamespace, () => Promise<{ default: object }>> = {
  account: () => import('./it/account.json'),
  app: () => import('./it/app.json'),
  auth: () => import('./it/auth.json'),
  checkout: () => import('./it/checkout.json'),
  giftCertificates: () => import('./it/giftCertificates.json'),
  install: () => import('./it/install.json'),
  lists: () => import('./it/lists.json'),
  orders: () => import('./it/orders.json'),
  push: () => import('./it/push.json'),
  registration: () => import('./it/registration.json'),
  shopAtWork: () => import('./it/shopAtWork.json'),
  staff: () => import('./it/staff.json'),
};
const isLazyNamespace = (ns: string): ns is LazyNamespace => Object.hasOwn(lazyTexts, ns);

/**
 * Where nothing is downloaded every namespace is there from the start: the
 * server renders any route and unit tests render components without their
 * route. The condition is a constant in the browser's build, which drops these
 * imports.
 */
const everyNamespaceAtOnce = import.meta.env.SSR || import.meta.env.MODE === 'test';
const everyTextFile = (
  everyNamespaceAtOnce
    ? Object.fromEntries(
        Object.entries(
          import.meta.glob<object>('./it/*.json', { eager: true, import: 'default' }),
        ).map(([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts]),
      )
    : {}
) as Record<string, object>;
const bundledLazyTexts = Object.fromEntries(
  Object.entries(everyTextFile).filter(([name]) => !isSupplement(name)),
) as Partial<LazyResources>;

/**
 * The first page's texts with, where everything is there from the start, their
 * supplements merged in: a copy, so that the imported texts stay the first page's.
 */
function withBundledSupplements(base: BaseResources): BaseResources {
  const supplements = Object.entries(everyTextFile).filter(([name]) => isSupplement(name));
  if (supplements.length === 0) return base;
  const merged = structuredClone(base);
  for (const [name, texts] of supplements) {
    if (!isSupplement(name)) continue;
    const target = merged[supplementTexts[name].into] as Record<string, unknown>;
    deepAssign(target, structuredClone(texts) as Record<string, unknown>);
  }
  return merged;
}

/**
 * A brand's texts for a namespace not loaded yet wait here: added to the store
 * now they would make i18next take the namespace for loaded and never fetch its
 * base texts. They are merged over the base texts when it arrives.
 */
const pendingBrandTexts = new WeakMap<typeof i18next, BrandTexts>();

function deepAssign(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && value !== null && typeof current === 'object' && current) {
      deepAssign(current as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[key] = value;
    }
  }
}

function lazyBackend(instance: typeof i18next): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (_language, ns, callback) => {
      if (!isLazyNamespace(ns)) return callback(null, {});
      lazyTexts[ns]().then(
        ({ default: base }) => {
          const texts = structuredClone(base) as Record<string, unknown>;
          const brand = pendingBrandTexts.get(instance)?.[ns];
          if (brand) deepAssign(texts, unflatten(brand));
          callback(null, texts);
        },
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
}

/**
 * An i18next instance with the first page's namespaces and those of `bundled`;
 * the others are fetched on demand (loadNamespaces, or a component's
 * useTranslation, which renders the keys until they arrive rather than suspend).
 * The store writes into the resources it is given (a brand's texts are merged
 * into them).
 */
export function createAppI18n(
  base: BaseResources,
  bundled: Partial<LazyResources> = {},
): typeof i18next {
  const instance = i18next.createInstance();
  const resources = { ...base, ...bundled };
  void instance
    .use(lazyBackend(instance))
    .use(initReactI18next)
    .init({
      lng: LOCALE,
      fallbackLng: LOCALE,
      supportedLngs: [LOCALE],
      resources: { [LOCALE]: resources },
      partialBundledLanguages: true,
      ns: Object.keys(resources),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
      react: { useSuspense: false },
    });
  return instance;
}

/**
 * The app's i18next instance: base Italian texts; a brand's texts are merged
 * over them by namespace at boot (applyBrandTexts).
 */
export const i18n = createAppI18n(withBundledSupplements(it), bundledLazyTexts);

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

/**
 * Merges a brand's texts over the base texts, namespace by namespace (deep,
 * overwriting); those of a namespace not loaded yet are merged when it loads.
 */
export function applyBrandTexts(texts: BrandTexts, instance: typeof i18n = i18n): void {
  for (const [ns, values] of Object.entries(texts)) {
    if (isLazyNamespace(ns) && !instance.hasResourceBundle(LOCALE, ns)) {
      const pending = pendingBrandTexts.get(instance) ?? {};
      pending[ns] = { ...pending[ns], ...values };
      pendingBrandTexts.set(instance, pending);
    } else {
      instance.addResourceBundle(LOCALE, ns, unflatten(values), true, true);
    }
  }
}

/**
 * Loads the texts a route or a dialog needs beyond the first page's; resolved
 * when they are in the store (at once when they already are). A route's lazy()
 * awaits it, so that the route renders its texts from the first frame.
 */
export async function loadNamespaces(
  namespaces: readonly LazyTexts[],
  instance: typeof i18n = i18n,
): Promise<void> {
  await Promise.all([
    instance.loadNamespaces(namespaces.filter((name) => !isSupplement(name))),
    ...namespaces.filter(isSupplement).map((name) => loadSupplement(name, instance)),
  ]);
}

const loadedSupplements = new WeakMap<typeof i18n, Map<Supplement, Promise<void>>>();

/**
 * Merges a supplement into its namespace once per instance, under what is there: a
 * brand's texts for those keys, applied at boot, stay.
 */
function loadSupplement(name: Supplement, instance: typeof i18n): Promise<void> {
  const loaded = loadedSupplements.get(instance) ?? new Map<Supplement, Promise<void>>();
  loadedSupplements.set(instance, loaded);
  const known = loaded.get(name);
  if (known) return known;
  const { into, load } = supplementTexts[name];
  const loading = instance.hasResourceBundle(LOCALE, into)
    ? load().then(({ default: texts }) => {
        instance.addResourceBundle(LOCALE, into, structuredClone(texts), true, false);
      })
    : Promise.resolve();
  const kept = loading.catch((error: unknown) => {
    loaded.delete(name);
    throw error;
  });
  loaded.set(name, kept);
  return kept;
}

/**
 * An instance of its own for one brand's page rendered on the server, where
 * pages of every brand are rendered by one process; every namespace is there.
 * The texts are copied: merging a brand's texts writes into them.
 */
export function createBrandI18n(texts: BrandTexts): typeof i18n {
  const instance = createAppI18n(
    withBundledSupplements(structuredClone(it)),
    structuredClone(bundledLazyTexts),
  );
  applyBrandTexts(texts, instance);
  return instance;
}

/** The Italian text for a server message code when one exists (docs/rules/shop-shell.md), else undefined. */
export function translateMessageCode(code: string): string | undefined {
  const value: unknown = i18n.getResource(LOCALE, 'messages', code, { keySeparator: false });
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
