import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { BrandPublic } from '@spesa/domain';
import { i18n } from '../i18n';
import { BrandProvider } from '../lib/brand';

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
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BrandProvider>
    </I18nextProvider>
  );
}
