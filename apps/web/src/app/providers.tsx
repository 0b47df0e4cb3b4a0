import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { BrandPublic } from '@spesa/domain';
import { i18n } from '../i18n';
import { BrandProvider } from '../lib/brand';
import { ProductActionProvider, type RenderProductAction } from '../components/product';
import { ProductCartControl } from '../features/cart';

/** Wherever a product is shown, the shopper adds it through the cart's control. */
export const cartControlAction: RenderProductAction = (product, variant) => (
  <ProductCartControl product={product} variant={variant} />
);

export function AppProviders({
  brand,
  queryClient,
  children,
}: {
  brand: BrandPublic;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <QueryClientProvider client={queryClient}>
          <ProductActionProvider render={cartControlAction}>{children}</ProductActionProvider>
        </QueryClientProvider>
      </BrandProvider>
    </I18nextProvider>
  );
}
