import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BoardSchema,
  StaffAlternativeSchema,
  StaffIdpSchema,
  StaffMeSchema,
  StaffOrderSchema,
  type Board,
  type StaffAlternative,
  type StaffMe,
  type StaffOrder,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  idp: () => [...staffKeys.all, 'idp'] as const,
  board: () => [...staffKeys.all, 'board'] as const,
  order: (orderId: number) => [...staffKeys.all, 'order', orderId] as const,
  alternatives: (orderId: number, orderItemId: number) =>
    [...staffKeys.all, 'alternatives', orderId, orderItemId] as const,
};

/** The console shows its own errors in place: no toast, no trip to the error pages. */
export const quiet = { notify: false, navigateOnError: false } as const;

export async function getStaffMe(signal?: AbortSignal): Promise<StaffMe> {
  const body = await api.request('/ebsn/api/staff/me', { signal, ...quiet });
  return parseResponse(StaffMeSchema, body.data);
}

export const staffMeQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.me(), queryFn: ({ signal }) => getStaffMe(signal) });

export const useStaffMe = () => useQuery(staffMeQueryOptions());

/** Whether the shop trusts the local development IdP in production (the sign-in page warns). */
export const useStaffIdp = () =>
  useQuery({
    queryKey: staffKeys.idp(),
    queryFn: async ({ signal }) =>
      parseResponse(
        StaffIdpSchema,
        (await api.request('/ebsn/api/saml/idp', { signal, ...quiet })).data,
      ),
    staleTime: Infinity,
  });

export function useBoard() {
  return useQuery({
    queryKey: staffKeys.board(),
    queryFn: async ({ signal }): Promise<Board> =>
      parseResponse(
        BoardSchema,
        (await api.request('/ebsn/api/staff/orders', { signal, ...quiet })).data,
      ),
    // The store works the board all day: new orders arrive without a reload.
    refetchInterval: 60_000,
  });
}

export function useStaffOrder(orderId: number) {
  return useQuery({
    queryKey: staffKeys.order(orderId),
    queryFn: async ({ signal }): Promise<StaffOrder> =>
      parseResponse(
        StaffOrderSchema,
        (
          await api.request('/ebsn/api/staff/order', {
            query: { order_id: orderId },
            signal,
            ...quiet,
          })
        ).data,
      ),
  });
}

export function useAlternatives(orderId: number, orderItemId: number | null) {
  return useQuery({
    queryKey: staffKeys.alternatives(orderId, orderItemId ?? 0),
    enabled: orderItemId !== null,
    queryFn: async ({ signal }): Promise<StaffAlternative[]> =>
      parseResponse(
        z.object({ alternatives: z.array(StaffAlternativeSchema) }),
        (
          await api.request('/ebsn/api/staff/alternatives', {
            query: { order_id: orderId, order_item_id: orderItemId },
            signal,
            ...quiet,
          })
        ).data,
      ).alternatives,
  });
}

export type StaffChange =
  | { kind: 'status'; statusId: number }
  | { kind: 'weigh'; orderItemId: number; weight: number; confirm: boolean }
  | { kind: 'missing' | 'found'; orderItemId: number }
  | { kind: 'substitute'; orderItemId: number; productId: number }
  | { kind: 'bag' | 'capture' | 'refund' | 'reopen' };

async function sendChange(orderId: number, change: StaffChange): Promise<StaffOrder> {
  const base = { order_id: orderId };
  const [path, json] = ((): [string, object] => {
    switch (change.kind) {
      case 'status':
        return ['status', { ...base, status_id: change.statusId }];
      case 'weigh':
        return [
          'weigh',
          {
            ...base,
            order_item_id: change.orderItemId,
            weight: change.weight,
            confirm: change.confirm,
          },
        ];
      case 'bag':
      case 'capture':
      case 'refund':
      case 'reopen':
        return [change.kind, base];
      case 'substitute':
        return [
          'substitute',
          { ...base, order_item_id: change.orderItemId, product_id: change.productId },
        ];
      default:
        return [change.kind, { ...base, order_item_id: change.orderItemId }];
    }
  })();
  const body = await api.request(`/ebsn/api/staff/order/${path}`, {
    method: 'POST',
    json,
    ...quiet,
  });
  return parseResponse(StaffOrderSchema, body.data);
}

/** Every change answers the order as it now stands: the page shows that answer at once. */
export function useStaffChange(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffChange) => sendChange(orderId, change),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.order(orderId), answer);
      void queryClient.invalidateQueries({ queryKey: staffKeys.board() });
    },
  });
}
