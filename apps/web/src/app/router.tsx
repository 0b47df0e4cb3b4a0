import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { TIMING_MS, isAuthenticated, type BrandPublic } from '@spesa/domain';
import { entryGuard, stripShopPrefix } from '../lib/navigation';
import { AppShell } from './shell/app-shell';
import { preloadCookieConsent } from '../components/cookie-consent';
import { PageSkeleton } from './shell/page-skeleton';
import type { RouteHandle } from './shell/route-handle';
import { RouteError } from './routes/route-error';
import { requiresAuth, resolveGuardUser } from '../features/auth/guards';
import { loadNamespaces, type LazyNamespace } from '../i18n';
import { DeliveryPromise } from '../features/delivery';
import {
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
  FORGOT_PASSWORD_PATH,
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
  SHOP_PREFIX,
  SOCIAL_LINK_PATH,
  SOCIAL_LOGIN_PATH,
  USER_BOARD_PATH,
} from '../config/paths';

/** '/shop/…' URLs land on the same page without the prefix (SPEC §2). */
export const shopPrefixRedirect: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  throw redirect(`${stripShopPrefix(url.pathname)}${url.search}${url.hash}`);
};

/** SPEC §8: a route chunk that has not loaded within 120 s is a chunk load error (shown by RouteError). */
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
function withTexts<T>(load: () => Promise<T>, namespaces: readonly LazyNamespace[]) {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}

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
  // Signing up is for visitors; the confirmation pages let anyone in (SPEC §2 entry guards).
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
              lazy: () =>
                withChunkTimeout(() => import('../features/home')).then((m) => ({
                  Component: () => <m.HomeRoute deliveryPromise={<DeliveryPromise />} />,
                  handle: {
                    prefetch: m.prefetchHomePage,
                    preload: m.preloadHomePage,
                  } satisfies RouteHandle,
                })),
            },
            {
              path: LOGIN_PATH,
              lazy: () =>
                withChunkTimeout(
                  withTexts(() => import('../features/auth/routes/login-route'), ['auth']),
                ).then((m) => ({
                  Component: m.LoginRoute,
                })),
            },
            // Forgotten password (issue 15): each page's entry guard is keyed by its name.
            {
              path: FORGOT_PASSWORD_PATH,
              lazy: () =>
                withChunkTimeout(withTexts(() => import('../features/account'), ['account'])).then(
                  (m) => ({
                    Component: m.ResetPasswordRequestRoute,
                  }),
                ),
            },
            {
              path: RESET_PASSWORD_SENT_PATH,
              loader: entryGuard('ResetPasswordSent', {
                kind: 'pass',
                fallback: FORGOT_PASSWORD_PATH,
              }),
              lazy: () =>
                withChunkTimeout(withTexts(() => import('../features/account'), ['account'])).then(
                  (m) => ({
                    Component: m.ResetPasswordSentRoute,
                  }),
                ),
            },
            ...[RESET_PASSWORD_PATH, REGISTRATION_RESET_PASSWORD_PATH].map((path) => ({
              path,
              loader: entryGuard('ResetPassword', {
                kind: 'query',
                params: ['token', 'login'],
                fallback: FORGOT_PASSWORD_PATH,
              }),
              lazy: () =>
                withChunkTimeout(withTexts(() => import('../features/account'), ['account'])).then(
                  (m) => ({
                    Component: m.ResetPasswordRoute,
                  }),
                ),
            })),
            {
              path: RESET_PASSWORD_COMPLETED_PATH,
              loader: entryGuard('ResetPasswordCompleted', { kind: 'pass', fallback: LOGIN_PATH }),
              lazy: () =>
                withChunkTimeout(
                  withTexts(
                    () => import('./routes/reset-password-completed-page'),
                    ['account', 'auth'],
                  ),
                ).then((m) => ({ Component: m.ResetPasswordCompletedPage })),
            },
            {
              path: UPDATE_EMAIL_PATH,
              loader: entryGuard('UpdateEmail', {
                kind: 'query',
                params: ['token'],
                fallback: HOME_PATH,
              }),
              lazy: () =>
                withChunkTimeout(withTexts(() => import('../features/account'), ['account'])).then(
                  (m) => ({
                    Component: m.UpdateEmailRoute,
                  }),
                ),
            },
            {
              path: SOCIAL_LOGIN_PATH,
              lazy: () =>
                withChunkTimeout(
                  withTexts(() => import('../features/auth/routes/social-login-route'), ['auth']),
                ).then((m) => ({ Component: m.SocialLoginRoute })),
            },
            {
              path: SOCIAL_LINK_PATH,
              lazy: () =>
                withChunkTimeout(
                  withTexts(() => import('../features/auth/routes/social-link-route'), ['auth']),
                ).then((m) => ({ Component: m.SocialLinkRoute })),
            },
            // SPEC §2 Account: registration, its mail and the confirmation pages, each with its entry guard.
            {
              path: REGISTRATION_PATH,
              loader: entryGuard('RegistrationUser', visitorsOnly, isLoggedIn),
              lazy: () =>
                withChunkTimeout(
                  withTexts(
                    () => import('./routes/registration-user-page'),
                    ['registration', 'auth'],
                  ),
                ).then((m) => ({
                  Component: m.RegistrationUserPage,
                })),
            },
            {
              path: REGISTRATION_COMPLETED_PATH,
              loader: entryGuard('RegistrationCompleted', visitorsOnly, isLoggedIn),
              lazy: () =>
                withChunkTimeout(
                  withTexts(
                    () => import('../features/registration/routes/registration-completed-route'),
                    ['registration'],
                  ),
                ).then((m) => ({ Component: m.RegistrationCompletedRoute })),
            },
            {
              path: REGISTRATION_CONFIRM_LINK_PATH,
              loader: entryGuard('RegistrationConfirmLink', open),
              lazy: () =>
                withChunkTimeout(
                  withTexts(
                    () => import('../features/registration/routes/registration-confirm-link-route'),
                    ['registration'],
                  ),
                ).then((m) => ({ Component: m.RegistrationConfirmLinkRoute })),
            },
            {
              path: REGISTRATION_CONFIRMED_PATH,
              loader: entryGuard('RegistrationConfirmed', open),
              lazy: () =>
                withChunkTimeout(
                  withTexts(
                    () => import('../features/registration/routes/registration-confirm-link-route'),
                    ['registration'],
                  ),
                ).then((m) => ({ Component: m.EmailConfirmedRoute })),
            },
            {
              path: EMAIL_CONFIRMED_PATH,
              loader: entryGuard('EmailConfirmed', open),
              lazy: () =>
                withChunkTimeout(
                  withTexts(
                    () => import('../features/registration/routes/registration-confirm-link-route'),
                    ['registration'],
                  ),
                ).then((m) => ({ Component: m.EmailConfirmedRoute })),
            },
            {
              // The account's pages share the side menu (issue 14); each keeps its own guard.
              lazy: () =>
                withChunkTimeout(() => import('./shell/profile-layout')).then((m) => ({
                  Component: m.ProfileLayout,
                })),
              children: [
                {
                  // SPEC §2: profile-update (breadcrumb 'Il mio profilo') and profile-confirmed.
                  path: PROFILE_UPDATE_PATH,
                  loader: requiresAuth(queryClient),
                  handle: { breadcrumb: 'Il mio profilo' },
                  lazy: () =>
                    withChunkTimeout(
                      withTexts(
                        () => import('./routes/profile-update-page'),
                        ['account', 'checkout', 'registration'],
                      ),
                    ).then((m) => ({
                      Component: m.ProfileUpdatePage,
                    })),
                },
                {
                  path: PROFILE_CONFIRMED_PATH,
                  loader: async (args) =>
                    (await requiresAuth(queryClient)(args)) ??
                    entryGuard('ProfileConfirmed', {
                      kind: 'pass',
                      fallback: PROFILE_UPDATE_PATH,
                    })(args),
                  lazy: () =>
                    withChunkTimeout(
                      withTexts(() => import('../features/account'), ['account']),
                    ).then((m) => ({
                      Component: m.ProfileConfirmedRoute,
                    })),
                },
                {
                  path: USER_BOARD_PATH,
                  loader: requiresAuth(queryClient),
                  lazy: () =>
                    withChunkTimeout(() => import('./routes/account-dashboard-route')).then(
                      (m) => ({ Component: m.AccountDashboardRoute }),
                    ),
                },
                {
                  // SPEC §2: addresses (breadcrumb 'I miei indirizzi'), manage and manage/{addressId}.
                  path: ADDRESSES_PATH,
                  loader: requiresAuth(queryClient),
                  handle: { breadcrumb: 'I miei indirizzi' },
                  children: [
                    {
                      index: true,
                      lazy: () =>
                        withChunkTimeout(
                          () => import('../features/delivery/routes/addresses-route'),
                        ).then((m) => ({ Component: m.AddressesRoute })),
                    },
                    {
                      path: ADDRESS_MANAGE_ROUTE,
                      lazy: () =>
                        withChunkTimeout(
                          () => import('../features/delivery/routes/address-manage-route'),
                        ).then((m) => ({ Component: m.AddressManageRoute })),
                    },
                  ],
                },
                {
                  // SPEC §7 giftcertificate/list and list-manual-assigned, and the loyalty points.
                  path: GIFT_CERTIFICATES_PATH,
                  loader: requiresAuth(queryClient),
                  handle: { breadcrumb: 'Buoni e punti' },
                  lazy: () =>
                    withChunkTimeout(
                      withTexts(
                        () => import('../features/gift-certificates'),
                        ['giftCertificates'],
                      ),
                    ).then((m) => ({
                      Component: m.GiftCertificatesRoute,
                    })),
                },
                {
                  // SPEC §2: orders (breadcrumb 'I miei ordini'), MyOrders and Order at :orderId
                  // (breadcrumb 'Dettaglio ordine'); /profile/orders/{orderId} is a deep link.
                  path: ORDERS_PATH,
                  loader: requiresAuth(queryClient),
                  handle: { breadcrumb: 'I miei ordini' },
                  children: [
                    {
                      index: true,
                      lazy: () =>
                        withChunkTimeout(
                          withTexts(() => import('../features/orders'), ['orders', 'checkout']),
                        ).then((m) => ({
                          Component: m.MyOrdersRoute,
                        })),
                    },
                    {
                      path: ORDER_ROUTE,
                      handle: { breadcrumb: 'Dettaglio ordine' },
                      lazy: () =>
                        withChunkTimeout(
                          withTexts(() => import('./routes/order-page'), ['orders', 'checkout']),
                        ).then((m) => ({
                          Component: m.OrderPage,
                        })),
                    },
                  ],
                },
              ],
            },
            {
              // SPEC §2 Checkout: every step requires authentication.
              loader: requiresAuth(queryClient),
              children: [
                {
                  path: CHECKOUT_PATH,
                  lazy: () =>
                    withChunkTimeout(
                      withTexts(() => import('./routes/checkout-page'), ['checkout']),
                    ).then((m) => ({
                      Component: m.CheckoutPage,
                    })),
                },
                {
                  // Route name Payment: only a cart locked by checkout/prepare is paid here.
                  path: PAYMENT_PATH,
                  lazy: () =>
                    withChunkTimeout(
                      withTexts(() => import('./routes/payment-page'), ['checkout']),
                    ).then((m) => ({
                      Component: m.PaymentPage,
                      loader: m.paymentLoader(queryClient),
                    })),
                },
                {
                  path: PAYMENT_COMPLETED_ROUTE,
                  lazy: () =>
                    withChunkTimeout(
                      withTexts(() => import('../features/checkout'), ['checkout']),
                    ).then((m) => ({
                      Component: m.PaymentCompletedRoute,
                    })),
                },
                {
                  path: PAYMENT_ERROR_ROUTE,
                  lazy: () =>
                    withChunkTimeout(
                      withTexts(() => import('../features/checkout'), ['checkout']),
                    ).then((m) => ({
                      Component: m.PaymentErrorRoute,
                    })),
                },
              ],
            },
            {
              path: NOT_FOUND_PATH,
              handle: notFoundHandle,
              lazy: () =>
                withChunkTimeout(() => import('./routes/not-found-route')).then((m) => ({
                  Component: m.NotFoundRoute,
                })),
            },
            {
              path: SERVICE_DOWN_PATH,
              handle: serviceDownHandle,
              lazy: () =>
                withChunkTimeout(() => import('./routes/service-down-route')).then((m) => ({
                  Component: m.ServiceDownRoute,
                })),
            },
            // Catalog (SPEC §2): pre-entry checks are loaders (features/catalog/routes).
            {
              path: CATEGORY_ROUTE,
              lazy: () =>
                withChunkTimeout(() => import('../features/catalog/routes/category-route')).then(
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
              lazy: () =>
                withChunkTimeout(() => import('../features/catalog/routes/product-route')).then(
                  (m) => ({
                    Component: m.ProductRoute,
                    loader: m.productLoader(queryClient, defaultWarehouseId),
                    handle: { prefetch: m.prefetchProductPage } satisfies RouteHandle,
                  }),
                ),
            },
            {
              path: SEARCH_PATH,
              lazy: () =>
                withChunkTimeout(() => import('../features/catalog/routes/search-route')).then(
                  (m) => ({
                    Component: m.SearchRoute,
                    loader: m.searchLoader,
                    handle: { prefetch: m.prefetchSearchPage } satisfies RouteHandle,
                  }),
                ),
            },
            {
              path: FAST_SEARCH_PATH,
              lazy: () =>
                withChunkTimeout(() => import('../features/catalog/routes/search-route')).then(
                  (m) => ({ Component: m.FastSearchRoute, loader: m.fastSearchLoader }),
                ),
            },
            // Content (SPEC §2 Home and content): pages, FAQ, flyers, awards, customer service.
            {
              path: PAGE_ROUTE,
              lazy: () =>
                withChunkTimeout(() => import('../features/content/routes/page-route')).then(
                  (m) => ({ Component: m.PageRoute }),
                ),
            },
            ...[FAQ_PATH, FAQ_CATEGORY_ROUTE].map((path) => ({
              path,
              lazy: () =>
                withChunkTimeout(() => import('../features/content/routes/faq-route')).then(
                  (m) => ({ Component: m.FaqRoute }),
                ),
            })),
            {
              path: FLYERS_PATH,
              lazy: () =>
                withChunkTimeout(() => import('../features/content/routes/flyers-route')).then(
                  (m) => ({ Component: m.FlyersRoute }),
                ),
            },
            {
              path: FLYER_ROUTE,
              lazy: () =>
                withChunkTimeout(() => import('../features/content/routes/flyers-route')).then(
                  (m) => ({ Component: m.FlyerRoute }),
                ),
            },
            {
              path: AWARDS_PATH,
              lazy: () =>
                withChunkTimeout(() => import('../features/content/routes/awards-route')).then(
                  (m) => ({ Component: m.AwardsRoute }),
                ),
            },
            {
              path: CUSTOMER_SERVICE_PATH,
              lazy: () =>
                withChunkTimeout(
                  () => import('../features/content/routes/customer-service-route'),
                ).then((m) => ({ Component: m.CustomerServiceRoute })),
            },
            {
              path: ADMIN_LOGIN_PATH,
              handle: consoleHandle,
              lazy: () =>
                withChunkTimeout(() => import('../features/admin')).then((m) => ({
                  Component: m.StaffLoginRoute,
                })),
            },
            {
              path: ADMIN_PATH,
              handle: consoleHandle,
              loader: async (args) => {
                const { requiresStaff } = await withChunkTimeout(() => import('../features/admin'));
                return requiresStaff(queryClient)(args);
              },
              lazy: () =>
                withChunkTimeout(() => import('../features/admin')).then((m) => ({
                  Component: m.BoardRoute,
                })),
            },
            {
              path: ADMIN_ORDER_ROUTE,
              handle: consoleHandle,
              loader: async (args) => {
                const { requiresStaff } = await withChunkTimeout(() => import('../features/admin'));
                return requiresStaff(queryClient)(args);
              },
              lazy: () =>
                withChunkTimeout(() => import('./routes/admin-order-page')).then((m) => ({
                  Component: m.AdminOrderPage,
                })),
            },
            { path: SHOP_PREFIX, loader: shopPrefixRedirect, Component: RedirectOnly },
            { path: `${SHOP_PREFIX}/*`, loader: shopPrefixRedirect, Component: RedirectOnly },
            {
              path: '*',
              lazy: () =>
                withChunkTimeout(() => import('./routes/not-found-route')).then((m) => ({
                  Component: m.NotFoundRoute,
                })),
            },
          ],
        },
      ],
    },
  ];
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
