import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { emitNotLoggedIn } from '../lib/session';
import { applyBrandTexts, LOCALE } from '../i18n';
import { api } from '../lib/api';
import { applyTheme, loadBrand } from '../lib/brand';
import { showPopup, showToast } from './notifications';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { NOT_FOUND_PATH, SERVICE_DOWN_PATH } from '../config/paths';
import { createAppRouter } from './router';

async function fetchBrand(): Promise<unknown> {
  const body = await api.request('/ebsn/api/brand', { notify: false, navigateOnError: false });
  return body.data;
}

/**
 * Start-up: the brand (injected, or fetched in Vite dev), its theme and texts,
 * then the HTTP client's wiring to the app, then the first render.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const brand = await loadBrand(fetchBrand);
  document.documentElement.lang = LOCALE;
  applyTheme(brand.theme);
  applyBrandTexts(brand.texts);

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const goTo = (path: string) => {
    if (router.state.location.pathname !== path) void router.navigate(path);
  };

  api.configure({
    popupMessageCodes: brand.config.popupMessageCodes,
    recaptchaEndpoints: brand.config.recaptchaEndpoints,
    notify: showToast,
    popup: showPopup,
    onSessionExpired: () => emitNotLoggedIn(),
    onServiceDown: () => goTo(SERVICE_DOWN_PATH),
    onNotFound: () => goTo(NOT_FOUND_PATH),
    currentPath: () => router.state.location.pathname,
  });

  createRoot(container).render(
    <StrictMode>
      <AppProviders brand={brand} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
