import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { formatEuro, isAuthenticated, type User } from '@spesa/domain';
import { authKeys, emitNotLoggedIn } from '../lib/session';
import { applyBrandTexts, LOCALE } from '../i18n';
import { api } from '../lib/api';
import { applyTheme, loadBrand } from '../lib/brand';
import { recaptchaClientConfig } from '../lib/recaptcha';
import { forgetShopperCaches } from '../lib/service-worker/forget';
import { showPopup, showToast } from './notifications';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { NOT_FOUND_PATH, SERVICE_DOWN_PATH } from '../config/paths';
import { resetStoredFilters } from '../features/catalog';
import { readPageData, type PageData } from './page-data';
import { createAppRouter, type AppRouter } from './router';
import type { RouteHandle } from './shell/route-handle';
import { preloadAccountMenu } from './shell/navbar';
import { cn } from '../ui';

async function fetchBrand(): Promise<unknown> {
  const body = await api.request('/ebsn/api/brand', { notify: false, navigateOnError: false });
  return body.data;
}

/**
 * The query cache the server rendered the page from. Its fetch times were sent
 * as 0 (entry-server.tsx): the data is as fresh as the page, which the browser
 * has just revalidated.
 */
function hydrateQueries(queryClient: QueryClient, data: PageData): void {
  const now = Date.now();
  hydrate(queryClient, {
    ...data.queries,
    queries: data.queries.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
}

/**
 * The lazy parts of the server-rendered page, so that they hydrate with it; one
 * that fails to load is rendered afresh by the client when it arrives.
 */
async function preloadServerRenderedParts(
  router: AppRouter,
  queryClient: QueryClient,
): Promise<void> {
  const user = queryClient.getQueryData<User>(authKeys.test());
  await Promise.allSettled([
    ...router.state.matches.map((match) =>
      (match.route.handle as RouteHandle | undefined)?.preload?.(),
    ),
    // A logged-in shopper's page came with the account menu in its header.
    user && isAuthenticated(user) ? preloadAccountMenu() : undefined,
  ]);
}

/**
 * What the first render builds on first use, each costly on a phone (tailwind-merge's class
 * map, the locale's number data behind the euro format): main.tsx runs each in a task of
 * its own before hydration, which would otherwise build them inside one of its slices
 * (issue 12).
 */
export const FIRST_USE_WARM_UPS: ReadonlyArray<() => unknown> = [
  () => cn('p-0', 'p-1'),
  () => formatEuro(0),
];

/**
 * Start-up: the brand (injected, or fetched in Vite dev), its theme and texts,
 * then the HTTP client's wiring to the app, then the first render: hydration of
 * a page the server rendered (its data block), else a render from scratch.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const brand = await loadBrand(fetchBrand);
  document.documentElement.lang = LOCALE;
  applyTheme(brand.theme);
  applyBrandTexts(brand.texts);

  const pageData = readPageData();
  const queryClient = createQueryClient();
  if (pageData) {
    hydrateQueries(queryClient, pageData);
    // The client does not run the loaders of a hydrated page: the catalogue's pre-entry
    // check would have forgotten the stored filters, as on any entry from outside (docs/rules/shop-shell.md).
    resetStoredFilters();
  }
  const router = await createAppRouter(queryClient, brand, pageData?.router);
  if (pageData) await preloadServerRenderedParts(router, queryClient);
  const goTo = (path: string) => {
    if (router.state.location.pathname !== path) void router.navigate(path);
  };

  api.configure({
    popupMessageCodes: brand.config.popupMessageCodes,
    ...recaptchaClientConfig(brand.config),
    notify: showToast,
    popup: showPopup,
    onSessionExpired: () => emitNotLoggedIn(),
    onLoginRequired: forgetShopperCaches,
    onServiceDown: () => goTo(SERVICE_DOWN_PATH),
    // The catalogue changed on the server: what the page shows is read again.
    onCacheBurst: () => void queryClient.invalidateQueries(),
    onNotFound: () => goTo(NOT_FOUND_PATH),
    currentPath: () => router.state.location.pathname,
  });

  const app = (
    <StrictMode>
      <AppProviders brand={brand} queryClient={queryClient} serverRendered={pageData !== null}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's blocking time, issue 12).
  if (pageData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
