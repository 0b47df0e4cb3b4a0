import { queryOptions, useQuery } from '@tanstack/react-query';
import { GiftCertificateListResponseSchema, type UserGiftCertificate } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { giftCertificateKeys } from './keys';

type ListName = 'list' | 'list-manual-assigned';

/**
 * GET /ebsn/api/giftcertificate/list or /list-manual-assigned (docs/rules/account.md). A
 * failure is the page's error state, not a toast (docs/rules/account.md Silent and returned).
 */
export async function getGiftCertificates(
  list: ListName,
  signal?: AbortSignal,
): Promise<UserGiftCertificate[]> {
  const body = await api.request(`/ebsn/api/giftcertificate/${list}`, {
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(GiftCertificateListResponseSchema, body.data).giftCertificates;
}

export const heldCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: giftCertificateKeys.held(),
    queryFn: ({ signal }) => getGiftCertificates('list', signal),
    staleTime: 0,
  });

export const assignedCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: giftCertificateKeys.assigned(),
    queryFn: ({ signal }) => getGiftCertificates('list-manual-assigned', signal),
    staleTime: 0,
  });

/** The codes on the cart or redeemed by an order. */
export const useHeldCertificates = () => useQuery(heldCertificatesQueryOptions());

/** The certificates the shop assigned to the shopper. */
export const useAssignedCertificates = () => useQuery(assignedCertificatesQueryOptions());
