import { useQuery } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  ProductListResponseSchema,
  type FlyerPage,
  type Product,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { useListViewer } from '../../../lib/session';
import { contentKeys } from './keys';

/**
 * GET /ebsn/api/products?product_ids=…: a flyer's offers as the catalogue sells them
 * (price, stock, unit), so that each goes into the cart with one tap. One call for
 * every page of the flyer; an offer the warehouse does not sell is simply absent.
 */
async function getFlyerProducts(ids: readonly number[], signal?: AbortSignal): Promise<Product[]> {
  const body = await api.request('/ebsn/api/products', {
    query: { product_ids: ids.join(',') },
    signal,
    notify: false,
  });
  return parseResponse(ProductListResponseSchema, body.data).products;
}

/** Outside the hook: a stable function, so the map is built once per answer. */
const byId = (products: Product[]) =>
  new Map(products.map((product) => [product.productId, product]));

/** The flyer's products by id, priced by the cart's warehouse (the listings' viewer). */
export function useFlyerProducts(pages: readonly FlyerPage[]) {
  // A call answers at most a page of products: a longer flyer's last offers keep their link only.
  const ids = [...new Set(pages.flatMap((page) => page.products.map((p) => p.productId)))].slice(
    0,
    MAX_PAGE_SIZE,
  );
  const { warehouseId } = useListViewer();
  return useQuery({
    queryKey: contentKeys.flyerProducts(ids, warehouseId),
    queryFn: ({ signal }) => getFlyerProducts(ids, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
    select: byId,
  });
}
