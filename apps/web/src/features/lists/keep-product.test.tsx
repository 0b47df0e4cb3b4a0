import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, type Wishlist, type WishlistDetail } from '@spesa/domain';
import { closeLoginDialog, useLoginDialog } from '../../lib/session';
import {
  callsTo,
  mockServer,
  testList,
  testProduct,
  testUser,
  type Call,
} from '../../test/fixtures';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { KeepProduct } from './components/keep-product';

const product = testProduct();

afterEach(() => closeLoginDialog());

const FAVOURITES = testList({ listId: 1, name: 'Preferiti', kind: 'favourites', size: 1 });
const LISTS: Wishlist[] = [
  FAVOURITES,
  testList({ listId: 2, name: 'I più acquistati', kind: 'purchased', size: 50, editable: false }),
  testList({ listId: 3, name: 'grigliata', size: 6 }),
  testList({
    listId: 4,
    name: 'pic-nic di sabato',
    size: 4,
    editable: false,
    sharingData: { grant: 'READ', owner: { firstName: 'Bea', lastName: 'Tester' }, sharedWith: [] },
  }),
];

function detail(listId: number, productIds: number[]): WishlistDetail {
  return {
    ...(LISTS.find((l) => l.listId === listId) ?? FAVOURITES),
    size: productIds.length,
    warehouseId: 1,
    wishlistItems: productIds.map((productId) => ({
      itemId: 100 + productId,
      productId,
      product: null,
      name: `Prodotto ${productId}`,
      quantity: 1,
      weight: null,
      quantityDisplay: '1 pz',
      selectOptions: {},
    })),
  };
}

const ok = (data: unknown) => () => jsonResponse(okEnvelope(data));

function LoginDialogProbe() {
  return <p data-testid="login-dialog">{useLoginDialog().open ? 'aperto' : 'chiuso'}</p>;
}

function renderKeep(
  user = testUser({ hasFavorites: true }),
  routes: Record<string, (c: Call) => Response> = {},
  variant: 'card' | 'page' = 'card',
) {
  const calls = mockServer({
    '/ebsn/api/auth/test': ok({ user }),
    '/ebsn/api/wishlist/list': ok({
      personalList: { lists: LISTS, page: { page: 1, pageSize: 100, totItems: 4, totPages: 1 } },
      invitations: [],
    }),
    '/ebsn/api/wishlist/view': ok({ data: detail(1, [product.productId]) }),
    ...routes,
  });
  renderWithProviders(
    <>
      <KeepProduct product={product} variant={variant} />
      <LoginDialogProbe />
    </>,
  );
  return calls;
}

const heart = () => screen.getByRole('button', { name: `Salva ${product.name} nei preferiti` });

describe('the heart (docs/rules/lists.md Preferiti)', () => {
  it('names the heart apart from the cart’s «Aggiungi al carrello», for a screen reader and voice control', () => {
    renderKeep();
    for (const button of screen.getAllByRole('button')) {
      expect(button).not.toHaveAccessibleName(/^Aggiungi .*preferiti/);
    }
    expect(heart()).toBeInTheDocument();
  });

  it('asks an anonymous shopper to log in first, and calls nothing of the lists', async () => {
    const calls = renderKeep(anonymousUser());
    await userEvent.click(heart());
    expect(screen.getByTestId('login-dialog')).toHaveTextContent('aperto');
    expect(calls.filter((c) => c.path.startsWith('/ebsn/api/wishlist'))).toEqual([]);
  });

  it('is pressed for a product in Preferiti, and takes it out', async () => {
    const calls = renderKeep(testUser({ hasFavorites: true }), {
      '/ebsn/api/wishlist/delete_prods': ok({ data: detail(1, []) }),
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    const [removal] = callsTo(calls, '/ebsn/api/wishlist/delete_prods');
    expect(removal?.json).toEqual({
      wishlistId: 1,
      items: [{ itemId: 100 + product.productId }],
    });
  });

  it('puts the product into Preferiti for a shopper who has none yet', async () => {
    const calls = renderKeep(testUser({ hasFavorites: false }), {
      '/ebsn/api/wishlist/view': ok({ data: detail(1, []) }),
      '/ebsn/api/wishlist/add_prod': ok({ data: detail(1, [product.productId]) }),
    });
    // Nothing is read before the first heart: the shopper has no favourites.
    expect(callsTo(calls, '/ebsn/api/wishlist/view')).toEqual([]);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(calls, '/ebsn/api/wishlist/add_prod')[0]?.json).toEqual({
      wishlistId: 1,
      items: [{ productId: product.productId }],
    });
  });

  it('stays as it was when the server refuses', async () => {
    renderKeep(testUser({ hasFavorites: true }), {
      '/ebsn/api/wishlist/delete_prods': () =>
        jsonResponse(refusal('wishlist.not_found', 'Lista non trovata')),
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toBeEnabled());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("'Aggiungi a una lista' (docs/rules/account.md Lists selector)", () => {
  it('offers the lists the shopper may change, with their counts, and adds the quantity chosen', async () => {
    const calls = renderKeep(
      testUser({ hasFavorites: true }),
      { '/ebsn/api/wishlist/add_prod': ok({ data: detail(3, [product.productId]) }) },
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi a una lista' }));
    const selector = await screen.findByRole('dialog', { name: 'Seleziona una lista' });
    const grigliata = await within(selector).findByRole('button', { name: /grigliata/ });
    expect(within(grigliata).getByLabelText('6 prodotti')).toBeInTheDocument();
    expect(within(selector).getByRole('button', { name: /Preferiti/ })).toBeInTheDocument();
    // Neither the automatic list nor a list shared read-only can take a product.
    expect(within(selector).queryByRole('button', { name: /I più acquistati/ })).toBeNull();
    expect(within(selector).queryByRole('button', { name: /pic-nic/ })).toBeNull();
    await userEvent.click(within(selector).getByRole('button', { name: /^Aumenta/ }));
    await userEvent.click(grigliata);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Seleziona una lista' })).toBeNull(),
    );
    expect(callsTo(calls, '/ebsn/api/wishlist/add_prod')[0]?.json).toEqual({
      wishlistId: 3,
      items: [{ productId: product.productId, quantity: 2 }],
    });
  });

  it("refuses an empty list name with the domain's message, without calling", async () => {
    const calls = renderKeep(testUser({ hasFavorites: true }), {}, 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi a una lista' }));
    const selector = await screen.findByRole('dialog', { name: 'Seleziona una lista' });
    await userEvent.type(within(selector).getByLabelText('Crea una nuova lista'), '   ');
    await userEvent.click(within(selector).getByRole('button', { name: 'CREA' }));
    expect(within(selector).getByLabelText('Crea una nuova lista')).toHaveAccessibleDescription(
      'Il nome della lista è obbligatorio.',
    );
    expect(callsTo(calls, '/ebsn/api/wishlist/insert')).toEqual([]);
  });

  it('creates a list and puts the product into it', async () => {
    const created = testList({ listId: 9, name: 'cena', size: 0 });
    const calls = renderKeep(
      testUser({ hasFavorites: true }),
      {
        '/ebsn/api/wishlist/insert': ok({ data: created }),
        '/ebsn/api/wishlist/add_prod': ok({
          data: { ...detail(3, [product.productId]), listId: 9, id: 9 },
        }),
      },
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi a una lista' }));
    const selector = await screen.findByRole('dialog', { name: 'Seleziona una lista' });
    await userEvent.type(within(selector).getByLabelText('Crea una nuova lista'), 'cena');
    await userEvent.click(within(selector).getByRole('button', { name: 'CREA' }));
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/wishlist/add_prod')).toHaveLength(1));
    expect(callsTo(calls, '/ebsn/api/wishlist/insert')[0]?.query.get('name')).toBe('cena');
    expect(callsTo(calls, '/ebsn/api/wishlist/add_prod')[0]?.json).toMatchObject({ wishlistId: 9 });
  });
});
