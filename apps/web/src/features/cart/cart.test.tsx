import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartProductCount, type Cart } from '@spesa/domain';
import { api, type ClientMessage } from '../../lib/api';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import { authKeys } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import { saveCookiePreferences } from '../../lib/consent';
import { formatBadgeCount } from './cart-count';
import { CartCountText } from './components/cart-count-text';
import { CartDrawerContent } from './components/cart-drawer-content';
import { CartSummary } from './components/cart-summary';
import { OptionSelectorForm } from './components/option-selector';
import { ProductCartControl } from './components/product-cart-control';
import {
  cartProduct,
  line,
  looseApples,
  mockServer,
  readyCart,
  sliced,
  testBrand,
  testUser,
} from '../../test/fixtures';

const view = (cart: Cart) => jsonResponse(okEnvelope({ data: cart }));
let toasts: ClientMessage[] = [];

beforeEach(() => {
  toasts = [];
  api.configure({ notify: (m) => toasts.push(m) });
});
afterEach(() => {
  api.configure({ notify: () => undefined });
});

/** A logged-in shopper with an address and a slot, and this cart in the cache. */
function signedIn(cart: Cart) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), testUser());
  queryClient.setQueryData(cartKeys.view(), cart);
  return queryClient;
}

function renderControl(cart: Cart, product = cart.cartItems[0]!.product, brand = testBrand()) {
  const queryClient = signedIn(cart);
  renderWithProviders(<ProductCartControl product={product} />, { queryClient, brand });
  return queryClient;
}

describe('cart count text (docs/rules/cart.md Cart texts)', () => {
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

describe('cart badge', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [120, '99+'],
  ])('formats %s as %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });

  it('counts every line once when the cart also groups them in sectors', () => {
    const pasta = line(cartProduct(), 3);
    const apples = line(looseApples(), 0.6);
    const cart = readyCart({
      cartItems: [pasta, apples],
      sectors: [
        { sectorId: 1, name: 'Dispensa', cartItems: [pasta] },
        { sectorId: 2, name: 'Frutta e verdura', cartItems: [apples] },
      ],
    });
    // 3 pieces and a weighed line: counted once each (not 7), as the badge shows them.
    expect(cartProductCount(cart.cartItems)).toBe(4);
  });
});

describe('quantity control on a cart line (docs/rules/cart.md, the domain rules)', () => {
  it('Confezione: + asks the server for one more pack', async () => {
    const cart = readyCart({ cartItems: [line(cartProduct(), 3)] });
    const calls = mockServer({
      '/ebsn/api/cart/update': () => view(readyCart({ cartItems: [line(cartProduct(), 4)] })),
      '/ebsn/api/cart/view': () => view(readyCart({ cartItems: [line(cartProduct(), 4)] })),
    });
    renderControl(cart);
    await userEvent.click(
      screen.getByRole('button', { name: 'Aumenta quantità di Spaghetti di Gragnano 500 g' }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/ebsn/api/cart/update')).toBe(true));
    const update = calls.find((c) => c.path === '/ebsn/api/cart/update')!;
    expect(update.json).toEqual({ items: [{ itemId: 2011, quantity: 4 }] });
    expect(update.query.get('show_sectors')).toBe('true');
  });

  it('waits for the add to be answered before − and + act on a line shown ahead of it', () => {
    const provisional = { ...line(cartProduct(), 1), itemId: -1, cartItemId: -1 };
    renderControl(readyCart({ cartItems: [provisional] }));
    expect(
      screen.getByRole('button', { name: 'Aumenta quantità di Spaghetti di Gragnano 500 g' }),
    ).toBeDisabled();
  });

  it('Confezione with QTY_MULT 6: a typed 7 goes up to 12', async () => {
    const water = cartProduct({
      productInfos: { TIPOLOGIA: 'Confezione', QTY_MULT: '6', UNIT_SELLING: 'conf' },
    });
    const cart = readyCart({ cartItems: [line(water, 6)] });
    const calls = mockServer({
      '/ebsn/api/cart/update': () => view(readyCart({ cartItems: [line(water, 12)] })),
      '/ebsn/api/cart/view': () => view(readyCart({ cartItems: [line(water, 12)] })),
    });
    renderControl(cart);
    const input = screen.getByRole('textbox', { name: /Quantità di Spaghetti/ });
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/ebsn/api/cart/update')?.json).toEqual({
        items: [{ itemId: 2011, quantity: 12 }],
      }),
    );
  });

  it('Sfuso: the first add is WEIGHT_SELLING (600 g), then 100 g steps', async () => {
    const apples = looseApples();
    let cart = readyCart();
    const calls = mockServer({
      '/ebsn/api/cart/add': () => {
        cart = readyCart({ cartItems: [line(apples, 0.6)] });
        return view(cart);
      },
      '/ebsn/api/cart/update': () => {
        cart = readyCart({ cartItems: [line(apples, 0.7)] });
        return view(cart);
      },
      '/ebsn/api/cart/view': () => view(cart),
    });
    renderControl(cart, apples);
    await userEvent.click(
      screen.getByRole('button', { name: 'Aggiungi al carrello: Mele Golden sfuse' }),
    );
    expect(await screen.findByText('600 g')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/ebsn/api/cart/add')?.json).toMatchObject({
      items: [{ productId: 3001, quantity: 0.6 }],
    });
    await waitFor(() =>
      expect(toasts.map((t) => t.text)).toContain(
        'Hai aggiunto 600 g di Mele Golden sfuse al carrello.',
      ),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Aumenta quantità di Mele Golden sfuse' }),
    );
    expect(await screen.findByText('700 g')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/ebsn/api/cart/update')?.json).toEqual({
      items: [{ itemId: 3011, quantity: 0.7 }],
    });
  });

  it('shows the new quantity at once and rolls it back when the server refuses', async () => {
    const cart = readyCart({ cartItems: [line(cartProduct(), 3)] });
    let answer: (r: Response) => void = () => undefined;
    mockServer({
      '/ebsn/api/cart/update': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/ebsn/api/cart/view': () => view(cart),
    });
    renderControl(cart);
    const input = screen.getByRole('textbox', { name: /Quantità di Spaghetti/ });
    expect(input).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: /Aumenta quantità/ }));
    await waitFor(() => expect(input).toHaveValue('4'));
    await act(async () =>
      answer(
        jsonResponse(
          refusal(
            'cart.daily_max_exceeded',
            'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
          ),
        ),
      ),
    );
    await waitFor(() => expect(input).toHaveValue('3'));
    expect(toasts).toContainEqual(
      expect.objectContaining({
        kind: 'error',
        text: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
      }),
    );
  });

  it('minus below minAcq shows errors.minAcq and calls nothing', async () => {
    const cart = readyCart({ cartItems: [line(cartProduct({ minAcq: 3 }), 3)] });
    const calls = mockServer({ '/ebsn/api/cart/view': () => view(cart) });
    renderControl(cart);
    await userEvent.click(screen.getByRole('button', { name: /Diminuisci quantità/ }));
    expect(toasts).toContainEqual(
      expect.objectContaining({
        kind: 'error',
        text: 'Non è possibile acquistare una quantità inferiore di questo articolo',
      }),
    );
    expect(calls.filter((c) => c.path !== '/ebsn/api/cart/view')).toEqual([]);
  });

  it('reaching zero asks No/Si with name, quantity and unit, then removes', async () => {
    const cart = readyCart({ cartItems: [line(cartProduct(), 1)] });
    const calls = mockServer({
      '/ebsn/api/cart/delete': () => view(readyCart()),
      '/ebsn/api/cart/view': () => view(readyCart()),
    });
    renderControl(cart);
    const minus = screen.getByRole('button', { name: /Diminuisci quantità/ });
    await userEvent.click(minus);
    // The dialog's module loads on this first opening: it opens with the focus in it.
    let dialog = await screen.findByRole('dialog', { name: 'Rimuovi prodotto' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(dialog).toHaveTextContent(
      'Vuoi rimuovere 1 conf di Spaghetti di Gragnano 500 g dal carrello?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(minus).toHaveFocus();
    expect(calls.some((c) => c.path === '/ebsn/api/cart/delete')).toBe(false);

    await userEvent.click(minus);
    dialog = await screen.findByRole('dialog', { name: 'Rimuovi prodotto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/ebsn/api/cart/delete')?.json).toEqual({
        items: [{ itemId: 2011, productId: 2001 }],
      }),
    );
    await waitFor(() =>
      expect(toasts.map((t) => t.text)).toContain(
        'Hai rimosso Spaghetti di Gragnano 500 g dal carrello.',
      ),
    );
    expect(
      await screen.findByRole('button', {
        name: 'Aggiungi al carrello: Spaghetti di Gragnano 500 g',
      }),
    ).toBeInTheDocument();
  });
});

describe('GA4 events of the cart (issue 17)', () => {
  const events = () => (window.dataLayer ?? []).filter((e) => 'event' in e);
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
  });

  function stepUp() {
    const cart = readyCart({ cartItems: [line(cartProduct(), 3)] });
    const after = view(readyCart({ cartItems: [line(cartProduct(), 4)] }));
    const calls = mockServer({
      '/ebsn/api/cart/update': () => after.clone(),
      '/ebsn/api/cart/view': () => after.clone(),
    });
    renderControl(cart);
    return calls;
  }

  it('+ with analytics consent: add_to_cart of the one pack added', async () => {
    saveCookiePreferences({ analytics: true, profilation: false });
    stepUp();
    await userEvent.click(screen.getByRole('button', { name: /Aumenta quantità/ }));
    await waitFor(() =>
      expect(events()).toEqual([
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'EUR',
            value: 1.49,
            items: [expect.objectContaining({ item_id: '2001', quantity: 1, price: 1.49 })],
          },
        },
      ]),
    );
  });

  it("+ after 'Rifiuta': the cart changes, the dataLayer stays empty", async () => {
    saveCookiePreferences({ analytics: false, profilation: false });
    const calls = stepUp();
    await userEvent.click(screen.getByRole('button', { name: /Aumenta quantità/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/ebsn/api/cart/update')).toBe(true));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('4'));
    expect(window.dataLayer).toEqual([]);
  });
});

describe('option selector (docs/rules/catalog.md)', () => {
  it('enables aggiungi al carrello only when every option is chosen', async () => {
    const onSubmit = vi.fn();
    const product = sliced();
    renderWithProviders(<OptionSelectorForm product={product} onSubmit={onSubmit} />);
    expect(screen.getByText('E necessario selezionare tutte le opzioni')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'aggiungi al carrello' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Medio' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ SPESSORE_TAGLIO: 'medio' });
  });

  it('offers many values in a select', () => {
    const product = cartProduct({
      selectOptions: [
        {
          name: 'Peso',
          parameterName: 'PESO',
          options: ['1', '2', '3', '4', '5'].map((k) => ({ name: `${k} hg`, key: k, value: k })),
        },
      ],
    });
    renderWithProviders(<OptionSelectorForm product={product} onSubmit={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Peso' })).toBeInTheDocument();
  });

  it('asks the options before the first add, in a modal when the brand says so', async () => {
    const product = sliced();
    let cart = readyCart();
    const calls = mockServer({
      '/ebsn/api/cart/add': () => {
        cart = readyCart({ cartItems: [line(product, 1)] });
        return view(cart);
      },
      '/ebsn/api/cart/view': () => view(cart),
    });
    const brand = testBrand({
      flags: { registration: true, updateCart: true, optionsSelectorModal: true },
    });
    renderControl(cart, product, brand);
    await userEvent.click(screen.getByRole('button', { name: /Aggiungi al carrello/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'E necessario selezionare tutte le opzioni',
    });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sottile' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'aggiungi al carrello' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/ebsn/api/cart/add')?.json).toMatchObject({
        items: [{ productId: 4001, quantity: 1, selectOptions: { SPESSORE_TAGLIO: 'sottile' } }],
      }),
    );
  });

  it('shows the options inline when the brand does not want a modal', async () => {
    const product = sliced();
    mockServer({ '/ebsn/api/cart/view': () => view(readyCart()) });
    renderControl(readyCart(), product);
    await userEvent.click(screen.getByRole('button', { name: /Aggiungi al carrello/ }));
    expect(await screen.findByText('E necessario selezionare tutte le opzioni')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('cart drawer content', () => {
  it('asks anonymous shoppers to log in', async () => {
    const onLogin = vi.fn();
    renderWithProviders(
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

  it("shows the count the badge shows, the lines by sector and each line's controls", () => {
    const pasta = line(cartProduct(), 3);
    const apples = line(looseApples(), 0.6);
    const cart = readyCart({
      cartItems: [pasta, apples],
      totalItems: 2,
      sectors: [
        { sectorId: 1, name: 'Dispensa', cartItems: [pasta] },
        { sectorId: 2, name: 'Frutta e verdura', cartItems: [apples] },
      ],
    });
    mockServer({ '/ebsn/api/cart/view': () => view(cart) });
    renderWithProviders(
      <CartDrawerContent
        cart={cart}
        isLoading={false}
        isError={false}
        isAuthenticated
        onLogin={() => undefined}
      />,
      { queryClient: signedIn(cart) },
    );
    // 3 packs and 0.6 kg of apples: the badge's 4, not the 2 lines (issue 34).
    expect(
      screen.getByText('Hai 4 prodotti nel carrello').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByText('Dispensa')).toBeVisible();
    expect(screen.getByText('Frutta e verdura')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Rimuovi Mele Golden sfuse dal carrello' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Accetto prodotti alternativi' })).toHaveLength(
      2,
    );
    expect(screen.getByRole('button', { name: 'Svuota carrello' })).toBeInTheDocument();
    expect(screen.getByLabelText("Note per l'ordine")).toBeInTheDocument();
  });

  it('says a loose line’s price is an estimate, computed on the weight found', () => {
    const apples = line(looseApples(), 0.5, { grossTotal: 1.2, quantityDisplay: '500 g' });
    const cart = readyCart({ cartItems: [apples], totalItems: 1 });
    mockServer({ '/ebsn/api/cart/view': () => view(cart) });
    renderWithProviders(
      <CartDrawerContent
        cart={cart}
        isLoading={false}
        isError={false}
        isAuthenticated
        onLogin={() => undefined}
      />,
      { queryClient: signedIn(cart) },
    );
    const row = screen.getByText('Mele Golden sfuse').closest('li')!;
    const text = (row.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('circa 1,20 €');
    expect(text).toContain('prezzo indicativo, calcolato sul peso effettivo');
  });

  it('tells apart, at every width, a pack line and the package line the server swapped it for', () => {
    const name = 'Mercatò Latte UHT parzialmente scremato';
    const bottle = line(
      cartProduct({ productId: 3001, name: `${name} 1 l`, shortDescr: 'Confezione da 1 l' }),
      1,
      { itemId: 1 },
    );
    const sixPack = line(
      cartProduct({
        productId: 3002,
        name: `${name} 6 x 1 l`,
        shortDescr: 'Confezione da 6 x 1 l',
      }),
      2,
      { itemId: 2 },
    );
    const cart = readyCart({ cartItems: [bottle, sixPack], totalItems: 2 });
    mockServer({ '/ebsn/api/cart/view': () => view(cart) });
    renderWithProviders(
      <CartDrawerContent
        cart={cart}
        isLoading={false}
        isError={false}
        isAuthenticated
        onLogin={() => undefined}
      />,
      { queryClient: signedIn(cart) },
    );
    // On a phone the names are cut after two lines, where the two read the same: the format is not.
    for (const format of ['Confezione da 1 l', 'Confezione da 6 x 1 l'])
      expect(screen.getByText(format)).not.toHaveClass('hidden');
  });

  it('says which order the cart edits, and gives the cart set aside back on Annulla modifiche', async () => {
    const editing = readyCart({
      cartItems: [line(cartProduct(), 2)],
      totalItems: 1,
      editingOrderId: 100123,
    });
    const before = readyCart({ cartItems: [], totalItems: 0 });
    const calls: string[] = [];
    mockServer({
      '/ebsn/api/cart/view': () => view(editing),
      '/ebsn/api/order/modify-cancel': (call) => {
        calls.push(call.query.get('order_id') ?? '');
        const answer = okEnvelope({ data: before });
        answer.response.infos.push({
          code: 'order.edit_abandoned',
          info: "Modifiche annullate: l'ordine n. 100123 resta com'era.",
        });
        return jsonResponse(answer);
      },
    });
    const queryClient = signedIn(editing);
    renderWithProviders(
      <CartDrawerContent
        cart={editing}
        isLoading={false}
        isError={false}
        isAuthenticated
        onLogin={() => undefined}
      />,
      { queryClient },
    );
    const banner = screen.getByRole('region', { name: "Modifica dell'ordine n. 100123" });
    expect(within(banner).getByText("Stai modificando l'ordine n. 100123")).toBeVisible();
    expect(within(banner).getByRole('link', { name: "Vedi l'ordine n. 100123" })).toHaveAttribute(
      'href',
      '/profile/orders/100123',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Annulla modifiche' }));
    await waitFor(() => expect(calls).toEqual(['100123']));
    await waitFor(() =>
      expect(queryClient.getQueryData<Cart>(cartKeys.view())?.cartItems).toEqual([]),
    );
    expect(toasts.map((m) => m.text)).toContain(
      "Modifiche annullate: l'ordine n. 100123 resta com'era.",
    );
  });
});

describe('cart summary (docs/rules/cart.md)', () => {
  const cart = readyCart({
    grossTotal: 20.5,
    packageTotal: 0.2,
    deliveryFee: 3.9,
    giftTotal: 5,
    totalPrice: 19.6,
    orderPackages: [
      {
        orderPackageId: 1,
        quantity: 2,
        totalPrice: 0.2,
        package: {
          packageId: 1,
          productId: 9,
          descr: 'Borsa compostabile',
          cost: 0.1,
          itemsPerPackage: 10,
        },
      },
    ],
    giftCertificates: [
      {
        giftCertificateId: 1,
        userGiftCertificateId: 11,
        code: 'BENVENUTO5',
        description: '5 € sulla prima spesa',
        amount: 5,
        applied: true,
      },
    ],
  });

  it('lists goods, bags, codes with a remove button, delivery fee and total', () => {
    renderWithProviders(<CartSummary cart={cart} />, { queryClient: signedIn(cart) });
    const text = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const list = screen.getAllByRole('definition')[0]!.closest('dl')!;
    expect(screen.queryByText(/prezzo indicativo/)).toBeNull();
    expect(text(list.textContent ?? '')).toContain('Spesa20,50 €');
    expect(text(list.textContent ?? '')).toContain('Borsa compostabile × 20,20 €');
    expect(text(list.textContent ?? '')).toContain('Costo di consegna3,90 €');
    expect(text(list.textContent ?? '')).toContain('Totale19,60 €');
    expect(
      screen.getByRole('button', { name: 'Rimuovi il codice sconto BENVENUTO5' }),
    ).toBeInTheDocument();
  });

  it('promises the vouchers of the delivery once, on one true line', () => {
    const voucher = { description: 'Buono fedeltà da 5,00 € sulla prossima spesa', giftTotal: 5 };
    const promised = { ...cart, giftCertificatesToGenerate: [voucher, voucher] };
    renderWithProviders(<CartSummary cart={promised} />, { queryClient: signedIn(promised) });
    const text = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
    const lines = screen.getAllByText(/buon[io] da/i).map((e) => text(e.textContent));
    expect(lines).toEqual(['Alla consegna i tuoi punti diventano 2 buoni da 5,00 €']);
    expect(screen.queryByText(/questa spesa/i)).not.toBeInTheDocument();
  });

  it('says a single voucher in the singular', () => {
    const voucher = { description: 'Buono fedeltà da 5,00 € sulla prossima spesa', giftTotal: 5 };
    const promised = { ...cart, giftCertificatesToGenerate: [voucher] };
    renderWithProviders(<CartSummary cart={promised} />, { queryClient: signedIn(promised) });
    expect(
      screen.getByText(/^Alla consegna i tuoi punti diventano un buono da 5,00\s€$/),
    ).toBeInTheDocument();
  });

  it('reads goods and total as estimates when a line is weighed', () => {
    const apples = line(looseApples(), 0.5, { grossTotal: 1.2 });
    const weighed = readyCart({ ...cart, cartItems: [apples] });
    renderWithProviders(<CartSummary cart={weighed} />, { queryClient: signedIn(weighed) });
    const text = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const list = screen.getAllByRole('definition')[0]!.closest('dl')!;
    expect(text(list.textContent ?? '')).toContain('Spesacirca 20,50 €');
    expect(text(list.textContent ?? '')).toContain('Totalecirca 19,60 €');
    expect(
      screen.getByText('Per i prodotti a peso: prezzo indicativo, calcolato sul peso effettivo.'),
    ).toBeInTheDocument();
  });

  it('says what the goods lack to reach the minimum order, in words, and nothing once reached', () => {
    const small = readyCart({
      ...cart,
      cartItems: [line(cartProduct(), 1)],
      minimumOrder: { minimum: 25, missing: 7.4 },
    });
    const { unmount } = renderWithProviders(<CartSummary cart={small} />, {
      queryClient: signedIn(small),
    });
    expect(screen.getByText(/^Ordine minimo 25,00\s€: mancano 7,40\s€$/)).toBeInTheDocument();
    unmount();
    const reached = { ...small, minimumOrder: { minimum: 25, missing: 0 } };
    renderWithProviders(<CartSummary cart={reached} />, { queryClient: signedIn(reached) });
    expect(screen.queryByText(/Ordine minimo/)).not.toBeInTheDocument();
  });

  it('an invalid gift code shows the spec message and keeps what was typed', async () => {
    mockServer({
      '/ebsn/api/cart-giftcertificate/check': () =>
        jsonResponse(
          refusal(
            'giftcertificate.invalid',
            'il codice sconto non è valido. Verifica di averlo scritto correttamente.',
          ),
        ),
      '/ebsn/api/cart/view': () => view(cart),
    });
    renderWithProviders(<CartSummary cart={cart} />, { queryClient: signedIn(cart) });
    const field = screen.getByLabelText('Codice sconto');
    await userEvent.type(field, 'SBAGLIATO');
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'il codice sconto non è valido. Verifica di averlo scritto correttamente.',
    );
    expect(field).toHaveValue('SBAGLIATO');
  });
});
