import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CategoryTreeResponseSchema,
  ProductListResponseSchema,
  type Category,
  type Product,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { useListViewer } from '../../../lib/session';

/** The home's product rows: the catalogue's promo, new and preferred lists. */
export type HomeShelf = 'promo' | 'new' | 'preferred';

/** Enough to fill a row on a wide screen and scroll a little. */
const SHELF_SIZE = 10;

export const homeKeys = {
  all: ['home'] as const,
  shelf: (shelf: HomeShelf, warehouseId: number | null, userId: number | null) =>
    [...homeKeys.all, 'shelf', shelf, warehouseId, userId] as const,
  departments: () => [...homeKeys.all, 'departments'] as const,
};

/** GET /ebsn/api/products with the row's filter; a failing row is left out quietly. */
async function getShelf(shelf: HomeShelf, signal?: AbortSignal): Promise<Product[]> {
  const body = await api.request('/ebsn/api/products', {
    query: {
      [shelf]: true,
      page_size: SHELF_SIZE,
      ...(shelf === 'promo' ? { sort: 'promo' } : {}),
    },
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(ProductListResponseSchema, body.data).products;
}

/** Keyed by the viewer: prices follow the cart's warehouse, preferred products the shopper. */
export const shelfQueryOptions = (
  shelf: HomeShelf,
  warehouseId: number | null,
  userId: number | null,
) =>
  queryOptions({
    queryKey: homeKeys.shelf(shelf, warehouseId, userId),
    queryFn: ({ signal }) => getShelf(shelf, signal),
    staleTime: 60_000,
  });

/** GET /ebsn/api/category?depth=1: the departments only, not the whole tree. */
async function getDepartments(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.request('/ebsn/api/category', {
    query: { depth: 1 },
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(CategoryTreeResponseSchema, body.data).categories.filter(
    (category) => category.metaData.category_info.HIDE_IN_MENU !== 'true',
  );
}

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
    staleTime: 15 * 60_000,
  });

/**
 * A row of the home for whoever looks (the listings' viewer: the brand's default
 * warehouse until the cart is known, the one the server rendered); the preferred
 * row only asks once the shopper is known to be logged in.
 */
export function useShelf(shelf: HomeShelf) {
  const { warehouseId, userId } = useListViewer();
  return useQuery({
    ...shelfQueryOptions(shelf, warehouseId, shelf === 'preferred' ? userId : null),
    enabled: shelf !== 'preferred' || userId !== null,
    // The cart's warehouse arrives after the first render: the row stays until its prices do.
    placeholderData: keepPreviousData,
  });
}

export const useDepartments = () => useQuery(departmentsQueryOptions());
