import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHECKOUT_MESSAGES,
  type Cart,
  type OrderItem,
  type OrderSummary,
  type PaymentType,
} from '@spesa/domain';
import { api } from '../../lib/api';
import { authKeys } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import {
  callsTo,
  cartProduct,
  line,
  looseApples,
  mockServer,
  readyCart,
  testUser,
} from '../../test/fixtures';
import { PAYMENT_COMPLETED_ROUTE, PAYMENT_ERROR_ROUTE, PAYMENT_PATH } from '../../config/paths';
import { browserLocation } from '../../lib/checkout';
import { CheckoutRoute } from './routes/checkout-route';
import { PaymentRoute } from './routes/payment-route';
import { PaymentCompletedRoute } from './routes/payment-completed-route';
import { PaymentErrorRoute } from './routes/payment-error-route';
import { CartTotals } from './components/cart-totals';

const ok = (data: unknown) => jsonResponse(okEnvelope(data));
const TERMS_REQUIRED = 'Per continuare devi accettare le condizioni di vendita.';

const CARD: PaymentType = {
  paymentTypeId: 12,
  name: 'Carta di credito',
  descr: 'Visa, Mastercard, American Express.',
  needsRedirect: true,
  preAuthorises: true,
  acceptsSavedAuth: true,
};
const ON_DELIVERY: PaymentType = {
  paymentTypeId: 2,
  name: 'Pagamento alla consegna',
  descr: 'Paghi quando ricevi la spesa.',
  needsRedirect: false,
  preAuthorises: false,
  acceptsSavedAuth: false,
};

function order(patch: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderId: 501,
    orderStatusId: 3,
    orderStatusDescr: 'Ordinato',
    paymentTypeId: 12,
    paymentTypeDescr: 'Carta di credito',
    paymentState: 'authorized',
    paymentError: null,
    deliveryServiceId: 2,
    handover: 'home',
    deliveryAddressDescr: 'Via Indipendenza 12, Bologna',
    deliveryDate: '2026-03-12',
    beginTime: '10:00',
    endTime: '12:00',
    totalItems: 12,
    totalPrice: 48.9,
    prebilledAmount: 52.1,
    payBy: null,
    isPayable: false,
    invoiceRequested: false,
    ...patch,
  };
}

const fullCart = (patch: Partial<Cart> = {}) =>
  readyCart({
    cartItems: [line(cartProduct(), 3)],
    grossTotal: 4.47,
    totalPrice: 4.47,
    ...patch,
  });

function signedIn(cart: Cart) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), testUser());
  queryClient.setQueryData(cartKeys.view(), cart);
  return queryClient;
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  api.configure({ notify: () => undefined });
});

function renderCheckout(
  cart: Cart,
  routes: Record<string, (c: never) => Response | Promise<Response>> = {},
) {
  const calls = mockServer({
    '/ebsn/api/packaging-type/list': () => ok({ products: [] }),
    '/ebsn/api/delivery-fee/view': () => ok({ deliveryFee: 0, timeslot: cart.timeslot }),
    '/ebsn/api/cart/view': () => ok({ data: cart }),
    ...routes,
  });
  const view = renderWithProviders(
    <CheckoutRoute
      renderLines={(c) => <p>{c.cartItems.length} righe</p>}
      renderDelivery={() => <p>Via Indipendenza 12</p>}
      renderSummary={(c) => <p>Totale {c.totalPrice}</p>}
    />,
    {
      queryClient: signedIn(cart),
      path: '/checkout',
      routes: [{ path: PAYMENT_PATH, element: <h1>Pagina di pagamento</h1> }],
    },
  );
  return { calls, ...view };
}

describe('/checkout: terms of sale (docs/rules/cart.md Cart)', () => {
  it('does not continue until the terms are accepted, and says why', async () => {
    const locked = fullCart({ cartStatusId: 7 });
    const { calls } = renderCheckout(fullCart(), {
      '/ebsn/api/checkout/prepare': () => ok({ data: locked }),
    });
    const user = userEvent.setup();
    const go = await screen.findByRole('button', { name: 'Continua' });
    expect(go).toHaveAccessibleDescription(TERMS_REQUIRED);

    await user.click(go);
    expect(screen.getByRole('alert')).toHaveTextContent(TERMS_REQUIRED);
    const terms = screen.getByRole('checkbox', {
      name: 'Ho letto e accetto le condizioni di vendita',
    });
    expect(terms).toHaveFocus();
    expect(callsTo(calls, '/ebsn/api/checkout/prepare')).toHaveLength(0);

    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('heading', { name: 'Pagina di pagamento' })).toBeInTheDocument();
    expect(callsTo(calls, '/ebsn/api/checkout/prepare')).toHaveLength(1);
  });

  it('shows a refusal of prepare and keeps the note as typed', async () => {
    const { calls } = renderCheckout(fullCart(), {
      '/ebsn/api/checkout/prepare': () =>
        jsonResponse(refusal('checkout.empty_cart', CHECKOUT_MESSAGES.emptyCart)),
      '/ebsn/api/cart/update-cart-info': () => jsonResponse(refusal('cart.x', 'No'), 200),
    });
    const user = userEvent.setup();
    const note = await screen.findByRole('textbox', { name: "Note per l'ordine" });
    await user.type(note, 'Citofono Rossi');
    expect(screen.getByText('14/1000 caratteri')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.emptyCart)).toBeInTheDocument();
    expect(callsTo(calls, '/ebsn/api/cart/update-cart-info')[0]?.json).toEqual({
      property: 'order_comment',
      value: 'Citofono Rossi',
    });
    expect(note).toHaveValue('Citofono Rossi');
  });
});

describe('/checkout: minimum order (docs/rules/cart.md Minimum order)', () => {
  it('does not continue below the minimum, and says how much to add', async () => {
    const { calls } = renderCheckout(fullCart({ minimumOrder: { minimum: 25, missing: 20.53 } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /condizioni di vendita/ }));
    const go = screen.getByRole('button', { name: 'Continua' });
    expect(go).toBeDisabled();
    expect(go).toHaveAccessibleDescription(
      /^L’ordine minimo è di 25,00\s€: aggiungi prodotti per 20,53\s€\.$/,
    );
    expect(callsTo(calls, '/ebsn/api/checkout/prepare')).toHaveLength(0);
  });
});

describe('/checkout: invoice data (docs/rules/checkout-and-payment.md)', () => {
  const invoiceCart = () => fullCart({ cartInfos: { need_invoice: 'true' } });

  async function openInvoice(
    routes: Record<string, (c: never) => Response | Promise<Response>> = {},
  ) {
    const rendered = renderCheckout(invoiceCart(), {
      '/ebsn/api/registration/user_detail': () => ok({ billingAddress: null }),
      ...routes,
    });
    expect(await screen.findByRole('checkbox', { name: 'Desidero la fattura' })).toBeChecked();
    return rendered;
  }

  const field = (name: RegExp) => screen.getByRole('textbox', { name });

  /** A private customer's invoice data as user_detail answers them once saved. */
  const savedBilling = {
    personType: 'private',
    firstName: 'Mario',
    lastName: 'Rossi',
    companyName: null,
    fiscalCode: 'RSSMRA80A01H501U',
    vatNumber: null,
    pec: null,
    sdiCode: null,
    birthPlace: null,
    gender: null,
    address1: 'Via Indipendenza',
    addressNumber: '12',
    postalcode: '40121',
    city: 'Bologna',
    province: 'BO',
  };

  it("shows each field's Italian message under it and does not continue", async () => {
    const { calls } = await openInvoice();
    const user = userEvent.setup();

    await user.type(field(/^Codice fiscale/), 'RSSMRA80A01');
    await user.tab();
    expect(await screen.findByText('Formato non corretto')).toBeInTheDocument();
    expect(field(/^Codice fiscale/)).toHaveAccessibleDescription('Formato non corretto');

    await user.click(screen.getByRole('radio', { name: 'Azienda o libero professionista' }));
    await user.type(field(/^Partita IVA/), '1234567890');
    await user.tab();
    expect(await screen.findByText('P.Iva e C.F. devono avere 11 cifre')).toBeInTheDocument();

    await user.type(field(/^PEC/), 'fatture-at-esempio');
    await user.tab();
    expect(await screen.findByText('Digitare una e-mail valida')).toBeInTheDocument();

    await user.type(field(/^Codice SDI/), 'ABCDEFGH');
    await user.tab();
    expect(await screen.findByText('Il campo deve essere lungo 7 caratteri')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(
      await screen.findByText('Correggi i dati per la fattura evidenziati.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/ebsn/api/registration/update_billing_address')).toHaveLength(0);
    expect(callsTo(calls, '/ebsn/api/checkout/prepare')).toHaveLength(0);

    // The private customer's fields were kept as typed while the company's were shown.
    await user.click(screen.getByRole('radio', { name: 'Privato' }));
    await user.click(screen.getByRole('radio', { name: 'Azienda o libero professionista' }));
    expect(field(/^Partita IVA/)).toHaveValue('1234567890');
    await user.click(screen.getByRole('radio', { name: 'Privato' }));
    expect(field(/^Codice fiscale/)).toHaveValue('RSSMRA80A01');
  });

  it('fills from the saved data only the fields not typed in yet', async () => {
    let answer: (response: Response) => void = () => undefined;
    const late = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    await openInvoice({ '/ebsn/api/registration/user_detail': () => late });
    const user = userEvent.setup();
    await user.type(field(/^Nome/), 'Giulia');
    answer(ok({ billingAddress: savedBilling }));
    await waitFor(() => expect(field(/^Cognome/)).toHaveValue('Rossi'));
    expect(field(/^Nome/)).toHaveValue('Giulia');
  });

  it('saves the invoice data before the cart is locked', async () => {
    const saved = savedBilling;
    const order: string[] = [];
    const { calls } = await openInvoice({
      '/ebsn/api/registration/update_billing_address': () => {
        order.push('billing');
        return ok({ billingAddress: saved });
      },
      '/ebsn/api/checkout/prepare': () => {
        order.push('prepare');
        return ok({ data: invoiceCart() });
      },
    });
    const user = userEvent.setup();
    await user.type(field(/^Nome/), 'Mario');
    await user.type(field(/^Cognome/), 'Rossi');
    await user.type(field(/^Codice fiscale/), 'rssmra80a01h501u');
    await user.type(field(/^Indirizzo/), 'Via Indipendenza');
    await user.type(field(/^Civico/), '12');
    await user.type(field(/^CAP/), '40121');
    await user.type(field(/^Città/), 'Bologna');
    await user.type(field(/^Provincia/), 'bo');
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(order).toEqual(['billing', 'prepare']));
    expect(callsTo(calls, '/ebsn/api/registration/update_billing_address')[0]?.json).toMatchObject({
      personType: 'private',
      firstName: 'Mario',
      fiscalCode: 'rssmra80a01h501u',
      companyName: '',
      province: 'bo',
    });
  });

  it("puts the server's field error under the field", async () => {
    const { calls } = await openInvoice({
      '/ebsn/api/registration/update_billing_address': () =>
        jsonResponse(
          {
            response: {
              status: 1,
              errors: [{ code: 'validation', error: 'Formato non corretto', field: 'fiscalCode' }],
              infos: [],
              warnings: [],
            },
            data: null,
          },
          400,
        ),
      '/ebsn/api/registration/update_billing_address-unused': () => ok(null),
    });
    const user = userEvent.setup();
    await user.type(field(/^Nome/), 'Mario');
    await user.type(field(/^Cognome/), 'Rossi');
    await user.type(field(/^Codice fiscale/), 'RSSMRA80A01H501U');
    await user.type(field(/^Indirizzo/), 'Via Indipendenza');
    await user.type(field(/^Civico/), '12');
    await user.type(field(/^CAP/), '40121');
    await user.type(field(/^Città/), 'Bologna');
    await user.type(field(/^Provincia/), 'BO');
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await waitFor(() =>
      expect(field(/^Codice fiscale/)).toHaveAccessibleDescription('Formato non corretto'),
    );
    expect(callsTo(calls, '/ebsn/api/checkout/prepare')).toHaveLength(0);
  });
});

describe('/payment: buy', () => {
  function renderPayment(types: PaymentType[], buyAnswer: () => Response) {
    const locked = fullCart({ cartStatusId: 7 });
    const calls = mockServer({
      '/ebsn/api/payment-type/list': () => ok({ paymentTypes: types }),
      '/ebsn/api/payment-type/list-auth': () => ok({ auths: [] }),
      '/ebsn/api/checkout/prebilled-amount': () =>
        ok({
          prebilledAmount: 5.2,
          packagedTotal: 4.47,
          variableWeightTotal: 0,
          marginPercent: 20,
        }),
      '/ebsn/api/cart/view': () => ok({ data: locked }),
      '/ebsn/api/checkout/buy': buyAnswer,
    });
    renderWithProviders(<PaymentRoute renderDelivery={() => <p>Via Indipendenza 12</p>} />, {
      queryClient: signedIn(locked),
      path: PAYMENT_PATH,
      routes: [
        { path: PAYMENT_COMPLETED_ROUTE, element: <h1>Ordine completato</h1> },
        { path: '/checkout', element: <h1>Cassa</h1> },
      ],
    });
    return calls;
  }

  it("goes to the gateway's page when the order is paid online", async () => {
    const calls = renderPayment([CARD, ON_DELIVERY], () =>
      ok({ order: order({ paymentState: 'pending' }), paymentUrl: '/pay/session/abc' }),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Carta di credito/ })).toBeChecked();
    expect(await screen.findByText('5,20 €')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Perché questo importo?' }));
    expect(
      await screen.findByText(
        /Sulla carta viene riservato l’importo dei prodotti confezionati più il 20% /,
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('radio', { name: 'Usa una nuova carta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ricorda questa carta' }));
    await user.click(screen.getByRole('button', { name: 'Paga' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/session/abc'));
    const buy = callsTo(calls, '/ebsn/api/checkout/buy')[0]!;
    expect(buy.query.get('payment_type_id')).toBe('12');
    expect(buy.query.get('payment_data')).toBe('{"save_card":true}');
    expect(buy.query.has('user_payment_auth_id')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Ordine completato' })).toBeNull();
  });

  it('goes to the result page when nothing is paid online', async () => {
    const calls = renderPayment([CARD, ON_DELIVERY], () =>
      ok({ order: order({ paymentTypeId: 2, paymentState: 'offline' }), paymentUrl: null }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Pagamento alla consegna/ }));
    await user.click(screen.getByRole('button', { name: 'Conferma ordine' }));
    expect(await screen.findByRole('heading', { name: 'Ordine completato' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(callsTo(calls, '/ebsn/api/checkout/buy')[0]!.query.get('payment_type_id')).toBe('2');
  });

  it('shows a refusal and offers the way back to the checkout', async () => {
    renderPayment([ON_DELIVERY], () =>
      jsonResponse(refusal('checkout.cart_changed', CHECKOUT_MESSAGES.cartChanged)),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Conferma ordine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.cartChanged);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Ordine completato' })).toBeNull();
  });
});

describe('/payment: the cart’s amounts', () => {
  it('reads goods and total as estimates when a line is weighed', () => {
    const cart = readyCart({
      cartItems: [line(looseApples(), 0.5, { grossTotal: 1.2 })],
      grossTotal: 1.2,
      totalPrice: 5.1,
      deliveryFee: 3.9,
    });
    renderWithProviders(<CartTotals cart={cart} />);
    const text = (screen.getAllByRole('definition')[0]!.closest('dl')!.textContent ?? '').replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    expect(text).toContain('circa 1,20 €');
    expect(text).toContain('Totalecirca 5,10 €');
  });
});

describe('/cart/payment-error/{orderId}', () => {
  const suspended = order({
    orderStatusId: 1,
    orderStatusDescr: 'In attesa di pagamento',
    paymentState: 'failed',
    paymentError: 'Carta rifiutata dalla banca emittente',
    // 11:30 in Italy (CET)
    payBy: '2026-03-12T10:30:00.000Z',
    isPayable: true,
  });

  function renderError(routes: Record<string, () => Response | Promise<Response>>) {
    const calls = mockServer({
      '/ebsn/api/order/view': () => ok({ data: suspended }),
      '/ebsn/api/payment-type/list': () => ok({ paymentTypes: [CARD, ON_DELIVERY] }),
      '/ebsn/api/cart/view': () => ok({ data: readyCart() }),
      ...routes,
    });
    renderWithProviders(<PaymentErrorRoute />, {
      queryClient: signedIn(readyCart()),
      path: '/cart/payment-error/501',
      route: PAYMENT_ERROR_ROUTE,
      routes: [{ path: PAYMENT_COMPLETED_ROUTE, element: <h1>Ordine completato</h1> }],
    });
    return calls;
  }

  it('shows the suspended order, the refusal and the deadline', async () => {
    renderError({});
    expect(await screen.findByRole('heading', { name: 'Pagamento non riuscito' })).toBeVisible();
    expect(screen.getAllByText('In attesa di pagamento').length).toBeGreaterThan(0);
    expect(screen.getByText(/Carta rifiutata dalla banca emittente/)).toBeInTheDocument();
    expect(
      screen.getByText("Se non completi il pagamento entro le 11:30 l'ordine verrà annullato"),
    ).toBeInTheDocument();
  });

  it("'Riprova il pagamento' pays again on the gateway's page", async () => {
    const calls = renderError({
      '/ebsn/api/order/payment': () => ok({ order: suspended, paymentUrl: '/pay/session/retry' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Riprova il pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/session/retry'));
    expect(callsTo(calls, '/ebsn/api/order/payment')[0]!.query.get('order_id')).toBe('501');
  });

  it("'Paga con un'altra carta' asks for a new card on the gateway's page", async () => {
    const calls = renderError({
      '/ebsn/api/order/modify-payment-type': () =>
        ok({ order: suspended, paymentUrl: '/pay/session/new-card' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: "Paga con un'altra carta" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/session/new-card'));
    const call = callsTo(calls, '/ebsn/api/order/modify-payment-type')[0]!;
    expect(call.query.get('order_id')).toBe('501');
    expect(call.query.get('payment_type_id')).toBe('12');
    expect(call.query.has('user_payment_auth_id')).toBe(false);
  });

  it("'Paga alla consegna' switches to payment on delivery and shows the order", async () => {
    const calls = renderError({
      '/ebsn/api/order/modify-payment-type': () =>
        ok({
          order: order({ paymentTypeId: 2, paymentState: 'offline', orderStatusId: 3 }),
          paymentUrl: null,
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Paga alla consegna' }));
    expect(await screen.findByRole('heading', { name: 'Ordine completato' })).toBeInTheDocument();
    expect(
      callsTo(calls, '/ebsn/api/order/modify-payment-type')[0]!.query.get('payment_type_id'),
    ).toBe('2');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a refusal of the retry beside the buttons', async () => {
    renderError({
      '/ebsn/api/order/payment': () =>
        jsonResponse(refusal('order.not_payable', CHECKOUT_MESSAGES.orderNotPayable)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Riprova il pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.orderNotPayable);
    expect(screen.getByRole('button', { name: 'Riprova il pagamento' })).toBeEnabled();
  });

  it("shows 'Ordine non trovato' for another shopper's order", async () => {
    renderError({
      '/ebsn/api/order/view': () =>
        jsonResponse(refusal('order.not_found', CHECKOUT_MESSAGES.orderNotFound), 404),
    });
    expect(await screen.findByRole('heading', { name: 'Ordine non trovato' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Riprova il pagamento' })).toBeNull();
  });
});

describe('/cart/payment-completed/{orderId}', () => {
  it('asks again every 2 s while the payment is pending, then shows the order', async () => {
    let answers = 0;
    const calls = mockServer({
      '/ebsn/api/order/view': () => {
        answers += 1;
        return ok({ data: order({ paymentState: answers < 2 ? 'pending' : 'authorized' }) });
      },
      '/ebsn/api/cart/view': () => ok({ data: readyCart() }),
    });
    const queryClient = signedIn(fullCart());
    renderWithProviders(<PaymentCompletedRoute />, {
      queryClient,
      path: '/cart/payment-completed/501',
      route: PAYMENT_COMPLETED_ROUTE,
    });
    const status = (
      await screen.findByText('Stiamo aspettando la conferma del pagamento…')
    ).closest('[role="status"]')!;
    expect(status).toHaveAttribute('aria-live', 'polite');

    expect(
      await screen.findByRole('heading', { name: 'Ordine n. 501 confermato.' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const details = screen.getByText('Via Indipendenza 12, Bologna').closest('dl')!;
    expect(within(details).getByText('48,90 €')).toBeInTheDocument();
    expect(within(details).getByText('Giovedì 12 marzo, 10:00-12:00')).toBeInTheDocument();
    const polls = callsTo(calls, '/ebsn/api/order/view').length;
    expect(polls).toBe(2);
    // The cart is asked again (by the shell), so the badge shows the new, empty cart.
    expect(queryClient.getQueryState(cartKeys.view())?.isInvalidated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(callsTo(calls, '/ebsn/api/order/view')).toHaveLength(polls);
  }, 10_000);

  it("leads to the order and to 'I miei ordini', and mentions the invoice asked for", async () => {
    mockServer({
      '/ebsn/api/order/view': () => ok({ data: order({ invoiceRequested: true }) }),
      '/ebsn/api/cart/view': () => ok({ data: readyCart() }),
    });
    renderWithProviders(<PaymentCompletedRoute />, {
      queryClient: signedIn(fullCart()),
      path: '/cart/payment-completed/501',
      route: PAYMENT_COMPLETED_ROUTE,
    });
    expect(await screen.findByRole('link', { name: "Vedi l'ordine" })).toHaveAttribute(
      'href',
      '/profile/orders/501',
    );
    expect(screen.getByRole('link', { name: 'I miei ordini' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(screen.getByRole('link', { name: 'Continua la spesa' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText(
        "Hai chiesto la fattura: la emettiamo alla consegna e la trovi nel dettaglio dell'ordine, in «I miei ordini».",
      ),
    ).toBeInTheDocument();
  });

  it('reads the amount as an estimate while weighed lines are still to weigh', async () => {
    const item = (variableWeight: boolean): OrderItem => ({
      orderItemId: variableWeight ? 2 : 1,
      productId: 10,
      product: {},
      quantity: 1,
      quantityDisplay: '1 pz',
      weight: null,
      variableWeight,
      grossTotal: 1.2,
      acceptAlternatives: true,
      notes: '',
      sectorId: null,
      deliveredQuantity: null,
      deliveredWeight: null,
      finalGrossTotal: null,
      replacesOrderItemId: null,
    });
    const answers = [[item(false)], [item(false), item(true)]];
    for (const items of answers) {
      mockServer({
        '/ebsn/api/order/view': () => ok({ data: { ...order(), items } }),
        '/ebsn/api/cart/view': () => ok({ data: readyCart() }),
      });
      const { unmount } = renderWithProviders(<PaymentCompletedRoute />, {
        queryClient: signedIn(fullCart()),
        path: '/cart/payment-completed/501',
        route: PAYMENT_COMPLETED_ROUTE,
      });
      const amount = (await screen.findByText('Importo')).closest('div')!;
      expect(amount).toHaveTextContent(items.length > 1 ? 'circa 48,90 €' : /^Importo48,90 €/);
      unmount();
    }
  });

  it('sends a failed payment to the error page', async () => {
    mockServer({
      '/ebsn/api/order/view': () =>
        ok({ data: order({ paymentState: 'failed', isPayable: true }) }),
      '/ebsn/api/cart/view': () => ok({ data: readyCart() }),
    });
    renderWithProviders(<PaymentCompletedRoute />, {
      queryClient: signedIn(fullCart()),
      path: '/cart/payment-completed/501',
      route: PAYMENT_COMPLETED_ROUTE,
      routes: [{ path: PAYMENT_ERROR_ROUTE, element: <h1>Pagina errore</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Pagina errore' })).toBeInTheDocument();
  });

  it("shows 'Ordine non trovato' for an id that is not a number", async () => {
    mockServer({});
    renderWithProviders(<PaymentCompletedRoute />, {
      queryClient: signedIn(fullCart()),
      path: '/cart/payment-completed/abc',
      route: PAYMENT_COMPLETED_ROUTE,
    });
    expect(await screen.findByRole('heading', { name: 'Ordine non trovato' })).toBeVisible();
  });
});
