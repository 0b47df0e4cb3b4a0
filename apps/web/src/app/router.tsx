import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { TIMING_MS, type BrandPublic } from '@spesa/domain';
import { stripShopPrefix } from '../lib/navigation';
import { AppShell } from './shell/app-shell';
import { ProfileLayout } from './shell/profile-layout';
import { PageSkeleton } from './shell/page-skeleton';
import type { RouteHandle } from './shell/route-handle';
import { RouteError } from './routes/route-error';
import { requiresAuth } from '../features/auth';
import {
  ADDRESSES_PATH,
  ADDRESS_MANAGE_ROUTE,
  CATEGORY_ROUTE,
  CHECKOUT_PATH,
  FAST_SEARCH_PATH,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  ORDERS_PATH,
  ORDER_ROUTE,
  PAYMENT_COMPLETED_ROUTE,
  PAYMENT_ERROR_ROUTE,
  PAYMENT_PATH,
  PRODUCT_ROUTE,
  SEARCH_PATH,
  SERVICE_DOWN_PATH,
  SHOP_PREFIX,
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

/** A loader-only route renders nothing: its loader always redirects. */
const RedirectOnly = () => null;

const notFoundHandle: RouteHandle = { hideChrome: true, skipSessionGate: true };
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
  return [
    {
      path: HOME_PATH,
      Component: AppShell,
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: () =>
                withChunkTimeout(() => import('../features/home')).then((m) => ({
                  Component: m.HomeRoute,
                })),
            },
            {
              path: LOGIN_PATH,
              lazy: () =>
                withChunkTimeout(() => import('../features/auth/routes/login-route')).then((m) => ({
                  Component: m.LoginRoute,
                })),
            },
            {
              // The account's pages share the side menu (issue 14); each keeps its own guard.
              Component: ProfileLayout,
              children: [
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
                  // SPEC §2: orders (breadcrumb 'I miei ordini'), MyOrders and Order at :orderId
                  // (breadcrumb 'Dettaglio ordine'); /profile/orders/{orderId} is a deep link.
                  path: ORDERS_PATH,
                  loader: requiresAuth(queryClient),
                  handle: { breadcrumb: 'I miei ordini' },
                  children: [
                    {
                      index: true,
                      lazy: () =>
                        withChunkTimeout(() => import('../features/orders')).then((m) => ({
                          Component: m.MyOrdersRoute,
                        })),
                    },
                    {
                      path: ORDER_ROUTE,
                      handle: { breadcrumb: 'Dettaglio ordine' },
                      lazy: () =>
                        withChunkTimeout(() => import('./routes/order-page')).then((m) => ({
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
                    withChunkTimeout(() => import('./routes/checkout-page')).then((m) => ({
                      Component: m.CheckoutPage,
                    })),
                },
                {
                  // Route name Payment: only a cart locked by checkout/prepare is paid here.
                  path: PAYMENT_PATH,
                  lazy: () =>
                    withChunkTimeout(() => import('./routes/payment-page')).then((m) => ({
                      Component: m.PaymentPage,
                      loader: m.paymentLoader(queryClient),
                    })),
                },
                {
                  path: PAYMENT_COMPLETED_ROUTE,
                  lazy: () =>
                    withChunkTimeout(() => import('../features/checkout')).then((m) => ({
                      Component: m.PaymentCompletedRoute,
                    })),
                },
                {
                  path: PAYMENT_ERROR_ROUTE,
                  lazy: () =>
                    withChunkTimeout(() => import('../features/checkout')).then((m) => ({
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
