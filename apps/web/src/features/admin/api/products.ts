import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CategoryTreeResponseSchema,
  StaffProductListSchema,
  StaffProductSchema,
  type Category,
  type StaffProduct,
  type StaffProductList,
  type StaffProductSave,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { staffKeys } from './staff';

/** The manager's «Prodotti» (manager only; a picker's page asks nothing). */
const productKeys = {
  search: (query: string) => [...staffKeys.all, 'products', query] as const,
  product: (productId: number) => [...staffKeys.all, 'product', productId] as const,
};

const quiet = { notify: false, navigateOnError: false } as const;

/** A page of the search; `query` is the query string the filters make. */
export function useProductSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.search(query),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<StaffProductList> =>
      parseResponse(
        StaffProductListSchema,
        (await api.request(`/ebsn/api/staff/products?${query}`, { signal, ...quiet })).data,
      ),
  });
}

export function useStaffProduct(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.product(productId),
    enabled,
    // The form is filled from one reading: another tab's save must not change it under the manager.
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }): Promise<StaffProduct> =>
      parseResponse(
        StaffProductSchema,
        (
          await api.request(`/ebsn/api/staff/product?product_id=${productId}`, {
            signal,
            ...quiet,
          })
        ).data,
      ),
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: StaffProductSave): Promise<StaffProduct> =>
      parseResponse(
        StaffProductSchema,
        (await api.request('/ebsn/api/staff/product', { method: 'POST', json: form, ...quiet }))
          .data,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(productKeys.product(saved.productId), saved);
      // The product's entries of the record, wherever the record is shown.
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'changes'] });
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'products'] });
    },
  });
}

/** The shop's categories, each with its path from the top, for the search's filter. */
export function useCategoryChoices() {
  return useQuery({
    queryKey: [...staffKeys.all, 'categories'] as const,
    staleTime: 15 * 60_000,
    queryFn: async ({ signal }): Promise<{ categoryId: number; path: string }[]> => {
      const tree = parseResponse(
        CategoryTreeResponseSchema,
        (await api.request('/ebsn/api/category', { signal, ...quiet })).data,
      ).categories;
      const choices: { categoryId: number; path: string }[] = [];
      const walk = (level: readonly Category[], above: string) => {
        for (const c of level) {
          const path = above ? `${above} > ${c.name}` : c.name;
          choices.push({ categoryId: c.categoryId, path });
          walk(c.categories ?? [], path);
        }
      };
      walk(tree, '');
      return choices;
    },
  });
}
