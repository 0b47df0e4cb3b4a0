import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousUser, type User } from '@spesa/domain';
import { api } from '../../lib/api';
import { renderWithProviders, jsonResponse, okEnvelope } from '../../test/render';
import {
  callsTo,
  line,
  mockServer,
  testCart,
  testCategory,
  testProduct,
  testProductList,
  testUser,
} from '../../test/fixtures';
import { DepartmentTiles } from './components/department-tiles';
import { HeroActions } from './components/hero-actions';
import { ProductShelf } from './components/product-shelf';

const onOffer = testProduct({
  productId: 1,
  slug: 'passata-di-pomodoro',
  name: 'Passata di pomodoro',
});
const brandNew = testProduct({ productId: 2, slug: 'hummus-di-ceci', name: 'Hummus di ceci' });
const usual = testProduct({ productId: 3, slug: 'latte-intero', name: 'Latte intero' });

function shop(user: User) {
  return mockServer({
    '/ebsn/api/auth/test': () => jsonResponse(okEnvelope({ user })),
    '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ cart: testCart() })),
    '/ebsn/api/products': ({ query }) => {
      const products = query.get('promo')
        ? [onOffer]
        : query.get('new')
          ? [brandNew]
          : query.get('preferred')
            ? [usual]
            : [];
      return jsonResponse(okEnvelope(testProductList(products)));
    },
    '/ebsn/api/category': ({ query }) => {
      expect(query.get('depth')).toBe('1');
      return jsonResponse(
        okEnvelope({
          categories: [
            testCategory({ categoryId: 1000, name: 'Frutta e verdura', slug: 'frutta-e-verdura' }),
            testCategory({ categoryId: 2000, name: 'Latte e uova', slug: 'latte-e-uova' }),
          ],
        }),
      );
    },
  });
}

const Shelves = () => (
  <>
    <ProductShelf shelf="promo" />
    <ProductShelf shelf="new" />
    <ProductShelf shelf="preferred" />
  </>
);

describe('the home shop window', () => {
  // Product lists live in the client's GET cache (docs/rules/api-conventions.md): each test answers afresh.
  beforeEach(() => api.clearCache());

  it("shows the rows' products with their links, and no 'I più acquistati' to a visitor", async () => {
    const calls = shop(anonymousUser());
    renderWithProviders(<Shelves />);
    const promo = await screen.findByRole('region', { name: 'In offerta' });
    expect(within(promo).getByRole('link', { name: 'Passata di pomodoro' })).toHaveAttribute(
      'href',
      '/product/passata-di-pomodoro',
    );
    const news = await screen.findByRole('region', { name: 'Novità' });
    expect(within(news).getByRole('article', { name: 'Hummus di ceci' })).toBeInTheDocument();
    expect(
      within(promo).getByRole('button', { name: 'In offerta: prodotti precedenti' }),
    ).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'I più acquistati' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/ebsn/api/products').some((c) => c.query.has('preferred'))).toBe(false);
  });

  it("adds 'I più acquistati' for a logged-in shopper", async () => {
    shop(testUser());
    renderWithProviders(<Shelves />);
    const preferred = await screen.findByRole('region', { name: 'I più acquistati' });
    expect(within(preferred).getByRole('link', { name: 'Latte intero' })).toHaveAttribute(
      'href',
      '/product/latte-intero',
    );
  });

  it('leaves out a row without products', async () => {
    const calls = mockServer({
      '/ebsn/api/auth/test': () => jsonResponse(okEnvelope({ user: anonymousUser() })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ cart: testCart() })),
      '/ebsn/api/products': () => jsonResponse(okEnvelope(testProductList([]))),
    });
    const { container } = renderWithProviders(<ProductShelf shelf="promo" />);
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/products')).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('links each department tile to its category', async () => {
    shop(anonymousUser());
    renderWithProviders(<DepartmentTiles />);
    const section = await screen.findByRole('region', { name: 'I nostri reparti' });
    expect(await within(section).findByRole('link', { name: 'Latte e uova' })).toHaveAttribute(
      'href',
      '/category/latte-e-uova',
    );
  });
});

describe("the hero's welcome", () => {
  function welcome(cartItems: ReturnType<typeof line>[]) {
    mockServer({
      '/ebsn/api/auth/test': () => jsonResponse(okEnvelope({ user: testUser() })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: testCart({ cartItems }) })),
    });
    renderWithProviders(<HeroActions />);
  }

  it('greets a shopper with an empty cart as a start, not a return, and assumes no gender', async () => {
    welcome([]);
    expect(await screen.findByText('Ciao, Mario!')).toBeInTheDocument();
    expect(
      await screen.findByText('Il carrello è pronto: scegli i prodotti e come ricevere la spesa.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Bentornat/)).toBeNull();
  });

  it('offers to take up a cart that holds something', async () => {
    welcome([line(usual, 2)]);
    expect(
      await screen.findByText(
        "Il tuo carrello ti aspetta: riprendi la spesa da dove l'avevi lasciata.",
      ),
    ).toBeInTheDocument();
  });
});
