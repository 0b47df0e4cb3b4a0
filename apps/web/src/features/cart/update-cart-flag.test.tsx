import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@spesa/domain';
import { cartKeys, onOpenCartDrawer } from '../../lib/cart';
import { authKeys } from '../../lib/session';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { cartProduct, line, readyCart, testBrand, testUser } from '../../test/fixtures';
import { ProductCartControl } from './components/product-cart-control';

const milk = cartProduct({ productId: 7, name: 'Latte fresco intero 1 l' });
const cart: Cart = readyCart({ cartItems: [line(milk, 2)] });

function renderControl(updateCart: boolean, variant: 'card' | 'page' = 'card') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), testUser());
  queryClient.setQueryData(cartKeys.view(), cart);
  const base = testBrand();
  renderWithProviders(<ProductCartControl product={milk} variant={variant} />, {
    queryClient,
    brand: { ...base, flags: { ...base.flags, updateCart } },
  });
}

describe('brand flag updateCart (docs/rules/catalog.md Product card)', () => {
  it('on: − and + on the card change the line in the cart', () => {
    renderControl(true);
    expect(screen.getByRole('button', { name: /Aumenta quantità di Latte/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Modifica nel carrello' })).toBeNull();
  });

  it.each(['card', 'page'] as const)(
    'off: the %s says how much is in the cart and sends to the cart to change it',
    async (variant) => {
      renderControl(false, variant);
      expect(screen.queryByRole('button', { name: /Aumenta quantità di Latte/ })).toBeNull();
      expect(screen.getByText('Nel carrello: 2 conf')).toBeVisible();
      let opened = 0;
      const stop = onOpenCartDrawer(() => (opened += 1));
      await userEvent.click(screen.getByRole('button', { name: 'Modifica nel carrello' }));
      stop();
      expect(opened).toBe(1);
    },
  );
});
