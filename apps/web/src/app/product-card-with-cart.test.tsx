import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@spesa/domain';
import { ProductCard } from '../components/product';
import { closeLoginDialog, useLoginDialog } from '../lib/session';
import { renderWithProviders } from '../test/render';
import { promoCarrots, testProduct } from '../test/fixtures';
import { cartControlAction } from './providers';

afterEach(() => closeLoginDialog());

/** The card as the app composes it: the catalogue's card with the cart's control in its action slot. */
const CartProductCard = ({ product }: { product: Product }) => (
  <ProductCard product={product} action={cartControlAction(product, 'card')} />
);

function LoginDialogProbe() {
  const state = useLoginDialog();
  return <p data-testid="login-dialog">{state.open ? 'aperto' : 'chiuso'}</p>;
}

describe('ProductCard', () => {
  it('is an article named by its product, with a link, brand, description, promo and prices', () => {
    renderWithProviders(<CartProductCard product={promoCarrots} />);
    const card = screen.getByRole('article', { name: 'Campoverde Carote julienne 200 g' });
    expect(
      within(card).getByRole('link', { name: 'Campoverde Carote julienne 200 g' }),
    ).toHaveAttribute('href', '/product/campoverde-carote-julienne-200-g');
    expect(within(card).getByText('Campoverde')).toBeInTheDocument();
    expect(within(card).getByText('Confezione da 200 g')).toBeInTheDocument();
    expect(within(card).getByText('Prezzo speciale')).toBeInTheDocument();
    const price = within(card).getByTestId('price-block');
    // toHaveTextContent reads the non-breaking space before € as a space
    expect(price).toHaveTextContent('1,09 €');
    expect(price.querySelector('s')).toHaveTextContent('1,29 €');
    expect(price).toHaveTextContent('5,45 €/kg');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '240');
  });

  it('reaches the link and then the add button with the keyboard', async () => {
    renderWithProviders(<CartProductCard product={promoCarrots} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Carote julienne/ })).toHaveFocus();
    await userEvent.tab();
    expect(
      screen.getByRole('button', {
        name: 'Aggiungi al carrello: Campoverde Carote julienne 200 g',
      }),
    ).toHaveFocus();
  });

  it('opens the login dialog when an anonymous shopper adds (docs/rules/cart.md)', async () => {
    renderWithProviders(
      <>
        <CartProductCard product={promoCarrots} />
        <LoginDialogProbe />
      </>,
    );
    expect(screen.getByTestId('login-dialog')).toHaveTextContent('chiuso');
    await userEvent.click(screen.getByRole('button', { name: /Aggiungi al carrello/ }));
    // The add runs asynchronously (addFirst): the dialog opens once it has, not within the click.
    await waitFor(() => expect(screen.getByTestId('login-dialog')).toHaveTextContent('aperto'));
  });

  it('says when a product is not available', () => {
    renderWithProviders(<CartProductCard product={testProduct({ available: 0 })} />);
    expect(screen.getByRole('button', { name: 'Non disponibile' })).toBeDisabled();
  });
});
