import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ProductListResponseSchema,
  StaffOfferEndSchema,
  StaffOfferListSchema,
  StaffOfferSchema,
  type OfferState,
  type StaffOffer,
  type StaffOfferBody,
  type StaffOfferEnd,
  type StaffOfferList,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { staffKeys } from './staff';

/** The manager's «Offerte» (manager only; a picker's page asks nothing). */
const offerKeys = {
  all: () => [...staffKeys.all, 'offers'] as const,
  list: (state: OfferState, page: number) => [...staffKeys.all, 'offers', state, page] as const,
  search: (q: string) => [...staffKeys.all, 'offer-products', q] as const,
};

const quiet = { notify: false, navigateOnError: false } as const;

export function useOffers(state: OfferState, page: number, enabled: boolean) {
  return useQuery({
    queryKey: offerKeys.list(state, page),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<StaffOfferList> =>
      parseResponse(
        StaffOfferListSchema,
        (await api.request('/ebsn/api/staff/offers', { query: { state, page }, signal, ...quiet }))
          .data,
      ),
  });
}

/** Creates an offer, or changes the one named. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      offerId,
      body,
    }: {
      offerId: string | null;
      body: StaffOfferBody;
    }): Promise<StaffOffer> =>
      parseResponse(
        StaffOfferSchema,
        (
          await api.request(`/ebsn/api/staff/offers${offerId ? `/${offerId}` : ''}`, {
            method: 'POST',
            json: body,
            ...quiet,
          })
        ).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all() }),
  });
}

export function useEndOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: string): Promise<StaffOfferEnd> =>
      parseResponse(
        StaffOfferEndSchema,
        (await api.request(`/ebsn/api/staff/offers/${offerId}/end`, { json: {}, ...quiet })).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all() }),
  });
}

/** A product the manager may put on offer, as the storefront's search finds it. */
export interface FoundProduct {
  productId: number;
  name: string;
}

/** The storefront's search (GET /ebsn/api/products?q=), its first results. */
export function useProductSearch(q: string) {
  return useQuery({
    queryKey: offerKeys.search(q),
    enabled: q.trim().length >= 2,
    queryFn: async ({ signal }): Promise<FoundProduct[]> =>
      parseResponse(
        ProductListResponseSchema,
        (
          await api.request('/ebsn/api/products', {
            query: { q: q.trim(), page: 1, page_size: 8 },
            signal,
            ...quiet,
          })
        ).data,
      ).products.map((p) => ({ productId: p.productId, name: p.name })),
  });
}
