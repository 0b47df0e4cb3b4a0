import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListResponseSchema, type ProductListResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import type { ProductListRequest } from '../model/filters';
import type { ListViewer } from '../../../lib/session';
import { catalogKeys } from './keys';

/** A page of products with what the server says about the search ('Nessun risultato per …'). */
export type ProductList = ProductListResponse & { notices: string[] };

/**
 * GET /ebsn/api/products: a page of a category or a search, with its facets.
 * Lists are cached by the client's GET cache except the preferred ones (docs/rules/api-conventions.md).
 * The search's infos are shown with its results, not as a toast on every page and sort.
 */
export async function getProducts(
  request: ProductListRequest,
  signal?: AbortSignal,
): Promise<ProductList> {
  const body = await api.request('/ebsn/api/products', {
    query: { ...request },
    signal,
    notify: false,
  });
  return {
    ...parseResponse(ProductListResponseSchema, body.data),
    notices: body.response.infos.flatMap((m) => (m.info ? [m.info] : [])),
  };
}

export const productsQueryOptions = (request: ProductListRequest, viewer: ListViewer) =>
  queryOptions({
    queryKey: catalogKeys.productList(request, viewer),
    queryFn: ({ signal }) => getProducts(request, signal),
    staleTime: 60_000,
  });

/** Keeps the previous page on screen while the next one loads (no skeleton flash on filter changes). */
export function useProducts(
  request: ProductListRequest,
  viewer: ListViewer,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...productsQueryOptions(request, viewer),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
