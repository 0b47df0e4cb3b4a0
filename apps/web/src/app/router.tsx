import {
  createBrowserRouter,
  matchPath,
  matchRoutes,
  redirect,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  OPEN_LINK_PARAM,
  OPEN_LINK_PATH,
  TIMING_MS,
  isAuthenticated,
  shopPathFromSchemeUrl,
  urlSchemeOf,
  type BrandPublic,
} from '@spesa/domain';
import { entryGuard, stripShopPrefix } from '../lib/navigation';
import { AppShell } from './shell/app-shell';
import { preloadCookieConsent } from '../components/cookie-consent';
import { PageSkeleton } from './shell/page-skeleton';
import type { RouteHandle } from './shell/route-handle';
import { RouteError } from './routes/route-error';
import { requiresAuth, resolveGuardUser } from '../features/auth/guards';
import { loadNamespaces, type LazyTexts } from '../i18n';
import { DeliveryPromise } from '../features/delivery';
import {
  ADMIN_IMPORTS_PATH,
  ADMIN_KEYS_PATH,
  ADMIN_OFFERS_PATH,
  ADMIN_CHANGES_PATH,
  ADMIN_CALENDAR_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_PRODUCT_ROUTE,
  ADMIN_LOGIN_PATH,
  ADMIN_ORDER_ROUTE,
  ADMIN_PATH,
  AWARDS_PATH,
  CUSTOMER_SERVICE_PATH,
  FAQ_CATEGORY_ROUTE,
  FAQ_PATH,
  FLYERS_PATH,
  FLYER_ROUTE,
  PAGE_ROUTE,
  ADDRESSES_PATH,
  ADDRESS_MANAGE_ROUTE,
  CATEGORY_ROUTE,
  CHECKOUT_PATH,
  EMAIL_CONFIRMED_PATH,
  FAST_SEARCH_PATH,
  GIFT_CERTIFICATES_PATH,
  FAVOURITES_PATH,
  FORGOT_PASSWORD_PATH,
  LISTS_PATH,
  LIST_ROUTE,
  PROFILE_CONFIRMED_PATH,
  PROFILE_UPDATE_PATH,
  REGISTRATION_RESET_PASSWORD_PATH,
  RESET_PASSWORD_COMPLETED_PATH,
  RESET_PASSWORD_PATH,
  RESET_PASSWORD_SENT_PATH,
  UPDATE_EMAIL_PATH,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  ORDERS_PATH,
  ORDER_ROUTE,
  PAYMENT_COMPLETED_ROUTE,
  PAYMENT_ERROR_ROUTE,
  PAYMENT_PATH,
  PRODUCT_ROUTE,
  REGISTRATION_COMPLETED_PATH,
  REGISTRATION_CONFIRMED_PATH,
  REGISTRATION_CONFIRM_LINK_PATH,
  REGISTRATION_PATH,
  SEARCH_PATH,
  SERVICE_DOWN_PATH,
  SHOP_AT_WORK_PATH,
  SHOP_PREFIX,
  SOCIAL_LINK_PATH,
  SOCIAL_LOGIN_PATH,
  USER_BOARD_PATH,
} from '../config/paths';

/** '/shop/…' URLs land on the same page without the prefix (docs/rules/shop-shell.md). */
export const shopPrefixRedirect: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  throw redirect(`${stripShopPrefix(url.pathname)}${url.search}${url.hash}`);
};

/**
 * docs/rules/shop-shell.md App wrapper: the installed app hands a link of the brand's URL
 * scheme (the manifest's protocol handler) to `/apri?url=…`, which opens the shop's page it
 * names, or the home.
 */
const openSchemeLink =
  (brandId: string): LoaderFunction =>
  ({ request }) => {
    const link = new URL(request.url).searchParams.get(OPEN_LINK_PARAM);
    throw redirect(shopPathFromSchemeUrl(link, urlSchemeOf(brandId)));
  };

/** docs/rules/shop-shell.md: a route chunk that has not loaded within 120 s is a chunk load error (shown by RouteError). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = TIMING_MS.chunkLoadTimeout,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Chunk load timed out')), timeoutMs);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * A route's module with the texts it needs beyond the first page's (i18n), both
 * loaded before the route renders: a server-rendered page hydrates with its texts.
 */
function withTexts<T>(load: () => Promise<T>, namespaces: readonly LazyTexts[]) {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}

/** A route's `lazy`: its module (and texts) within the chunk timeout, then what the route takes of it. */
function lazyRoute<M>(
  load: () => Promise<M>,
  take: (module: M) => Pick<RouteObject, 'Component' | 'loader' | 'handle' | 'shouldRevalidate'>,
  namespaces: readonly LazyTexts[] = [],
) {
  return () =>
    withChunkTimeout(namespaces.length > 0 ? withTexts(load, namespaces) : load).then(take);
}

/** A route whose component is the module's export `name`. */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  namespaces?: readonly LazyTexts[],
) {
  return lazyRoute(load, (module) => ({ Component: module[name] }), namespaces);
}

/*
 * A module several routes load is named once: Vite writes the chunks to preload
 * beside each import() it finds, and the first route carries every such list.
 */
const accountPages = () => import('../features/account');
const confirmLinkPages = () =>
  import('../features/registration/routes/registration-confirm-link-route');
const searchPages = () => import('../features/catalog/routes/search-route');
const flyersPages = () => import('../features/content/routes/flyers-route');
const adminPages = () => import('../features/admin');
const listsPages = () => import('../features/lists');
const notFoundPage = lazyPage(() => import('./routes/not-found-route'), 'NotFoundRoute');

/** The store's console: its guard comes with its chunk. */
const staffOnly =
  (queryClient: QueryClient): LoaderFunction =>
  async (args) => {
    const { requiresStaff } = await withChunkTimeout(adminPages);
    return requiresStaff(queryClient)(args);
  };

/** A loader-only route renders nothing: its loader always redirects. */
const RedirectOnly = () => null;

const notFoundHandle: RouteHandle = { hideChrome: true, skipSessionGate: true };
/** The store's console has its own frame, and its guard has asked auth/test already. */
const consoleHandle: RouteHandle = { hideChrome: true, skipSessionGate: true };
const serviceDownHandle: RouteHandle = { skipSessionGate: true };

/**
 * The app's routes (React Router 7 data mode). Every screen is a lazy module;
 * guards are loaders (features/auth requiresAuth, requiresSsoUser) that later
 * issues attach to their routes. The server renders the catalogue pages from
 * these same objects (entry-server.tsx); a route's handle names what it fetches
 * before rendering beyond the loader's.
 */
export function appRoutes(queryClient: QueryClient, brand: BrandPublic): RouteObject[] {
  const { defaultWarehouseId } = brand.config;
  const isLoggedIn = async () => isAuthenticated(await resolveGuardUser(queryClient));
  // Signing up is for visitors; the confirmation pages let anyone in (docs/rules/shop-shell.md entry guards).
  const visitorsOnly = { kind: 'visitor', loggedInTo: USER_BOARD_PATH } as const;
  const open = { kind: 'open' } as const;
  return [
    {
      path: HOME_PATH,
      Component: AppShell,
      hydrateFallbackElement: <PageSkeleton />,
      // The shell's lazy part in a server-rendered page: a first visit's cookie banner.
      handle: { preload: preloadCookieConsent } satisfies RouteHandle,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: lazyRoute(
                () => import('../features/home'),
                (m) => ({
                  Component: () => <m.HomeRoute deliveryPromise={<DeliveryPromise />} />,
                  handle: {
                    prefetch: m.prefetchHomePage,
                    preload: m.preloadHomePage,
                  } satisfies RouteHandle,
                }),
              ),
            },
            {
              path: LOGIN_PATH,
              lazy: lazyPage(() => import('../features/auth/routes/login-route'), 'LoginRoute', [
                'auth',
              ]),
            },
            // Forgotten password (issue 15): each page's entry guard is keyed by its name.
            {
              path: FORGOT_PASSWORD_PATH,
              lazy: lazyPage(accountPages, 'ResetPasswordRequestRoute', ['account']),
            },
            {
              path: RESET_PASSWORD_SENT_PATH,
              loader: entryGuard('ResetPasswordSent', {
                kind: 'pass',
                fallback: FORGOT_PASSWORD_PATH,
              }),
              lazy: lazyPage(accountPages, 'ResetPasswordSentRoute', ['account']),
            },
            ...[RESET_PASSWORD_PATH, REGISTRATION_RESET_PASSWORD_PATH].map((path) => ({
              path,
              loader: entryGuard('ResetPassword', {
                kind: 'query',
                params: ['token', 'login'],
                fallback: FORGOT_PASSWORD_PATH,
              }),
              lazy: lazyPage(accountPages, 'ResetPasswordRoute', ['account']),
            })),
            {
              path: RESET_PASSWORD_COMPLETED_PATH,
              loader: entryGuard('ResetPasswordCompleted', { kind: 'pass', fallback: LOGIN_PATH }),
              lazy: lazyPage(
                () => import('./routes/reset-password-completed-page'),
                'ResetPasswordCompletedPage',
                ['account', 'auth'],
              ),
            },
            {
              path: UPDATE_EMAIL_PATH,
              loader: entryGuard('UpdateEmail', {
                kind: 'query',
                params: ['token'],
                fallback: HOME_PATH,
              }),
              lazy: lazyPage(accountPages, 'UpdateEmailRoute', ['account']),
            },
            {
              path: SOCIAL_LOGIN_PATH,
              lazy: lazyPage(
                () => import('../features/auth/routes/social-login-route'),
                'SocialLoginRoute',
                ['auth'],
              ),
            },
            {
              path: SOCIAL_LINK_PATH,
              lazy: lazyPage(
                () => import('../features/auth/routes/social-link-route'),
                'SocialLinkRoute',
                ['auth'],
              ),
            },
            // docs/rules/account.md Account: registration, its mail and the confirmation pages, each with its entry guard.
            {
              path: REGISTRATION_PATH,
              loader: entryGuard('RegistrationUser', visitorsOnly, isLoggedIn),
              lazy: lazyPage(
                () => import('./routes/registration-user-page'),
                'RegistrationUserPage',
                ['registration', 'auth'],
              ),
            },
            {
              path: REGISTRATION_COMPLETED_PATH,
              loader: entryGuard('RegistrationCompleted', visitorsOnly, isLoggedIn),
              lazy: lazyPage(
                () => import('../features/registration/routes/registration-completed-route'),
                'RegistrationCompletedRoute',
                ['registration'],
              ),
            },
            {
              path: REGISTRATION_CONFIRM_LINK_PATH,
              loader: entryGuard('RegistrationConfirmLink', open),
              lazy: lazyPage(confirmLinkPages, 'RegistrationConfirmLinkRoute', ['registration']),
            },
            {
              path: REGISTRATION_CONFIRMED_PATH,
              loader: entryGuard('RegistrationConfirmed', open),
              lazy: lazyPage(confirmLinkPages, 'EmailConfirmedRoute', ['registration']),
            },
            {
              path: EMAIL_CONFIRMED_PATH,
              loader: entryGuard('EmailConfirmed', open),
              lazy: lazyPage(confirmLinkPages, 'EmailConfirmedRoute', ['registration']),
            },
            {
              // The account's pages share the side menu (issue 14); each keeps its own guard.
              lazy: lazyPage(() => import('./shell/profile-layout'), 'ProfileLayout'),
              children: [
                {
                  // docs/rules/shop-shell.md: profile-update (breadcrumb 'Il mio profilo') and profile-confirmed.
                  path: PROFILE_UPDATE_PATH,
                  loader: requiresAuth(queryClient),
                  lazy: lazyPage(
                    () => import('./routes/profile-update-page'),
                    'ProfileUpdatePage',
                    ['account', 'checkout', 'registration'],
                  ),
                },
                {
                  path: PROFILE_CONFIRMED_PATH,
                  loader: async (args) =>
                    (await requiresAuth(queryClient)(args)) ??
                    entryGuard('ProfileConfirmed', {
                      kind: 'pass',
                      fallback: PROFILE_UPDATE_PATH,
                    })(args),
                  lazy: lazyPage(accountPages, 'ProfileConfirmedRoute', ['account']),
                },
                {
                  path: USER_BOARD_PATH,
                  loader: requiresAuth(queryClient),
                  lazy: lazyPage(
                    () => import('./routes/account-dashboard-route'),
                    'AccountDashboardRoute',
                  ),
                },
                {
                  // docs/rules/delivery-and-slots.md: addresses (breadcrumb 'I miei indirizzi'), manage and manage/{addressId}.
                  path: ADDRESSES_PATH,
                  loader: requiresAuth(queryClient),
                  children: [
                    {
                      index: true,
                      lazy: lazyPage(
                        () => import('../features/delivery/routes/addresses-route'),
                        'AddressesRoute',
                        ['deliveryDialogs'],
                      ),
                    },
                    {
                      path: ADDRESS_MANAGE_ROUTE,
                      lazy: lazyPage(
                        () => import('../features/delivery/routes/address-manage-route'),
                        'AddressManageRoute',
                        ['deliveryDialogs'],
                      ),
                    },
                  ],
                },
                {
                  // docs/rules/delivery-and-slots.md Shop at work: the company's code opens its pickup point.
                  path: SHOP_AT_WORK_PATH,
                  loader: requiresAuth(queryClient),
                  lazy: lazyPage(
                    () => import('../features/delivery/routes/shop-at-work-route'),
                    'ShopAtWorkRoute',
                    ['shopAtWork', 'deliveryDialogs'],
                  ),
                },
                {
                  // docs/rules/account.md giftcertificate/list and list-manual-assigned, and the loyalty points.
                  path: GIFT_CERTIFICATES_PATH,
                  loader: requiresAuth(queryClient),
                  lazy: lazyPage(
                    () => import('../features/gift-certificates'),
                    'GiftCertificatesRoute',
                    ['giftCertificates'],
                  ),
                },
                {
                  // docs/rules/shop-shell.md: orders (breadcrumb 'I miei ordini'), MyOrders and Order at :orderId
                  // (breadcrumb 'Dettaglio ordine'); /profile/orders/{orderId} is a deep link.
                  path: ORDERS_PATH,
                  loader: requiresAuth(queryClient),
                  children: [
                    {
                      index: true,
                      lazy: lazyPage(() => import('../features/orders'), 'MyOrdersRoute', [
                        'orders',
                        'checkout',
                      ]),
                    },
                    {
                      path: ORDER_ROUTE,
                      lazy: lazyPage(() => import('./routes/order-page'), 'OrderPage', [
                        'orders',
                        'checkout',
                      ]),
                    },
                  ],
                },
                {
                  // docs/rules/account.md Lists (breadcrumb 'Le mie liste'): Lists, favourites and
                  // :listId; /profile/lists/{listId} is a deep link.
                  path: LISTS_PATH,
                  loader: requiresAuth(queryClient),
                  children: [
                    { index: true, lazy: lazyPage(listsPages, 'ListsRoute', ['lists']) },
                    {
                      path: FAVOURITES_PATH,
                      lazy: lazyPage(listsPages, 'FavouritesRoute', ['lists']),
                    },
                    { path: LIST_ROUTE, lazy: lazyPage(listsPages, 'ListRoute', ['lists']) },
                  ],
                },
              ],
            },
            {
              // docs/rules/checkout-and-payment.md Checkout: every step requires authentication.
              loader: requiresAuth(queryClient),
              children: [
                {
                  path: CHECKOUT_PATH,
                  lazy: lazyPage(() => import('./routes/checkout-page'), 'CheckoutPage', [
                    'checkout',
                  ]),
                },
                {
                  // Route name Payment: only a cart locked by checkout/prepare is paid here.
                  path: PAYMENT_PATH,
                  lazy: lazyRoute(
                    () => import('./routes/payment-page'),
                    (m) => ({ Component: m.PaymentPage, loader: m.paymentLoader(queryClient) }),
                    ['checkout'],
                  ),
                },
                // The result pages load on their own, not with the checkout's forms: a shopper back
                // from the gateway downloads what the result shows.
                {
                  path: PAYMENT_COMPLETED_ROUTE,
                  lazy: lazyPage(
                    () => import('../features/checkout/routes/payment-completed-route'),
                    'PaymentCompletedRoute',
                    ['checkout'],
                  ),
                },
                {
                  path: PAYMENT_ERROR_ROUTE,
                  lazy: lazyPage(
                    () => import('../features/checkout/routes/payment-error-route'),
                    'PaymentErrorRoute',
                    ['checkout'],
                  ),
                },
              ],
            },
            { path: NOT_FOUND_PATH, handle: notFoundHandle, lazy: notFoundPage },
            {
              path: SERVICE_DOWN_PATH,
              handle: serviceDownHandle,
              lazy: lazyPage(() => import('./routes/service-down-route'), 'ServiceDownRoute'),
            },
            // Catalog (docs/rules/shop-shell.md): pre-entry checks are loaders (features/catalog/routes).
            {
              path: CATEGORY_ROUTE,
              lazy: lazyRoute(
                () => import('../features/catalog/routes/category-route'),
                (m) => ({
                  Component: m.CategoryRoute,
                  loader: m.categoryLoader(queryClient),
                  shouldRevalidate: m.categoryShouldRevalidate,
                  handle: { prefetch: m.prefetchCategoryPage } satisfies RouteHandle,
                }),
              ),
            },
            {
              path: PRODUCT_ROUTE,
              lazy: lazyRoute(
                () => import('../features/catalog/routes/product-route'),
                (m) => ({
                  Component: m.ProductRoute,
                  loader: m.productLoader(queryClient, defaultWarehouseId),
                  handle: { prefetch: m.prefetchProductPage } satisfies RouteHandle,
                }),
              ),
            },
            {
              path: SEARCH_PATH,
              lazy: lazyRoute(searchPages, (m) => ({
                Component: m.SearchRoute,
                loader: m.searchLoader,
                handle: { prefetch: m.prefetchSearchPage } satisfies RouteHandle,
              })),
            },
            {
              path: FAST_SEARCH_PATH,
              lazy: lazyRoute(searchPages, (m) => ({
                Component: m.FastSearchRoute,
                loader: m.fastSearchLoader,
              })),
            },
            // Content (docs/rules/content.md Home and content): pages, FAQ, flyers, awards, customer service.
            {
              path: PAGE_ROUTE,
              lazy: lazyPage(() => import('../features/content/routes/page-route'), 'PageRoute'),
            },
            ...[FAQ_PATH, FAQ_CATEGORY_ROUTE].map((path) => ({
              path,
              lazy: lazyPage(() => import('../features/content/routes/faq-route'), 'FaqRoute'),
            })),
            { path: FLYERS_PATH, lazy: lazyPage(flyersPages, 'FlyersRoute') },
            { path: FLYER_ROUTE, lazy: lazyPage(flyersPages, 'FlyerRoute') },
            {
              path: AWARDS_PATH,
              lazy: lazyPage(
                () => import('../features/content/routes/awards-route'),
                'AwardsRoute',
              ),
            },
            {
              path: CUSTOMER_SERVICE_PATH,
              lazy: lazyPage(
                () => import('../features/content/routes/customer-service-route'),
                'CustomerServiceRoute',
              ),
            },
            {
              path: ADMIN_LOGIN_PATH,
              handle: consoleHandle,
              lazy: lazyPage(adminPages, 'StaffLoginRoute', ['staff']),
            },
            {
              path: ADMIN_PATH,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'BoardRoute'),
            },
            {
              path: ADMIN_KEYS_PATH,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'ApiKeysRoute'),
            },
            {
              path: ADMIN_IMPORTS_PATH,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'ImportsRoute'),
            },
            {
              path: ADMIN_CALENDAR_PATH,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'CalendarRoute'),
            },
            {
              path: ADMIN_OFFERS_PATH,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'OffersRoute'),
            },
            {
              path: ADMIN_PRODUCTS_PATH,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'ProductsRoute'),
            },
            {
              path: ADMIN_PRODUCT_ROUTE,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'ProductRoute'),
            },
            {
              path: ADMIN_CHANGES_PATH,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(adminPages, 'ChangesRoute'),
            },
            {
              path: ADMIN_ORDER_ROUTE,
              handle: consoleHandle,
              loader: staffOnly(queryClient),
              lazy: lazyPage(() => import('./routes/admin-order-page'), 'AdminOrderPage'),
            },
            { path: OPEN_LINK_PATH, loader: openSchemeLink(brand.id), Component: RedirectOnly },
            { path: SHOP_PREFIX, loader: shopPrefixRedirect, Component: RedirectOnly },
            { path: `${SHOP_PREFIX}/*`, loader: shopPrefixRedirect, Component: RedirectOnly },
            { path: '*', lazy: notFoundPage },
          ],
        },
      ],
    },
  ];
}

/** Paths whose page is the not-found page: the catch-all and its own. */
const NOT_FOUND_PATTERNS = ['/*', NOT_FOUND_PATH];

/**
 * The full path of each page the routes have (a route's path within its parents'),
 * the not-found page's aside: what the server answers 200.
 */
export function pagePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || route.path !== undefined ? [own] : [];
    return [...here, ...pagePatterns(route.children ?? [], own)].filter(
      (pattern) => !NOT_FOUND_PATTERNS.includes(pattern),
    );
  });
}

/**
 * Whether a path is one of these pages, matched as the browser's router will match
 * it ('/shop/…' without its prefix, as its redirect does): the server answers any
 * other path with the not-found page and 404.
 */
export function hasPage(patterns: readonly string[], pathname: string): boolean {
  const path = stripShopPrefix(pathname);
  return patterns.some((pattern) => matchPath(pattern, path) !== null);
}

/**
 * Loads the lazy modules of the routes the page matches, so that hydration
 * renders at once what the server rendered instead of a fallback.
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The browser's router; with the data of a page the server rendered, ready to hydrate it. */
export async function createAppRouter(
  queryClient: QueryClient,
  brand: BrandPublic,
  hydrationData?: HydrationState,
) {
  const routes = appRoutes(queryClient, brand);
  if (!hydrationData) return createBrowserRouter(routes);
  await resolveLazyRoutes(routes);
  return createBrowserRouter(routes, { hydrationData });
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
