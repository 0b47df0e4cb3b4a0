import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okEnvelope, testQueryClient } from '../../test/render';
import { mockServer, readyCart } from '../../test/fixtures';
import { readAppState } from '../app-state';
import { useAbandonOrderEdit, useStartOrderEdit } from './order-edit';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

describe('order edit and the current order id (SPEC §3 app state)', () => {
  it('keeps the order being edited, and forgets it when the edit is abandoned', async () => {
    const cart = () => jsonResponse(okEnvelope({ data: readyCart() }));
    mockServer({
      '/ebsn/api/order/modify': cart,
      '/ebsn/api/order/modify-cancel': cart,
      '/ebsn/api/cart/view': cart,
    });
    const start = renderHook(() => useStartOrderEdit(), { wrapper });
    await act(() => start.result.current.mutateAsync(501));
    await waitFor(() => expect(readAppState().currentOrderId).toBe(501));
    const abandon = renderHook(() => useAbandonOrderEdit(), { wrapper });
    await act(() => abandon.result.current.mutateAsync(501));
    await waitFor(() => expect(readAppState().currentOrderId).toBeNull());
  });
});
