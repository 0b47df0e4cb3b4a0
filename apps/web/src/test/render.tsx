import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type LoaderFunction } from 'react-router';
import { render } from '@testing-library/react';
import type { BrandPublic, Envelope } from '@spesa/domain';
import { BrandProvider } from '../lib/brand';
import { testBrand } from './fixtures/brand';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface RenderOptions {
  brand?: BrandPublic;
  queryClient?: QueryClient;
  path?: string;
  /** The pattern of the route rendering `ui` ('/orders/:orderId'); `path` without its query by default. */
  route?: string;
  /** Extra routes beside the one rendering `ui` (targets of navigation). */
  routes?: { path: string; element: ReactNode }[];
  /** The loader of the route rendering `ui` (a guard). */
  loader?: LoaderFunction;
}

/** Renders inside the app's providers and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      { path: options.route ?? path.split('?')[0], element: ui, loader: options.loader },
      ...(options.routes ?? []),
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <BrandProvider brand={options.brand ?? testBrand()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BrandProvider>,
  );
  return { ...result, router, queryClient };
}

export function okEnvelope<T>(data: T): Envelope<T> {
  return { response: { status: 0, errors: [], infos: [], warnings: [] }, data };
}

export function refusal(code: string, error: string, status = 1): Envelope<null> {
  return { response: { status, errors: [{ code, error }], infos: [], warnings: [] }, data: null };
}

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
