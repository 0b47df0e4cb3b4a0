import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OrderNoteListResponseSchema,
  OrderNoteResponseSchema,
  type OrderNote,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { orderKeys } from './keys';

/** POST /ebsn/api/note/list/ (docs/rules/orders.md) with the filter { orderId }: the order's rating, if any. */
export async function getOrderNote(
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderNote | null> {
  const body = await api.request('/ebsn/api/note/list/', {
    method: 'POST',
    json: { orderId },
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(OrderNoteListResponseSchema, body.data).data[0] ?? null;
}

export const orderNoteQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKeys.detail(orderId), 'note'] as const,
    queryFn: ({ signal }) => getOrderNote(orderId, signal),
  });

export function useOrderNote(orderId: number, enabled: boolean) {
  return useQuery({ ...orderNoteQueryOptions(orderId), enabled });
}

export interface SaveOrderNote {
  orderId: number;
  rating: number;
  text: string;
  /** The existing note: saving then updates it instead of adding one. */
  noteId?: number;
}

/**
 * POST note/order/add, or note/order/update when the order has a note
 * (docs/rules/orders.md). The server's 'Grazie…' is the success toast; a refusal stays in the dialog.
 */
export async function saveOrderNote(note: SaveOrderNote): Promise<OrderNote> {
  const path =
    note.noteId === undefined ? '/ebsn/api/note/order/add' : '/ebsn/api/note/order/update';
  const body = await api.request(path, {
    method: 'POST',
    json: note,
    notify: false,
    navigateOnError: false,
  });
  const saved = parseResponse(OrderNoteResponseSchema, body.data).data;
  api.announce(body);
  return saved;
}

export function useSaveOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrderNote,
    onSuccess: (note) =>
      queryClient.setQueryData(orderNoteQueryOptions(note.orderId).queryKey, note),
  });
}
