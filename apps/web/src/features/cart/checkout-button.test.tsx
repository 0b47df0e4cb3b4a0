import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Cart } from '@spesa/domain';
import { renderWithProviders } from '../../test/render';
import { cartProduct, cartSlot, line, readyCart, shipping } from '../../test/fixtures';
import { CheckoutButton } from './components/checkout-button';

const render = (cart: Cart) =>
  renderWithProviders(<CheckoutButton cart={cart} onNavigate={() => undefined} />);
const lines = [line(cartProduct(), 2)];

describe("'Vai alla cassa' (docs/rules/cart.md Cart summary)", () => {
  it('opens /checkout when the cart has lines, an address and a slot', async () => {
    render(readyCart({ cartItems: lines }));
    expect(await screen.findByRole('link', { name: 'Vai alla cassa' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it.each([
    ['no address', { shippingAddress: null }, 'Scegli dove ricevere o ritirare la spesa.'],
    [
      'an auto-assigned address',
      { shippingAddress: shipping({ autoAssigned: true }) },
      'Scegli dove ricevere o ritirare la spesa.',
    ],
    ['no slot', { timeslot: null }, 'Scegli una fascia oraria per la consegna o il ritiro.'],
    [
      'an auto-assigned slot',
      { timeslot: cartSlot({ autoAssigned: true }) },
      'Scegli una fascia oraria per la consegna o il ritiro.',
    ],
  ])('is disabled with %s, and says why', async (_name, patch, reason) => {
    render(readyCart({ cartItems: lines, ...patch }));
    const button = await screen.findByRole('button', { name: 'Vai alla cassa' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('is disabled below the minimum order, and says how much is missing', async () => {
    render(readyCart({ cartItems: lines, minimumOrder: { minimum: 25, missing: 7.4 } }));
    const button = await screen.findByRole('button', { name: 'Vai alla cassa' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^Mancano 7,40\s€ all’ordine minimo\.$/);
  });

  it('is disabled without a reason for an empty cart', async () => {
    render(readyCart());
    const button = await screen.findByRole('button', { name: 'Vai alla cassa' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAccessibleDescription();
  });
});
