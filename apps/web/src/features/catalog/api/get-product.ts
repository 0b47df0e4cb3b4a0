import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListResponseSchema, type Product } from '@spesa/domain';
import { ApiError, ClientErrorCode, api, parseResponse } from '../../../lib/api';
import { i18n } from '../../../i18n';
import { catalogKeys } from './keys';

/** GET /ebsn/api/products?slug=…: one product (404 when unknown, left to the page by the client). */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  const body = await api.request('/ebsn/api/products', { query: { slug }, signal });
  const product = parseResponse(ProductListResponseSchema, body.data).products[0];
  if (!product)
    throw new ApiError({
      status: 404,
      code: ClientErrorCode.notFound,
      message: i18n.t('errors:notFoundText'),
    });
  return product;
}

export const productQueryOptions = (slug: string, warehouseId: number | null) =>
  queryOptions({
    queryKey: catalogKeys.product(slug, warehouseId),
    queryFn: ({ signal }) => getProduct(slug, signal),
    staleTime: 60_000,
  });

/**
 * When the cart's warehouse arrives (after the page rendered with the default
 * one), the product stays on screen while its prices are asked again.
 */
export function useProduct(slug: string, warehouseId: number | null) {
  return useQuery({
    ...productQueryOptions(slug, warehouseId),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}
