import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartBadgeCount, formatBadgeCount } from './cart-count';
import { CartCountText } from './components/cart-count-text';
import { CartDrawerContent } from './components/cart-drawer-content';

describe('cart count text (SPEC §2 Cart texts)', () => {
  it.each([
    [0, 'Non ci sono prodotti nel carrello'],
    [1, 'Hai 1 prodotto nel carrello'],
    [2, 'Hai 2 prodotti nel carrello'],
    [37, 'Hai 37 prodotti nel carrello'],
  ])('%i -> %s', (count, text) => {
    render(<CartCountText count={count} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('cart badge rule', () => {
  it.each([
    ['empty cart', [], 0],
    ['one line of 3', [{ quantity: 3 }], 3],
    ['lines add up', [{ quantity: 2 }, { quantity: 5 }], 7],
    ['zero quantity counts as 1', [{ quantity: 0 }], 1],
    ['negative quantity counts as 1', [{ quantity: -2 }, { quantity: 1 }], 2],
    ['missing quantity counts as 1', [{}], 1],
    ['weights count as they are', [{ quantity: 0.5 }, { quantity: 1 }], 1.5],
  ])('%s', (_name, lines, expected) => {
    expect(cartBadgeCount(lines)).toBe(expected);
  });

  it.each([
    [0, '0'],
    [7, '7'],
    [1.5, '2'],
    [120, '99+'],
  ])('formats %s as %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('cart drawer content', () => {
  it('asks anonymous shoppers to log in', async () => {
    const onLogin = vi.fn();
    render(
      <CartDrawerContent
        cart={undefined}
        isLoading={false}
        isError={false}
        isAuthenticated={false}
        onLogin={onLogin}
      />,
    );
    expect(
      screen.getByText('È necessario effettuare il login per vedere il carrello'),
    ).toBeInTheDocument();
    expect(screen.getByText('Non ci sono prodotti nel carrello')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the count and no login prompt to a logged-in shopper', () => {
    const cart = { totalItems: 4 } as Parameters<typeof CartDrawerContent>[0]['cart'];
    render(
      <CartDrawerContent
        cart={cart}
        isLoading={false}
        isError={false}
        isAuthenticated
        onLogin={() => undefined}
      />,
    );
    expect(screen.getByText('Hai 4 prodotti nel carrello')).toBeInTheDocument();
    expect(
      screen.queryByText('È necessario effettuare il login per vedere il carrello'),
    ).not.toBeInTheDocument();
  });
});
