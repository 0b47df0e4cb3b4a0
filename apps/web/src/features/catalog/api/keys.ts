import type { ListViewer } from '../../../lib/session';
import type { ProductListRequest } from '../model/filters';

/** Query keys of the catalogue (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  categoryTree: () => [...catalogKeys.categories(), 'tree'] as const,
  category: (ref: { slug?: string; categoryId?: number }) =>
    [...catalogKeys.categories(), 'detail', ref.categoryId ?? null, ref.slug ?? null] as const,
  categoryBlock: (categoryBlockId: number) =>
    [...catalogKeys.categories(), 'block', categoryBlockId] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (request: ProductListRequest, viewer: ListViewer) =>
    [
      ...catalogKeys.products(),
      'list',
      request,
      viewer.warehouseId,
      request.preferred ? viewer.userId : null,
    ] as const,
  product: (slug: string, warehouseId: number | null) =>
    [...catalogKeys.products(), 'detail', slug, warehouseId] as const,
  suggestions: (q: string) => [...catalogKeys.all, 'suggestions', q] as const,
};
