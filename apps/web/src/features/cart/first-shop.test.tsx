import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@spesa/domain';
import { testQueryClient } from '../../test/render';
import { cartProduct, line, readyCart } from '../../test/fixtures';
import { readAppState } from '../../lib/app-state';
import { useCartMutation } from './api/use-cart-mutation';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

describe('first shop time (SPEC §3 app state)', () => {
  it('is kept when products first reach the cart, and not moved later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
      let answer: Cart = readyCart();
      const { result } = renderHook(
        () => useCartMutation<void>({ mutationFn: () => Promise.resolve(answer) }),
        { wrapper },
      );
      await act(() => result.current.mutateAsync());
      expect(readAppState().firstShopTime).toBeNull();
      answer = readyCart({ cartItems: [line(cartProduct(), 1)] });
      await act(() => result.current.mutateAsync());
      const first = Date.parse('2026-11-28T09:00:00Z');
      await waitFor(() => expect(readAppState().firstShopTime).toBe(first));
      vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
      await act(() => result.current.mutateAsync());
      await vi.dynamicImportSettled();
      expect(readAppState().firstShopTime).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });
});
