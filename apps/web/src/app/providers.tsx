import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { BrandPublic } from '@spesa/domain';
import { i18n as appI18n } from '../i18n';
import { BrandProvider } from '../lib/brand';
import { ProductActionProvider, type RenderProductAction } from '../components/product';
import { ProductCartControl } from '../features/cart';
import { KeepProduct } from '../features/lists/components/keep-product';
import { ServerRenderedProvider } from './page-data';

/** Wherever a product is shown, the shopper adds it through the cart's control. */
export const cartControlAction: RenderProductAction = (product, variant) => (
  <ProductCartControl product={product} variant={variant} />
);

/** Wherever a product is shown, the shopper keeps it for later through the lists' heart. */
export const listsKeepAction: RenderProductAction = (product, variant) => (
  <KeepProduct product={product} variant={variant} />
);

export function AppProviders({
  brand,
  queryClient,
  i18n = appI18n,
  serverRendered = false,
  children,
}: {
  brand: BrandPublic;
  queryClient: QueryClient;
  /** The server renders each brand with an instance of its own. */
  i18n?: typeof appI18n;
  /** The page is, or was, rendered on the server (see useServerRendered). */
  serverRendered?: boolean;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <QueryClientProvider client={queryClient}>
          <ServerRenderedProvider value={serverRendered}>
            <ProductActionProvider render={cartControlAction} keep={listsKeepAction}>
              {children}
            </ProductActionProvider>
          </ServerRenderedProvider>
        </QueryClientProvider>
      </BrandProvider>
    </I18nextProvider>
  );
}
