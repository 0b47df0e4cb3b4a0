import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHECKOUT_MESSAGES,
  MASTER_ORDER_MESSAGES,
  ORDER_MESSAGES,
  ORDER_NOTE_MESSAGES,
  PARKING_MESSAGES,
  type Order,
  type OrderNote,
  type OrderItem,
  type MasterOrderListItem,
  type OrderListItem,
  type ResponseMessage,
} from '@spesa/domain';
import { api, type ClientMessage } from '../../lib/api';
import {
  browserLocation,
  closeDeliveryDialogs,
  resolveTimeslotSelector,
  useDeliveryDialog,
} from '../../lib/checkout';
import { cartKeys } from '../../lib/cart';
import { authKeys } from '../../lib/session';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import { callsTo, readyCart, mockServer, testUser, type Call } from '../../test/fixtures';
import { ORDERS_PATH, ORDER_ROUTE } from '../../config/paths';
import { MyOrdersRoute } from './routes/my-orders-route';
import { OrderRoute } from './routes/order-route';

const ok = (
  data: unknown,
  messages: Partial<Record<'infos' | 'warnings', ResponseMessage[]>> = {},
) => {
  const envelope = okEnvelope(data);
  return jsonResponse({ ...envelope, response: { ...envelope.response, ...messages } });
};

function listItem(patch: Partial<OrderListItem> = {}): OrderListItem {
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
    addDate: '2026-03-10T09:30:00.000Z',
    placedByAgent: false,
    isEditable: true,
    isCancelable: true,
    ...patch,
  };
}

function item(patch: Partial<OrderItem> = {}): OrderItem {
  return {
    orderItemId: 1,
    productId: 10,
    product: { name: 'Latte intero 1 l', shortDescr: 'Granarolo' },
    quantity: 2,
    quantityDisplay: '2 pz',
    weight: null,
    variableWeight: false,
    grossTotal: 3.2,
    acceptAlternatives: true,
    notes: '',
    sectorId: 1,
    deliveredQuantity: null,
    deliveredWeight: null,
    finalGrossTotal: null,
    replacesOrderItemId: null,
    ...patch,
  };
}

function fullOrder(patch: Partial<Order> = {}): Order {
  const { addDate, orderId, orderStatusId, ...summary } = listItem();
  return {
    ...summary,
    orderId,
    orderStatusId,
    addDate,
    shippingAddress: {
      addressId: 7,
      addressTypeId: 1,
      addressName: 'Casa',
      address1: 'Via Indipendenza',
      addressNumber: '12',
      postalcode: '40121',
      city: 'Bologna',
      province: 'BO',
    },
    items: [item()],
    orderPackages: [],
    orderAdjustments: [],
    grossTotal: 44.9,
    giftTotal: 0,
    packageTotal: 0,
    deliveryFee: 4,
    waived: 0,
    paid: 0,
    cartInfos: {},
    loyaltyPoints: 0,
    hasEInvoice: false,
    transactions: [],
    statusHistory: [{ orderStatusId: 3, at: '2026-03-10T09:30:00.000Z' }],
    dueDocuments: [],
    ...patch,
  };
}

const listPage = (orders: OrderListItem[], page = 1, totalItems = orders.length) => ({
  data: {
    orders,
    page: { page, pageSize: 12, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 12)) },
  },
});

const ordersFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => listItem({ orderId: first - i }));

let toasts: ClientMessage[] = [];
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toasts = [];
  api.configure({ notify: (m) => toasts.push(m) });
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  api.configure({ notify: () => undefined });
  closeDeliveryDialogs();
});

function renderOrders(
  routes: Record<string, (c: Call) => Response>,
  path: string = ORDERS_PATH,
  user = testUser(),
) {
  const calls = mockServer(routes);
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  const view = renderWithProviders(<MyOrdersRoute />, {
    queryClient,
    path,
    route: ORDERS_PATH,
    routes: [{ path: ORDER_ROUTE, element: <OrderRoute /> }],
  });
  return { calls, ...view };
}

/** Which delivery dialog the checkout flow has open, for the test to read. */
let openDialog: string | null = null;
function DialogProbe() {
  openDialog = useDeliveryDialog()?.kind ?? null;
  return null;
}

function renderOrder(
  routes: Record<string, (c: Call) => Response | Promise<Response>>,
  orderId: number | string = 501,
) {
  const calls = mockServer(routes);
  const view = renderWithProviders(
    <>
      <OrderRoute />
      <DialogProbe />
    </>,
    {
      path: `${ORDERS_PATH}/${orderId}`,
      route: ORDER_ROUTE,
      routes: [
        { path: ORDERS_PATH, element: <h1>Elenco ordini</h1> },
        { path: '/cart/payment-completed/:orderId', element: <h1>Esito</h1> },
      ],
    },
  );
  return { calls, ...view };
}

describe('My orders list (/profile/orders)', () => {
  it('shows 12 orders a page with their status, total and agent flag, and pages on', async () => {
    const { calls } = renderOrders({
      '/ebsn/api/order/list': (call) =>
        call.query.get('page') === '2'
          ? ok(listPage(ordersFrom(489, 3), 2, 15))
          : ok(
              listPage(
                [
                  listItem({ orderId: 501, placedByAgent: true }),
                  listItem({
                    orderId: 500,
                    orderStatusId: 1,
                    orderStatusDescr: 'x',
                    isPayable: true,
                  }),
                  listItem({
                    orderId: 499,
                    orderStatusId: 8,
                    deliveryServiceId: 1,
                    handover: 'store',
                  }),
                  listItem({
                    orderId: 498,
                    deliveryServiceId: 1,
                    handover: 'locker',
                    deliveryAddressDescr: 'Locker Bologna Stazione Centrale',
                  }),
                  ...ordersFrom(497, 8),
                ],
                1,
                15,
              ),
            ),
    });
    const list = await screen.findByRole('list', { name: 'Elenco degli ordini' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('15 ordini')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Ordine n. 501' });
    expect(within(first).getByText('Ordinato')).toBeInTheDocument();
    expect(within(first).getByText('Carta di credito')).toBeInTheDocument();
    expect(within(first).getByText('Giovedì 12 marzo, 10:00–12:00')).toBeInTheDocument();
    expect(within(first).getByText('Consegna a domicilio')).toBeInTheDocument();
    expect(first).toHaveTextContent('48,90');
    // The domain's label, not the server's description.
    expect(
      within(screen.getByRole('article', { name: 'Ordine n. 500' })).getByText(
        'In attesa di pagamento',
      ),
    ).toBeInTheDocument();
    const pickup = screen.getByRole('article', { name: 'Ordine n. 499' });
    expect(within(pickup).getByText('Consegnato')).toBeInTheDocument();
    expect(within(pickup).getByText('Ritiro in negozio')).toBeInTheDocument();
    // A locker is a pickup too, but not at the store's counter.
    const locker = screen.getByRole('article', { name: 'Ordine n. 498' });
    expect(within(locker).getByText('Ritiro al locker')).toBeInTheDocument();
    expect(within(locker).queryByText('Ritiro in negozio')).not.toBeInTheDocument();

    // docs/rules/orders.md: only the agent's order is flagged; focus shows the tooltip.
    expect(screen.getAllByRole('button', { name: 'Ordine da operatore' })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Ordine da operatore' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Questo ordine è stato effettuato per te da un nostro operatore.',
    );

    const list1 = callsTo(calls, '/ebsn/api/order/list')[0]!;
    expect(list1.query.get('page')).toBe('1');
    expect(list1.query.get('page_size')).toBe('12');
    expect(list1.query.has('show_pending')).toBe(false);

    const pages = screen.getByRole('navigation', { name: 'Pagine degli ordini' });
    expect(within(pages).getByText('Pagina 1 di 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Successiva' }));
    expect(await screen.findByRole('article', { name: 'Ordine n. 489' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Pagina 2 di 2')).toBeInTheDocument();
    expect(callsTo(calls, '/ebsn/api/order/list').at(-1)!.query.get('page')).toBe('2');
  });

  it('filters by dates, amounts and pending; refuses an inverted range; entering again resets them', async () => {
    const { calls } = renderOrders({
      '/ebsn/api/order/list': () => ok(listPage([listItem()])),
      '/ebsn/api/order/view': () => ok({ data: fullOrder() }),
    });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Ordine n. 501' });
    // On a phone the fields fold under 'Mostra' until a filter applies (issue 34).
    const toggle = screen.getByRole('button', { name: 'Mostra' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveClass('hidden');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Nascondi' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.type(screen.getByLabelText('Dal'), '2026-03-20');
    await user.type(screen.getByLabelText('Al'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Filtra' }));
    expect(screen.getByLabelText('Al')).toHaveAccessibleDescription(
      'La data finale è precedente alla data iniziale.',
    );
    expect(screen.getByLabelText('Al')).toHaveFocus();
    expect(callsTo(calls, '/ebsn/api/order/list')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Al'));
    await user.type(screen.getByLabelText('Al'), '2026-03-31');
    await user.type(screen.getByLabelText('Importo da (€)'), '20');
    await user.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/order/list')).toHaveLength(2));
    const filtered = callsTo(calls, '/ebsn/api/order/list')[1]!.query;
    expect(filtered.get('from_date')).toBe('2026-03-20');
    expect(filtered.get('to_date')).toBe('2026-03-31');
    expect(filtered.get('from_gross_total')).toBe('20');
    expect(filtered.get('page')).toBe('1');

    await user.click(screen.getByRole('switch', { name: 'mostra ordini in attesa' }));
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/order/list')).toHaveLength(3));
    const pending = callsTo(calls, '/ebsn/api/order/list')[2]!.query;
    expect(pending.get('show_pending')).toBe('true');
    expect(pending.get('from_date')).toBe('2026-03-20');
    expect(screen.getByLabelText('Dal')).toHaveValue('2026-03-20');

    // To the order and back through 'Vedi tutti gli ordini': the filters are gone.
    await user.click(screen.getByRole('link', { name: 'Ordine n. 501' }));
    await user.click(await screen.findByRole('link', { name: 'Vedi tutti gli ordini' }));
    await screen.findByRole('heading', { level: 1, name: 'I miei ordini' });
    expect(screen.getByLabelText('Dal')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'mostra ordini in attesa' })).not.toBeChecked();
    await waitFor(() => {
      const last = callsTo(calls, '/ebsn/api/order/list').at(-1)!.query;
      expect(last.has('from_date')).toBe(false);
      expect(last.has('show_pending')).toBe(false);
    });
  });

  it("says 'Non hai ancora fatto ordini' with a way back to the shop", async () => {
    renderOrders({ '/ebsn/api/order/list': () => ok(listPage([])) });
    expect(
      await screen.findByRole('heading', { name: 'Non hai ancora fatto ordini' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inizia la spesa' })).toHaveAttribute('href', '/');
  });

  it('offers to reset the filters when none of the orders matches them', async () => {
    renderOrders(
      { '/ebsn/api/order/list': () => ok(listPage([])) },
      `${ORDERS_PATH}?from_gross_total=500`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Nessun ordine corrisponde ai filtri' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Importo da (€)')).toHaveValue(500);
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    renderOrders({
      '/ebsn/api/order/list': () =>
        fail
          ? jsonResponse(refusal('x', 'Servizio non disponibile'), 200)
          : ok(listPage([listItem()])),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare i tuoi ordini.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Ordine n. 501' })).toBeInTheDocument();
  });
});

describe('Master accounts in My orders (docs/rules/orders.md)', () => {
  const master = testUser({ userId: 42, userType: { userTypeId: '2' } });
  const anna = { userId: 77, firstName: 'Anna', lastName: 'Bianchi' };
  const self = { userId: 42, firstName: 'Mario', lastName: 'Rossi' };
  const personOrder = (
    order: OrderListItem,
    person: MasterOrderListItem['person'] = anna,
  ): MasterOrderListItem => ({ ...order, person, shippingAddressId: 7, warehouseId: 1 });

  it('shows no switch to a shopper who manages nobody', async () => {
    renderOrders({ '/ebsn/api/order/list': () => ok(listPage([listItem()])) });
    await screen.findByRole('article', { name: 'Ordine n. 501' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('Ordini delle persone gestite')).toBeNull();
  });

  it("switches to the managed people's orders, each with its person, by date and 12 a page", async () => {
    const { calls, router } = renderOrders(
      {
        '/ebsn/api/order/list': () => ok(listPage([listItem()])),
        '/ebsn/api/order/list-for-all-person-orders': (call) =>
          call.query.get('page') === '2'
            ? ok(listPage([personOrder(listItem({ orderId: 480 }))], 2, 13))
            : ok(
                listPage(
                  [
                    personOrder(listItem({ orderId: 601 })),
                    personOrder(listItem({ orderId: 600 }), self),
                    ...ordersFrom(599, 10).map((o) => personOrder(o)),
                  ],
                  1,
                  13,
                ),
              ),
      },
      ORDERS_PATH,
      master,
    );
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Quali ordini vedere' });
    expect(within(tabs).getByRole('tab', { name: 'I miei ordini' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('article', { name: 'Ordine n. 501' });
    await user.click(within(tabs).getByRole('tab', { name: 'Ordini delle persone gestite' }));

    const anna601 = await screen.findByRole('article', { name: 'Ordine n. 601' });
    expect(within(anna601).getByText('Anna Bianchi')).toBeInTheDocument();
    // order/view shows an order to its own shopper only: another person's card has no link.
    expect(within(anna601).queryByRole('link')).toBeNull();
    const own = screen.getByRole('article', { name: 'Ordine n. 600' });
    expect(within(own).getByText('Mario Rossi')).toBeInTheDocument();
    expect(
      within(own).getByRole('link', { name: "Vedi dettaglio dell'ordine n. 600" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('13 ordini')).toBeInTheDocument();
    const first = callsTo(calls, '/ebsn/api/order/list-for-all-person-orders')[0]!;
    expect(first.query.get('page')).toBe('1');
    expect(first.query.get('page_size')).toBe('12');

    // Only the date range: no amounts, no pending toggle.
    expect(screen.queryByLabelText('Importo da (€)')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    await user.type(screen.getByLabelText('Dal'), '2026-03-01');
    await user.type(screen.getByLabelText('Al'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() =>
      expect(
        callsTo(calls, '/ebsn/api/order/list-for-all-person-orders')
          .at(-1)!
          .query.get('order_to_date_filter'),
      ).toBe('2026-03-31'),
    );
    const filtered = callsTo(calls, '/ebsn/api/order/list-for-all-person-orders').at(-1)!;
    expect(filtered.query.get('order_from_date_filter')).toBe('2026-03-01');
    expect(router.state.location.search).toContain('view=people');

    await user.click(await screen.findByRole('link', { name: /Successiva/ }));
    expect(await screen.findByRole('article', { name: 'Ordine n. 480' })).toBeInTheDocument();
    const second = callsTo(calls, '/ebsn/api/order/list-for-all-person-orders').at(-1)!;
    expect(second.query.get('page')).toBe('2');
    expect(second.query.get('order_from_date_filter')).toBe('2026-03-01');
    expect(screen.getByRole('tab', { name: 'Ordini delle persone gestite' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'I miei ordini' }));
    expect(await screen.findByRole('article', { name: 'Ordine n. 501' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows the list's refusal in the page", async () => {
    renderOrders(
      {
        '/ebsn/api/order/list-for-all-person-orders': () =>
          jsonResponse(refusal('order.not_master', MASTER_ORDER_MESSAGES.notMaster)),
      },
      `${ORDERS_PATH}?view=people`,
      master,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non è stato possibile caricare i tuoi ordini.');
    expect(alert).toHaveTextContent(MASTER_ORDER_MESSAGES.notMaster);
    expect(toasts).toEqual([]);
  });
});

describe('Order detail (/profile/orders/:orderId)', () => {
  it('shows the timeline, the lines by sector with what was delivered, totals and transactions', async () => {
    renderOrder({
      '/ebsn/api/order/view': () =>
        ok({
          data: fullOrder({
            orderStatusId: 9,
            orderStatusDescr: 'Consegnato parzialmente',
            statusHistory: [
              { orderStatusId: 3, at: '2026-03-10T09:30:00.000Z' },
              { orderStatusId: 3, at: '2026-03-11T08:15:00.000Z', edited: true },
              { orderStatusId: 4, at: '2026-03-12T07:00:00.000Z' },
              { orderStatusId: 9, at: '2026-03-12T10:40:00.000Z' },
            ],
            items: [
              item(),
              // The line: 700 g ordered, 760 g found, dearer than estimated.
              item({
                orderItemId: 2,
                product: { name: 'Mele Golden' },
                quantity: 0.7,
                quantityDisplay: '700 g',
                variableWeight: true,
                sectorId: 2,
                deliveredQuantity: 0.7,
                deliveredWeight: 0.76,
                finalGrossTotal: 2.28,
                grossTotal: 2.1,
              }),
              item({ orderItemId: 3, product: { name: 'Yogurt bianco' }, deliveredQuantity: 0 }),
              item({
                orderItemId: 4,
                product: { name: 'Yogurt greco' },
                replacesOrderItemId: 3,
                deliveredQuantity: 2,
              }),
            ],
            totalPrice: 48.9,
            waived: 0.41,
            paid: 48.9,
            transactions: [
              {
                orderTransactionId: 1,
                addDate: '2026-03-10T09:31:00.000Z',
                transactionStatusId: 3,
                paymentTypeId: 12,
                authorizedAmount: 52.1,
                capturedAmount: 48.9,
                refundedAmount: 0,
                cardDescr: 'VISA •••• 4242',
              },
            ],
          }),
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordine n. 501' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Percorso' })).toHaveTextContent(
      'HomepageI miei ordiniDettaglio ordine',
    );

    const timeline = screen.getByRole('region', { name: "Stato dell'ordine" });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Ordinato'),
      // The shopper's edit (issue 34).
      expect.stringContaining('Ordine modificato'),
      expect.stringContaining('In preparazione'),
      expect.stringContaining('Consegnato parzialmente'),
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');

    const products = screen.getByRole('region', { name: 'Prodotti' });
    // Sectors without a name from the app read 'Altri prodotti'; two sector groups here.
    expect(within(products).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(products).getByText('Consegnato: 760 g')).toBeInTheDocument();
    // A weight found above the estimate is no discount: the estimate is named, not struck through.
    expect(within(products).getByText("Stimato all'ordine: 2,10 €")).toBeInTheDocument();
    expect(products.querySelector('del')).toBeNull();
    expect(within(products).getByText('Non consegnato')).toBeInTheDocument();
    expect(within(products).getByText('Sostituito da: Yogurt greco')).toBeInTheDocument();
    expect(within(products).getByText('In sostituzione di: Yogurt bianco')).toBeInTheDocument();
    expect(within(products).getByText('Consegnato: 2 pz')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Riepilogo' });
    expect(within(totals).getByText('Totale')).toBeInTheDocument();
    expect(within(totals).getByText('Abbuono sul peso').nextSibling).toHaveTextContent('−0,41 €');
    expect(within(totals).getByText('Pagato').nextSibling).toHaveTextContent('48,90 €');
    expect(within(totals).queryByText('Da pagare')).toBeNull();
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByText('Confermata')).toBeInTheDocument();
    expect(within(payment).getByText('VISA •••• 4242')).toBeInTheDocument();
  });

  it('offers only the buttons the state allows', async () => {
    const delivered = renderOrder({
      '/ebsn/api/order/view': () =>
        ok({ data: fullOrder({ orderStatusId: 8, orderStatusDescr: 'Consegnato' }) }),
    });
    const actions = await screen.findByRole('group', { name: "Azioni sull'ordine" });
    expect(within(actions).getByRole('button', { name: 'Riordina' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Vedi tutti gli ordini' })).toHaveAttribute(
      'href',
      ORDERS_PATH,
    );
    expect(within(actions).queryByRole('button', { name: 'Annulla ordine' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Paga ora' })).toBeNull();
    // Delivered without an invoice asked for: the receipt, and no e-invoice.
    expect(within(actions).getByRole('button', { name: 'Scarica ricevuta' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Fattura elettronica (XML)' })).toBeNull();
    delivered.unmount();

    const invoiced = renderOrder({
      '/ebsn/api/order/view': () =>
        ok({
          data: fullOrder({
            orderStatusId: 8,
            cartInfos: { need_invoice: 'true' },
            hasEInvoice: true,
          }),
        }),
    });
    const invoicedActions = await screen.findByRole('group', { name: "Azioni sull'ordine" });
    expect(within(invoicedActions).getByRole('button', { name: 'Scarica fattura' })).toBeVisible();
    expect(
      within(invoicedActions).getByRole('button', { name: 'Fattura elettronica (XML)' }),
    ).toBeVisible();
    invoiced.unmount();

    const { calls } = renderOrder({
      '/ebsn/api/order/view': () =>
        ok({
          data: fullOrder({ orderStatusId: 1, paymentState: 'failed', isPayable: true }),
        }),
      '/ebsn/api/order/payment': () =>
        ok({
          order: listItem({ orderStatusId: 1 }),
          paymentUrl: 'https://acquirer.example/pay/abc',
        }),
    });
    const suspended = await screen.findByRole('group', { name: "Azioni sull'ordine" });
    expect(within(suspended).getByRole('button', { name: 'Annulla ordine' })).toBeInTheDocument();
    await userEvent.setup().click(within(suspended).getByRole('button', { name: 'Paga ora' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://acquirer.example/pay/abc'));
    expect(callsTo(calls, '/ebsn/api/order/payment')[0]!.query.get('order_id')).toBe('501');
  });

  it('cancels only after the confirmation, toasts the message and shows the new status', async () => {
    let cancelled = false;
    const { calls } = renderOrder({
      '/ebsn/api/order/view': () =>
        ok({
          data: cancelled
            ? fullOrder({ orderStatusId: 10, orderStatusDescr: 'Annullato' })
            : fullOrder(),
        }),
      '/ebsn/api/order/delete': () => {
        cancelled = true;
        return ok(
          { data: listItem({ orderStatusId: 10, orderStatusDescr: 'Annullato' }) },
          { infos: [{ code: 'order.cancelled', info: ORDER_MESSAGES.orderCancelled(501) }] },
        );
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annulla ordine' }));
    let dialog = await screen.findByRole('dialog', { name: 'Annulla ordine' });
    expect(dialog).toHaveTextContent("Vuoi annullare l'ordine n. 501?");
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/order/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    dialog = await screen.findByRole('dialog', { name: 'Annulla ordine' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/order/delete')[0]!.query.get('order_id')).toBe('501');
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', text: 'Ordine n. 501 annullato.' }),
    ]);
    const heading = screen.getByRole('heading', { level: 1, name: 'Ordine n. 501' });
    await waitFor(() => expect(heading.parentElement).toHaveTextContent('Annullato'));
    expect(screen.queryByRole('button', { name: 'Annulla ordine' })).toBeNull();
  });

  it('keeps the dialog open with the refusal when the store already took the order', async () => {
    renderOrder({
      '/ebsn/api/order/view': () => ok({ data: fullOrder() }),
      '/ebsn/api/order/delete': () =>
        jsonResponse(refusal('order.not_cancellable', ORDER_MESSAGES.notCancellable)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annulla ordine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulla ordine' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ORDER_MESSAGES.notCancellable,
    );
    expect(toasts).toEqual([]);
  });

  it('reorders: the cart is replaced and the lines not added are toasted', async () => {
    const cart = readyCart();
    const notAdded = ORDER_MESSAGES.reorderNotAdded(['Yogurt bianco']);
    const { calls, queryClient } = renderOrder({
      '/ebsn/api/order/view': () =>
        ok({ data: fullOrder({ orderStatusId: 8, orderStatusDescr: 'Consegnato' }) }),
      '/ebsn/api/cart/add-all-from-order': () =>
        ok({ data: cart }, { infos: [{ code: 'cart.reorder_not_added', info: notAdded }] }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Riordina' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual(expect.objectContaining({ kind: 'success', text: notAdded }));
    expect(callsTo(calls, '/ebsn/api/cart/add-all-from-order')[0]!.query.get('order_id')).toBe(
      '501',
    );
    expect(queryClient.getQueryData(cartKeys.view())).toEqual(
      expect.objectContaining({ cartId: cart.cartId }),
    );
  });

  it('asks for the slot when the cart has none, as Aggiungi does, then reorders', async () => {
    const cart = readyCart();
    let answers = 0;
    const { calls } = renderOrder({
      '/ebsn/api/order/view': () =>
        ok({ data: fullOrder({ orderStatusId: 8, orderStatusDescr: 'Consegnato' }) }),
      '/ebsn/api/cart/view': () => ok({ data: cart }),
      '/ebsn/api/cart/add-all-from-order': () =>
        (answers += 1) === 1
          ? jsonResponse(refusal('cart.need_timeslot', 'Scegli una fascia oraria'))
          : ok({ data: cart }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Riordina' }));
    await waitFor(() => expect(openDialog).toBe('timeslot'));
    expect(toasts).toEqual([]);
    resolveTimeslotSelector('submit');
    await waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/cart/add-all-from-order')).toHaveLength(2),
    );
    expect(toasts).toEqual([]);
  });

  it("says 'Ordine non trovato' for an unknown or foreign order", async () => {
    renderOrder({
      '/ebsn/api/order/view': () =>
        jsonResponse(refusal('order.not_found', 'Ordine non trovato'), 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordine non trovato' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutti gli ordini' })).toHaveAttribute(
      'href',
      ORDERS_PATH,
    );
  });
});

describe("'Cambia metodo di pagamento' (docs/rules/orders.md)", () => {
  const CARD = {
    paymentTypeId: 12,
    name: 'Carta di credito',
    descr: 'Visa, Mastercard',
    needsRedirect: true,
    preAuthorises: true,
    acceptsSavedAuth: true,
  };
  const PAYPAL = {
    paymentTypeId: 13,
    name: 'PayPal',
    descr: 'Con il tuo conto PayPal',
    needsRedirect: true,
    preAuthorises: true,
    acceptsSavedAuth: false,
  };
  const ON_DELIVERY = {
    paymentTypeId: 2,
    name: 'Pagamento alla consegna',
    descr: 'Carta o contanti alla consegna',
    needsRedirect: false,
    preAuthorises: false,
    acceptsSavedAuth: false,
  };
  const suspended = () =>
    fullOrder({
      orderStatusId: 1,
      orderStatusDescr: 'In attesa di pagamento',
      paymentState: 'failed',
      isPayable: true,
    });
  const choices = {
    '/ebsn/api/payment-type/list': () => ok({ paymentTypes: [CARD, PAYPAL, ON_DELIVERY] }),
    '/ebsn/api/payment-type/list-auth': () =>
      ok({
        auths: [
          {
            userPaymentAuthId: 77,
            paymentTypeId: 12,
            cardBrand: 'VISA',
            creditCard: '•••• 4242',
            expireDate: '09/28',
          },
        ],
      }),
  };

  it('is offered while the online payment is still to be made, never once authorised', async () => {
    const cases: [Partial<Order>, boolean][] = [
      [{ orderStatusId: 1, paymentState: 'failed', isPayable: true }, true],
      [{ orderStatusId: 2, paymentState: 'pending', isPayable: true }, true],
      [{ orderStatusId: 1, paymentState: 'authorized', isPayable: true }, false],
      [{ orderStatusId: 3, paymentState: 'authorized' }, false],
      [{ orderStatusId: 3, paymentTypeId: 2, paymentState: 'offline' }, false],
    ];
    for (const [patch, offered] of cases) {
      const view = renderOrder({ '/ebsn/api/order/view': () => ok({ data: fullOrder(patch) }) });
      const actions = await screen.findByRole('group', { name: "Azioni sull'ordine" });
      expect(
        within(actions).queryByRole('button', { name: 'Cambia metodo di pagamento' }) !== null,
      ).toBe(offered);
      view.unmount();
    }
  });

  it('pays on delivery instead: the order is confirmed here with a toast', async () => {
    let changed = false;
    const { calls } = renderOrder({
      ...choices,
      '/ebsn/api/order/view': () =>
        ok({
          data: changed
            ? fullOrder({
                orderStatusId: 3,
                paymentTypeId: 2,
                paymentTypeDescr: 'Pagamento alla consegna',
                paymentState: 'offline',
              })
            : suspended(),
        }),
      '/ebsn/api/order/modify-payment-type': () => {
        changed = true;
        return ok({ order: listItem({ paymentTypeId: 2 }), paymentUrl: null });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambia metodo di pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia metodo di pagamento' });
    const methods = await within(dialog).findByRole('radiogroup', { name: 'Metodo di pagamento' });
    // The order's own type first, with its saved card.
    expect(within(methods).getByRole('radio', { name: /^Carta di credito/ })).toBeChecked();
    expect(await within(dialog).findByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
    await user.click(within(methods).getByRole('radio', { name: /^Pagamento alla consegna/ }));
    expect(within(dialog).queryByRole('radio', { name: /VISA/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = callsTo(calls, '/ebsn/api/order/modify-payment-type')[0]!;
    expect(call.query.get('order_id')).toBe('501');
    expect(call.query.get('payment_type_id')).toBe('2');
    expect(call.query.get('user_payment_auth_id')).toBeNull();
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'success',
        text: "Metodo di pagamento dell'ordine n. 501 cambiato in: Pagamento alla consegna.",
      }),
    ]);
    const heading = screen.getByRole('heading', { level: 1, name: 'Ordine n. 501' });
    await waitFor(() => expect(heading.parentElement).toHaveTextContent('Ordinato'));
    expect(screen.queryByRole('button', { name: 'Cambia metodo di pagamento' })).toBeNull();
  });

  it("goes to the gateway's page for PayPal or a new card to remember", async () => {
    const { calls } = renderOrder({
      ...choices,
      '/ebsn/api/order/view': () => ok({ data: suspended() }),
      '/ebsn/api/order/modify-payment-type': () =>
        ok({ order: listItem({ orderStatusId: 1 }), paymentUrl: 'https://paypal.example/pay/1' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambia metodo di pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia metodo di pagamento' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Usa una nuova carta' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ricorda questa carta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.example/pay/1'));
    const card = callsTo(calls, '/ebsn/api/order/modify-payment-type')[0]!;
    expect(card.query.get('payment_type_id')).toBe('12');
    expect(card.query.get('payment_data')).toBe('{"save_card":true}');
    expect(card.query.get('user_payment_auth_id')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('keeps the dialog and the choice with the refusal in Italian', async () => {
    const { calls } = renderOrder({
      ...choices,
      '/ebsn/api/order/view': () => ok({ data: suspended() }),
      '/ebsn/api/order/modify-payment-type': () =>
        jsonResponse(refusal('order.not_payable', CHECKOUT_MESSAGES.orderNotPayable)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambia metodo di pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia metodo di pagamento' });
    await user.click(await within(dialog).findByRole('radio', { name: /^PayPal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CHECKOUT_MESSAGES.orderNotPayable,
    );
    expect(within(dialog).getByRole('radio', { name: /^PayPal/ })).toBeChecked();
    expect(
      callsTo(calls, '/ebsn/api/order/modify-payment-type')[0]!.query.get('payment_type_id'),
    ).toBe('13');
    expect(assign).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});

describe("'Scadenze' of a deferred payment", () => {
  const deferred = (dueDocuments: Order['dueDocuments']) =>
    ok({
      data: fullOrder({
        orderStatusId: 8,
        orderStatusDescr: 'Consegnato',
        paymentTypeId: 11,
        paymentTypeDescr: 'Pagamento differito',
        paymentState: 'offline',
        dueDocuments,
      }),
    });
  let nextId = 0;
  const doc = (patch: Partial<Order['dueDocuments'][number]>) => ({
    dueDocumentId: ++nextId,
    docReferenceNumber: 'FT-2026-0101',
    docDate: '2026-02-01',
    dueDate: '2026-03-03',
    docAmount: 120,
    paymentAmount: 120,
    status: 'paid' as const,
    ...patch,
  });

  it('lists each document with its dates, amounts and status in words', async () => {
    renderOrder({
      '/ebsn/api/order/view': () =>
        deferred([
          doc({}),
          doc({
            docReferenceNumber: 'FT-2026-0102',
            dueDate: '2026-04-02',
            paymentAmount: 0,
            status: 'pending',
          }),
          doc({
            docReferenceNumber: 'FT-2026-0103',
            dueDate: '2026-03-15',
            docAmount: 80.5,
            paymentAmount: 30,
            status: 'expiring',
          }),
          doc({ docReferenceNumber: 'FT-2026-0104', paymentAmount: 0, status: 'expired' }),
        ]),
    });
    const box = await screen.findByRole('region', { name: 'Scadenze' });
    const table = within(box).getByRole('table', {
      name: "Scadenze dei documenti dell'ordine n. 501",
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Documento',
      'Data documento',
      'Scadenza',
      'Importo',
      'Importo pagato',
      'Stato',
      'Pagamento',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    ['FT-2026-0101', 'FT-2026-0102', 'FT-2026-0103', 'FT-2026-0104'].forEach((number, i) =>
      expect(within(rows[i]!).getByRole('rowheader')).toHaveAccessibleName(number),
    );
    const expiring = rows[2]!;
    expect(expiring).toHaveTextContent('01/02/2026');
    expect(expiring).toHaveTextContent('15/03/2026');
    expect(expiring).toHaveTextContent('80,50');
    expect(expiring).toHaveTextContent('30,00');
    expect(rows.map((r) => r.querySelector('[data-status]')?.textContent)).toEqual([
      'Pagato',
      'Da pagare',
      'In scadenza',
      'Scaduto',
    ]);
    // 120 + 50,50 + 120 still to pay.
    expect(box).toHaveTextContent('Restano da pagare 290,50');
  });

  const unpaid = () => [
    doc({ dueDocumentId: 71, docReferenceNumber: 'FT 900/1' }),
    doc({
      dueDocumentId: 72,
      docReferenceNumber: 'FT 900/2',
      paymentAmount: 0,
      status: 'expiring',
    }),
    doc({ dueDocumentId: 73, docReferenceNumber: 'FT 900/3', paymentAmount: 0, status: 'expired' }),
  ];

  it("offers 'Paga' on each unpaid document, and leaves for the gateway's page", async () => {
    let answer: (r: Response) => void = () => undefined;
    const { calls } = renderOrder({
      '/ebsn/api/order/view': () => deferred(unpaid()),
      '/ebsn/api/order/due-document-payment': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const box = await screen.findByRole('region', { name: 'Scadenze' });
    expect(
      within(box)
        .getAllByRole('button', { name: /^Paga/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Paga il documento FT 900/2', 'Paga il documento FT 900/3']);
    const button = within(box).getByRole('button', { name: 'Paga il documento FT 900/2' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(within(box).getByRole('button', { name: 'Paga il documento FT 900/3' })).toBeDisabled();
    expect(within(box).getByRole('status')).toHaveTextContent('Apertura della pagina di pagamento');
    const [call] = callsTo(calls, '/ebsn/api/order/due-document-payment');
    expect(call!.init.method).toBe('POST');
    expect(call!.query.get('order_id')).toBe('501');
    expect(call!.query.get('due_document_id')).toBe('72');
    answer(
      ok({
        order: listItem({ paymentTypeId: 11, paymentState: 'offline' }),
        paymentUrl: 'https://acquirer.example/pay/due',
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://acquirer.example/pay/due'));
    // Until the page leaves, the button still works on it.
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says the due-date payment error when the payment cannot start, and reads the order again', async () => {
    const { calls } = renderOrder({
      '/ebsn/api/order/view': () => deferred(unpaid()),
      '/ebsn/api/order/due-document-payment': () =>
        jsonResponse(
          refusal('order.due_document_payment_failed', 'Il sistema ha riscontrato un errore!'),
        ),
    });
    const box = await screen.findByRole('region', { name: 'Scadenze' });
    await userEvent.click(within(box).getByRole('button', { name: 'Paga il documento FT 900/3' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Il sistema ha riscontrato un errore!',
    );
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/order/view')).toHaveLength(2));
    expect(assign).not.toHaveBeenCalled();
    expect(within(box).getByRole('button', { name: 'Paga il documento FT 900/3' })).toBeEnabled();
  });

  it('back from the gateway: the document shows as paid, or the error is said', async () => {
    const paid = unpaid().map((d) =>
      d.dueDocumentId === 72 ? { ...d, paymentAmount: d.docAmount, status: 'paid' as const } : d,
    );
    const view = renderOrder(
      { '/ebsn/api/order/view': () => deferred(paid) },
      '501?due_payment=completed',
    );
    let box = await screen.findByRole('region', { name: 'Scadenze' });
    expect(
      within(box)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toContain('Pagamento ricevuto: lo stato della scadenza è aggiornato qui sotto.');
    const row = within(box).getByRole('rowheader', { name: 'FT 900/2' }).closest('tr')!;
    expect(row.querySelector('[data-status]')).toHaveTextContent('Pagato');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(box).queryByRole('alert')).toBeNull();
    view.unmount();

    renderOrder({ '/ebsn/api/order/view': () => deferred(unpaid()) }, '501?due_payment=failed');
    box = await screen.findByRole('region', { name: 'Scadenze' });
    expect(within(box).getByRole('alert')).toHaveTextContent(
      'Il sistema ha riscontrato un errore!',
    );
    expect(within(box).getByRole('button', { name: 'Paga il documento FT 900/2' })).toBeEnabled();
  });

  it('says so when no document was issued, and is absent for other payment types', async () => {
    const view = renderOrder({ '/ebsn/api/order/view': () => deferred([]) });
    const box = await screen.findByRole('region', { name: 'Scadenze' });
    expect(box).toHaveTextContent('Nessun documento emesso per questo ordine');
    expect(within(box).queryByRole('table')).toBeNull();
    view.unmount();
    renderOrder({ '/ebsn/api/order/view': () => ok({ data: fullOrder() }) });
    await screen.findByRole('group', { name: "Azioni sull'ordine" });
    expect(screen.queryByRole('region', { name: 'Scadenze' })).toBeNull();
  });
});

describe('Rating a delivered order', () => {
  const note = (patch: Partial<OrderNote> = {}): OrderNote => ({
    noteId: 31,
    orderId: 501,
    rating: 3,
    text: 'Frutta un po’ matura',
    addDate: '2026-03-12T18:00:00.000Z',
    updateDate: '2026-03-12T18:00:00.000Z',
    ...patch,
  });
  const delivered = () =>
    ok({ data: fullOrder({ orderStatusId: 8, orderStatusDescr: 'Consegnato' }) });

  it('is offered only once delivered, and adds the stars and the comment', async () => {
    const { calls } = renderOrder({
      '/ebsn/api/order/view': delivered,
      '/ebsn/api/note/list/': () => ok({ data: [] }),
      '/ebsn/api/note/order/add': (c) =>
        ok(
          { data: note({ ...(c.json as Partial<OrderNote>), noteId: 40 }) },
          { infos: [{ code: 'note.saved', info: ORDER_NOTE_MESSAGES.noteSaved }] },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Valuta l'ordine" }));
    const dialog = await screen.findByRole('dialog', { name: "Valuta l'ordine n. 501" });
    const save = within(dialog).getByRole('button', { name: 'Salva valutazione' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '4 stelle' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Commento (facoltativo)' });
    expect(comment).toHaveAttribute('maxlength', '1000');
    await user.type(comment, 'Ottimo');
    expect(dialog).toHaveTextContent('6/1000 caratteri');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/note/list/')[0]!.json).toEqual({ orderId: 501 });
    expect(callsTo(calls, '/ebsn/api/note/order/add')[0]!.json).toEqual({
      orderId: 501,
      rating: 4,
      text: 'Ottimo',
    });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', text: ORDER_NOTE_MESSAGES.noteSaved }),
    ]);
  });

  it('shows the rating given, starts from it and updates it; a refusal stays in the dialog', async () => {
    let refuse = true;
    const { calls } = renderOrder({
      '/ebsn/api/order/view': delivered,
      '/ebsn/api/note/list/': () => ok({ data: [note()] }),
      '/ebsn/api/note/order/update': (c) =>
        refuse
          ? jsonResponse(refusal('note.not_delivered', ORDER_NOTE_MESSAGES.notDelivered))
          : ok({ data: note(c.json as Partial<OrderNote>) }),
    });
    const user = userEvent.setup();
    // The page shows what was given (issue 34), and the button offers to change it.
    const given = await screen.findByRole('figure', { name: 'La tua valutazione' });
    expect(given).toHaveTextContent('3 stelle su 5');
    expect(given).toHaveTextContent('Frutta un po’ matura');
    expect(screen.queryByRole('button', { name: "Valuta l'ordine" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Modifica la valutazione' }));
    const dialog = await screen.findByRole('dialog', { name: "Valuta l'ordine n. 501" });
    expect(within(dialog).getByRole('radio', { name: '3 stelle' })).toBeChecked();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Frutta un po’ matura');
    await user.click(within(dialog).getByRole('radio', { name: '1 stella' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva valutazione' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ORDER_NOTE_MESSAGES.notDelivered,
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Salva valutazione' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('figure', { name: 'La tua valutazione' })).toHaveTextContent(
      '1 stella su 5',
    );
    expect(callsTo(calls, '/ebsn/api/note/order/update').at(-1)!.json).toEqual({
      orderId: 501,
      noteId: 31,
      rating: 1,
      text: 'Frutta un po’ matura',
    });
    expect(callsTo(calls, '/ebsn/api/note/order/add')).toHaveLength(0);
  });

  it('is not offered before delivery', async () => {
    renderOrder({ '/ebsn/api/order/view': () => ok({ data: fullOrder() }) });
    await screen.findByRole('group', { name: "Azioni sull'ordine" });
    expect(screen.queryByRole('button', { name: "Valuta l'ordine" })).toBeNull();
  });
});

describe('Parking reservation for a store pickup', () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const pickupToday = (patch: Partial<Order> = {}) => {
    const order = fullOrder({ deliveryDate: today, orderStatusId: 4, ...patch });
    return ok({
      data: { ...order, shippingAddress: { ...order.shippingAddress, addressTypeId: 3 } },
    });
  };

  it('reserves with distance 0 and toasts the bay', async () => {
    const info = PARKING_MESSAGES.reserved(2);
    const { calls } = renderOrder({
      '/ebsn/api/order/view': () => pickupToday(),
      '/ebsn/api/order/reserve': () =>
        ok(
          { data: { orderId: 501, bay: 2, reservedAt: '2026-03-12T09:00:00.000Z' } },
          { infos: [{ code: 'parking.reserved', info }] },
        ),
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Prenota parcheggio' }));
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ kind: 'success', text: info })]),
    );
    const call = callsTo(calls, '/ebsn/api/order/reserve')[0]!;
    expect(call.query.get('order_id')).toBe('501');
    expect(call.query.get('distance')).toBe('0');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Attenzione' with the first error of a refusal", async () => {
    renderOrder({
      '/ebsn/api/order/view': () => pickupToday(),
      '/ebsn/api/order/reserve': () =>
        jsonResponse(refusal('parking.too_far', PARKING_MESSAGES.tooFar)),
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Prenota parcheggio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent(PARKING_MESSAGES.tooFar);
    expect(toasts).toEqual([]);
  });

  it("shows 'Errore' on an unexpected answer", async () => {
    renderOrder({
      '/ebsn/api/order/view': () => pickupToday({ orderStatusId: 3 }),
      '/ebsn/api/order/reserve': () => ok({ something: 'else' }),
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Prenota parcheggio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Errore' });
    expect(dialog).toHaveTextContent('Si è verificato un errore imprevisto.');
  });

  it('is offered only for a store pickup of today still in the store', async () => {
    const home = renderOrder({
      '/ebsn/api/order/view': () => ok({ data: fullOrder({ deliveryDate: today }) }),
    });
    await screen.findByRole('group', { name: "Azioni sull'ordine" });
    expect(screen.queryByRole('button', { name: 'Prenota parcheggio' })).toBeNull();
    home.unmount();
    renderOrder({ '/ebsn/api/order/view': () => pickupToday({ deliveryDate: '2020-01-01' }) });
    await screen.findByRole('group', { name: "Azioni sull'ordine" });
    expect(screen.queryByRole('button', { name: 'Prenota parcheggio' })).toBeNull();
  });
});
