import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Cart } from '@spesa/domain';
import { cartKeys } from '../../../lib/cart';
import { jsonResponse, okEnvelope, testQueryClient } from '../../../test/render';
import { mockServer, readyCart } from '../../../test/fixtures';
import { useUpdateCheckoutCartInfo } from './update-cart-info';

describe('useUpdateCheckoutCartInfo', () => {
  it('sends the infos one after the other, so that the last change is the one kept', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(cartKeys.view(), readyCart());
    const server: Record<string, string> = {};
    let answerPackaging: () => void = () => undefined;
    const calls = mockServer({
      '/ebsn/api/cart/update-cart-info': ({ json }) => {
        const { property, value } = json as { property: string; value: string };
        server[property] = value;
        const cart = readyCart({ cartInfos: { ...server } });
        if (property !== 'packaging_type_id') return jsonResponse(okEnvelope({ data: cart }));
        // The packaging's answer is slow: it must not arrive after the invoice's.
        return new Promise<Response>((resolve) => {
          answerPackaging = () => resolve(jsonResponse(okEnvelope({ data: cart })));
        });
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const packaging = renderHook(() => useUpdateCheckoutCartInfo(), { wrapper });
    const invoice = renderHook(() => useUpdateCheckoutCartInfo(), { wrapper });

    act(() => packaging.result.current.mutate({ property: 'packaging_type_id', value: '2' }));
    act(() => invoice.result.current.mutate({ property: 'need_invoice', value: 'true' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => answerPackaging());
    await waitFor(() => expect(calls).toHaveLength(2));
    // The packaging's answer does not untick what the shopper has just ticked.
    expect(queryClient.getQueryData<Cart>(cartKeys.view())?.cartInfos.need_invoice).toBe('true');

    await waitFor(() => expect(invoice.result.current.isSuccess).toBe(true));
    expect(calls.map((call) => (call.json as { property: string }).property)).toEqual([
      'packaging_type_id',
      'need_invoice',
    ]);
    expect(queryClient.getQueryData<Cart>(cartKeys.view())?.cartInfos).toMatchObject({
      packaging_type_id: '2',
      need_invoice: 'true',
    });
  });
});
