import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import {
  anonymousUser,
  type BrandPublic,
  type Cart,
  type Envelope,
  type User,
} from '@spesa/domain';
import { BrandProvider, FALLBACK_BRAND } from '../lib/brand';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function testBrand(patch: Partial<BrandPublic> = {}): BrandPublic {
  return { ...FALLBACK_BRAND, name: 'Mercatò', ...patch };
}

export interface RenderOptions {
  brand?: BrandPublic;
  queryClient?: QueryClient;
  path?: string;
  /** Extra routes beside the one rendering `ui` (targets of navigation). */
  routes?: { path: string; element: ReactNode }[];
}

/** Renders inside the app's providers and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [{ path: path.split('?')[0], element: ui }, ...(options.routes ?? [])],
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

export function testUser(patch: Partial<User> = {}): User {
  return {
    ...anonymousUser(),
    userId: 42,
    login: 'mario.rossi@esempio.it',
    email: 'mario.rossi@esempio.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    userType: { userTypeId: '3' },
    ...patch,
  };
}

export function testCart(patch: Partial<Cart> = {}): Cart {
  return {
    cartId: 1,
    cartStatusId: 1,
    user: anonymousUser(),
    store: null,
    warehouse: { warehouseId: 89 },
    shippingAddress: null,
    selectedService: null,
    timeslot: null,
    cartItems: [],
    totalItems: 0,
    grossTotal: 0,
    giftTotal: 0,
    packageTotal: 0,
    deliveryFee: 0,
    totalPrice: 0,
    cartInfos: {},
    giftCertificates: [],
    orderAdjustmentSummary: { orderAdjustments: [], totalAmount: 0 },
    giftCertificatesToGenerate: [],
    orderPackages: [],
    userPoints: {},
    ...patch,
  };
}
