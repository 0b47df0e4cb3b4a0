import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, type Board, type BoardOrder, type StaffOrder } from '@spesa/domain';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import { testUser } from '../../test/fixtures';
import { callsTo, mockServer } from '../../test/fixtures/server';
import { requiresStaff } from './guard';
import { BoardRoute } from './routes/board-route';
import { StaffLoginRoute } from './routes/staff-login-route';
import { StaffOrderRoute } from './routes/staff-order-route';

const ME = { userId: 7, name: 'Paolo Raccoglitore', role: 'picker', storeId: 2 };

const boardOrder = {
  orderId: 100031,
  deliveryDate: '2026-11-24',
  beginTime: '09:00',
  endTime: '11:00',
  orderStatusId: 3,
  orderStatusDescr: 'Ordinato',
  customerName: 'Luca Verdi',
  pickup: true,
  handover: 'store' as const,
  deliveryAddressDescr: 'Bologna Indipendenza',
  lines: 1,
  weightToPick: 0.5,
  paymentTypeDescr: 'Carta di credito',
  paymentState: 'authorized' as const,
  totalPrice: 1.4,
  finalTotal: null,
};

const BOARD: Board = {
  storeName: 'Bologna Mazzini',
  dates: ['2026-11-24', '2026-11-25'],
  orders: [boardOrder],
};

const staffOrder = (patch: Partial<StaffOrder> = {}): StaffOrder => ({
  order: { ...boardOrder, orderStatusId: 4, orderStatusDescr: 'In preparazione' },
  note: '',
  contact: { phone: null, doorbellName: null, floor: null, elevator: null, addressNote: null },
  invoice: null,
  slotIsToday: true,
  lines: [
    {
      orderItemId: 1,
      productId: 10,
      name: 'Mele Granny Smith sfuse',
      brand: 'Frutteti del Noce',
      mediaURL: '/img/products/10.webp',
      sectorId: 1,
      quantity: 0.5,
      quantityDisplay: '500 g',
      variableWeight: true,
      weight: 0.5,
      deliveredWeight: null,
      missing: false,
      acceptAlternatives: true,
      notes: '',
      replacesOrderItemId: null,
      substitutedBy: null,
      grossTotal: 1.3,
      finalGrossTotal: 1.3,
    },
  ],
  bags: [{ descr: 'Sacchetto biodegradabile', quantity: 1, total: 0.1 }],
  history: [
    {
      orderStatusId: 4,
      orderStatusDescr: 'In preparazione',
      at: '2026-11-24T08:00:00Z',
      actor: 'Paolo Raccoglitore',
      note: null,
    },
  ],
  money: {
    goods: 1.3,
    discount: 0,
    packages: 0.1,
    deliveryFee: 0,
    total: 1.4,
    authorized: 1.66,
    captured: 0,
    waived: 0,
  },
  next: [{ orderStatusId: 6, label: 'Quasi pronto' }],
  picking: true,
  captureDue: false,
  captureRetry: null,
  refundable: false,
  reopenable: false,
  ...patch,
});

describe('requiresStaff', () => {
  const href = 'http://localhost/admin';
  const args = {
    request: new Request(href),
    url: new URL(href),
    pattern: '/admin',
    params: {},
    context: undefined,
  };
  async function outcome(queryClient = testQueryClient()): Promise<string | null> {
    try {
      await requiresStaff(queryClient)(args);
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('Location');
      throw thrown;
    }
  }
  beforeEach(() => localStorage.clear());

  it('lets an SSO staff member in, sends a shopper to the user board and nobody to the sign-in', async () => {
    mockServer({
      '/ebsn/api/auth/test': () => jsonResponse(okEnvelope({ user: testUser({ ssoUser: true }) })),
    });
    // The SAML session lives in its cookie alone: auth/test is asked though nothing is stored.
    expect(await outcome()).toBeNull();

    mockServer({
      '/ebsn/api/auth/test': () => jsonResponse(okEnvelope({ user: testUser({ ssoUser: false }) })),
    });
    expect(await outcome()).toBe('/profile/dashboard');

    mockServer({
      '/ebsn/api/auth/test': () => jsonResponse(okEnvelope({ user: anonymousUser() })),
    });
    expect(await outcome()).toBe('/admin/accesso');
  });
});

describe('staff sign-in page', () => {
  const WARNING = /si fida del fornitore di identità di sviluppo/;

  it('warns when a production shop trusts the development IdP', async () => {
    mockServer({
      '/ebsn/api/saml/idp': () => jsonResponse(okEnvelope({ devIdpInProduction: true })),
    });
    renderWithProviders(<StaffLoginRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attenzione: questo negozio si fida del fornitore di identità di sviluppo. Non usarlo in produzione.',
    );
  });

  it('says nothing about the IdP otherwise', async () => {
    const calls = mockServer({
      '/ebsn/api/saml/idp': () => jsonResponse(okEnvelope({ devIdpInProduction: false })),
    });
    renderWithProviders(<StaffLoginRoute />);
    await vi.waitFor(() => expect(callsTo(calls, '/ebsn/api/saml/idp')).toHaveLength(1));
    expect(screen.getByRole('link', { name: "Accedi con l'account aziendale" })).toBeVisible();
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});

describe('store console', () => {
  it('tells a screen reader the board and an order are loading, as a status with its name', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/orders': () => new Promise<Response>(() => undefined),
      '/ebsn/api/staff/order': () => new Promise<Response>(() => undefined),
    });
    const board = renderWithProviders(<BoardRoute />, { path: '/admin' });
    expect(await screen.findByRole('status', { name: 'Caricamento degli ordini' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    board.unmount();
    renderWithProviders(<StaffOrderRoute sectorName={() => 'Frutta e verdura'} />, {
      path: '/admin/ordini/100031',
      route: '/admin/ordini/:orderId',
    });
    expect(await screen.findByRole('status', { name: "Caricamento dell'ordine" })).toBeVisible();
  });

  it("shows today's orders by slot and says when a day has none", async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/orders': () => jsonResponse(okEnvelope(BOARD)),
    });
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    const row = await screen.findByRole('link', { name: /^N\. 100031 Luca Verdi .*Ordinato/ });
    expect(within(row).getByText('da pesare 0,5 kg')).toBeInTheDocument();
    expect(within(row).getByText('Carta preautorizzata')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Fascia 09:00–11:00/ })).toBeInTheDocument();
    expect(screen.getByText('Nessun ordine per questo giorno.')).toBeInTheDocument();
    expect(await screen.findByText('Paolo Raccoglitore')).toBeInTheDocument();
  });

  it('names the second day «Prossimo giorno di consegna» when a holiday comes between', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/orders': () =>
        jsonResponse(okEnvelope({ ...BOARD, dates: ['2026-12-07', '2026-12-09'], orders: [] })),
    });
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    expect(
      await screen.findByRole('region', {
        name: /^Prossimo giorno di consegna, mercoledì 9 dicembre/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Domani/ })).toBeNull();
  });

  it('keeps delivered and not collected orders out of those to prepare, listed apart', async () => {
    const closed = (orderId: number, orderStatusId: number, orderStatusDescr: string) => ({
      ...boardOrder,
      orderId,
      orderStatusId,
      orderStatusDescr,
      customerName: `Cliente ${orderId}`,
    });
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/orders': () =>
        jsonResponse(
          okEnvelope({
            ...BOARD,
            orders: [
              boardOrder,
              closed(100032, 8, 'Consegnato'),
              closed(100033, 9, 'Consegnato parzialmente'),
              closed(100034, 12, 'Non ritirato'),
              { ...closed(100035, 8, 'Consegnato'), deliveryDate: '2026-11-25' },
            ],
          }),
        ),
    });
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    const today = await screen.findByRole('region', { name: /^Oggi/ });
    const toPrepare = within(today).getByRole('list', { name: /^Fascia 09:00–11:00 · 1 ordine/ });
    const rows = within(toPrepare).getAllByRole('link');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveAccessibleName(/^N\. 100031 Luca Verdi .*Ordinato/);
    const done = within(today).getByRole('list', { name: 'Consegnati e chiusi' });
    expect(within(done).getAllByRole('link')).toHaveLength(3);
    expect(within(done).getByRole('link', { name: /^N\. 100034 .*Non ritirato/ })).toBeVisible();
    // A day whose orders are all handed over has none left to prepare.
    const tomorrow = screen.getByRole('region', { name: /^Domani/ });
    expect(within(tomorrow).getByText('Nessun ordine ancora da preparare.')).toBeInTheDocument();
    expect(
      within(within(tomorrow).getByRole('list', { name: 'Consegnati e chiusi' })).getByRole(
        'link',
        { name: /^N\. 100035 / },
      ),
    ).toBeInTheDocument();
  });

  it('labels a locker pickup as one, and an address without its street by what is left', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/orders': () =>
        jsonResponse(
          okEnvelope({
            ...BOARD,
            orders: [
              { ...boardOrder, handover: 'locker', deliveryAddressDescr: 'Locker Bologna Mazzini' },
              {
                ...boardOrder,
                orderId: 100032,
                customerName: 'Cliente anonimo',
                pickup: false,
                handover: 'home',
                deliveryAddressDescr: '',
              },
            ],
          }),
        ),
    });
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    const locker = await screen.findByRole('link', { name: /^N\. 100031 / });
    expect(locker).toHaveTextContent('Ritiro al locker: Locker Bologna Mazzini');
    expect(locker).not.toHaveTextContent('Ritiro in negozio');
    const anonymous = screen.getByRole('link', { name: /^N\. 100032 Cliente anonimo/ });
    expect(within(anonymous).getByText('Consegna a domicilio')).toBeInTheDocument();
    expect(anonymous).not.toHaveTextContent('Consegna a domicilio:');
  });

  it('shows the board’s error with a retry', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/orders': () =>
        jsonResponse(
          refusal('staff.no_store', 'Il tuo account non è associato a un negozio.'),
          403,
        ),
    });
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il tuo account non è associato a un negozio.',
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('names each line’s buttons with their product, after the words they show', async () => {
    const found = {
      ...staffOrder().lines[0]!,
      orderItemId: 2,
      name: 'Latte intero 1 l',
      missing: true,
    };
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/order': () =>
        jsonResponse(okEnvelope(staffOrder({ lines: [staffOrder().lines[0]!, found] }))),
    });
    renderWithProviders(<StaffOrderRoute sectorName={() => 'Frutta e verdura'} />, {
      path: '/admin/ordini/100031',
      route: '/admin/ordini/:orderId',
    });
    const missing = await screen.findByRole('button', { name: 'Manca: Mele Granny Smith sfuse' });
    expect(missing).toHaveTextContent('Manca');
    expect(
      screen.getByRole('button', { name: 'Sostituisci: Mele Granny Smith sfuse' }),
    ).toHaveTextContent('Sostituisci');
    expect(screen.getByRole('button', { name: 'Trovato: Latte intero 1 l' })).toHaveTextContent(
      'Trovato',
    );
    expect(
      screen.getByRole('button', { name: 'Sostituisci: Latte intero 1 l' }),
    ).toBeInTheDocument();
  });

  it('weighs a loose line in grams and asks to confirm a weight well above the order', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/order': () => jsonResponse(okEnvelope(staffOrder())),
      '/ebsn/api/staff/order/weigh': (call) =>
        (call.json as { confirm: boolean }).confirm
          ? jsonResponse(
              okEnvelope({
                ...staffOrder({
                  lines: [
                    { ...staffOrder().lines[0]!, deliveredWeight: 0.8, finalGrossTotal: 2.08 },
                  ],
                }),
              }),
            )
          : jsonResponse(
              refusal(
                'staff.weight_confirm',
                'Il peso supera di oltre il 30% quello ordinato: confermi?',
              ),
            ),
    });
    renderWithProviders(<StaffOrderRoute sectorName={() => 'Frutta e verdura'} />, {
      path: '/admin/ordini/100031',
      route: '/admin/ordini/:orderId',
    });
    const weight = await screen.findByLabelText('Peso reale (g)');
    await user.click(screen.getByRole('button', { name: 'Registra peso' }));
    expect(await screen.findByText('Inserisci il peso in grammi.')).toBeInTheDocument();
    await user.type(weight, '800');
    await user.click(screen.getByRole('button', { name: 'Registra peso' }));
    expect(
      await screen.findByText('Il peso supera di oltre il 30% quello ordinato: confermi?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma 800 g' }));
    expect(await screen.findByText('pesato 0,8 kg')).toBeInTheDocument();
    const sent = callsTo(calls, '/ebsn/api/staff/order/weigh').map((c) => c.json);
    expect(sent).toEqual([
      { order_id: 100031, order_item_id: 1, weight: 0.8, confirm: false },
      { order_id: 100031, order_item_id: 1, weight: 0.8, confirm: true },
    ]);
    expect(screen.getByRole('heading', { name: 'Frutta e verdura' })).toBeInTheDocument();
  });

  const renderOrder = (order: StaffOrder, statusAnswer = order, me = ME) => {
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(me)),
      '/ebsn/api/staff/order': () => jsonResponse(okEnvelope(order)),
      '/ebsn/api/staff/order/status': () => jsonResponse(okEnvelope(statusAnswer)),
      '/ebsn/api/staff/order/capture': () => jsonResponse(okEnvelope(statusAnswer)),
      '/ebsn/api/staff/order/refund': () => jsonResponse(okEnvelope(statusAnswer)),
      '/ebsn/api/staff/order/reopen': () => jsonResponse(okEnvelope(statusAnswer)),
    });
    renderWithProviders(<StaffOrderRoute sectorName={() => 'Frutta e verdura'} />, {
      path: `/admin/ordini/${order.order.orderId}`,
      route: '/admin/ordini/:orderId',
    });
    return calls;
  };

  const deliverable = (patch: Partial<StaffOrder> = {}, summary: Partial<BoardOrder> = {}) =>
    staffOrder({
      order: {
        ...boardOrder,
        orderStatusId: 7,
        orderStatusDescr: 'In consegna',
        pickup: false,
        handover: 'home',
        deliveryAddressDescr: 'Via Mascarella 7, Bologna',
        ...summary,
      },
      picking: false,
      next: [
        { orderStatusId: 8, label: 'Consegnato' },
        { orderStatusId: 9, label: 'Consegnato parzialmente' },
      ],
      ...patch,
    });

  it('shows how to reach the customer: phone to call, doorbell, floor, lift, note and invoice', async () => {
    renderOrder(
      deliverable({
        contact: {
          phone: '333 123 4567',
          doorbellName: 'Rossi',
          floor: '3',
          elevator: true,
          addressNote: 'Cancello verde',
        },
        invoice: { name: 'Rossi S.r.l.' },
      }),
    );
    const contact = await screen.findByRole('region', { name: 'Contatti' });
    expect(within(contact).getByRole('link', { name: '333 123 4567' })).toHaveAttribute(
      'href',
      'tel:3331234567',
    );
    expect(contact).toHaveTextContent('Citofono:Rossi');
    expect(contact).toHaveTextContent('Piano:3');
    expect(contact).toHaveTextContent('Ascensore:sì');
    expect(contact).toHaveTextContent('Note per la consegna:Cancello verde');
    expect(contact).toHaveTextContent('Fattura richiesta — Rossi S.r.l.');
    expect(screen.getByText(/^Consegna a domicilio ·/)).toBeInTheDocument();
  });

  it('leaves out a lift nobody told, and says a locker pickup is one', async () => {
    renderOrder(
      staffOrder({
        order: { ...boardOrder, handover: 'locker', deliveryAddressDescr: 'Locker Bologna' },
        contact: {
          phone: '347 765 4321',
          doorbellName: null,
          floor: null,
          elevator: null,
          addressNote: null,
        },
      }),
    );
    const contact = await screen.findByRole('region', { name: 'Contatti' });
    expect(contact).not.toHaveTextContent('Ascensore');
    expect(contact).not.toHaveTextContent('Fattura');
    expect(screen.getByText(/^Ritiro al locker ·/)).toBeInTheDocument();
  });

  it("asks before 'Consegnato' with the amount the card will be charged, and sends only once confirmed", async () => {
    const user = userEvent.setup();
    const calls = renderOrder(deliverable());
    await user.click(await screen.findByRole('button', { name: 'Consegnato' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Verrà addebitato sulla carta l'importo di 1,40 €.");
    expect(dialog).not.toHaveTextContent('Attenzione');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, '/ebsn/api/staff/order/status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Consegnato parzialmente' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Consegnato parzialmente',
      }),
    );
    await vi.waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/staff/order/status').map((c) => c.json)).toEqual([
        { order_id: 100031, status_id: 9 },
      ]),
    );
  });

  it('says what to collect at the door when the order is paid on delivery', async () => {
    const user = userEvent.setup();
    renderOrder(deliverable({}, { paymentState: 'to_collect', paymentTypeDescr: 'Alla consegna' }));
    await user.click(await screen.findByRole('button', { name: 'Consegnato' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Incassa 1,40 € alla consegna.');
  });

  it('warns before handing over an order on another day than its slot', async () => {
    const user = userEvent.setup();
    const calls = renderOrder(
      staffOrder({
        order: {
          ...boardOrder,
          orderStatusId: 6,
          orderStatusDescr: 'Quasi pronto',
          pickup: false,
          handover: 'home',
        },
        picking: false,
        slotIsToday: false,
        next: [{ orderStatusId: 7, label: 'In consegna' }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'In consegna' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Attenzione: l'ordine è previsto per martedì 24 novembre, non per oggi.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'In consegna' }));
    await vi.waitFor(() => expect(callsTo(calls, '/ebsn/api/staff/order/status')).toHaveLength(1));
  });

  it('moves on without asking when the slot is today and no money moves', async () => {
    const user = userEvent.setup();
    const calls = renderOrder(
      staffOrder({
        order: {
          ...boardOrder,
          orderStatusId: 6,
          orderStatusDescr: 'Quasi pronto',
          pickup: false,
          handover: 'home',
        },
        picking: false,
        next: [{ orderStatusId: 7, label: 'In consegna' }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'In consegna' }));
    await vi.waitFor(() => expect(callsTo(calls, '/ebsn/api/staff/order/status')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('picker and manager (issue 32)', () => {
    const MANAGER = { userId: 8, name: 'Marta Direttrice', role: 'manager', storeId: 2 };
    const handedOver = (patch: Partial<StaffOrder> = {}, summary: Partial<BoardOrder> = {}) =>
      staffOrder({
        order: {
          ...boardOrder,
          orderStatusId: 8,
          orderStatusDescr: 'Consegnato',
          paymentState: 'captured',
          finalTotal: 1.4,
          ...summary,
        },
        picking: false,
        next: [],
        money: { ...staffOrder().money, captured: 1.4 },
        ...patch,
      });
    const failedCapture = (state: 'retrying' | 'failed') =>
      handedOver(
        {
          captureDue: true,
          captureRetry: {
            state,
            attempts: state === 'retrying' ? 2 : 5,
            maxAttempts: 5,
            nextAttemptAt: state === 'retrying' ? '2026-11-24T09:31:00Z' : null,
            lastError: 'gateway_error',
          },
          money: { ...staffOrder().money, captured: 0 },
        },
        { paymentState: 'authorized' },
      );

    it('shows a picker neither refund nor reopen, and no retry of a failed charge', async () => {
      renderOrder(failedCapture('retrying'));
      const alert = await screen.findByText(/L'addebito sulla carta non è riuscito/);
      expect(alert).toHaveTextContent(
        "L'addebito sulla carta non è riuscito: nuovo tentativo automatico alle 10:31 (tentativo 2 di 5).",
      );
      expect(
        screen.getByText('Motivo: il gestore dei pagamenti non risponde.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Solo il responsabile del negozio può ripetere l'addebito."),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: "Riprova l'addebito" })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: "Rimborsa l'ordine" })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: "Riapri l'ordine" })).not.toBeInTheDocument();
    });

    it('hides refund and reopen from a picker even where the order allows them', async () => {
      renderOrder(handedOver({ refundable: true, reopenable: true }));
      expect(await screen.findByText('Carta addebitata')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Azioni del responsabile' })).toBeNull();
      expect(screen.queryByRole('button', { name: "Rimborsa l'ordine" })).not.toBeInTheDocument();
    });

    it('lets a manager retry a charge the job gave up on', async () => {
      const user = userEvent.setup();
      const calls = renderOrder(failedCapture('failed'), handedOver(), MANAGER);
      expect(
        await screen.findByText(
          "L'addebito sulla carta non è riuscito dopo 5 tentativi: la preautorizzazione è ancora attiva.",
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: "Riprova l'addebito" }));
      await vi.waitFor(() =>
        expect(callsTo(calls, '/ebsn/api/staff/order/capture').map((c) => c.json)).toEqual([
          { order_id: 100031 },
        ]),
      );
      expect(await screen.findByText('Carta addebitata')).toBeInTheDocument();
    });

    it('lets a manager refund a delivered order, once confirmed with the amount', async () => {
      const user = userEvent.setup();
      const calls = renderOrder(
        handedOver({ refundable: true }),
        handedOver({}, { paymentState: 'refunded' }),
        MANAGER,
      );
      const actions = await screen.findByRole('region', { name: 'Azioni del responsabile' });
      expect(within(actions).queryByRole('button', { name: "Riapri l'ordine" })).toBeNull();
      await user.click(within(actions).getByRole('button', { name: "Rimborsa l'ordine" }));
      const dialog = await screen.findByRole('dialog', { name: "Rimborsare l'ordine?" });
      expect(dialog).toHaveTextContent('Verranno riaccreditati sulla carta 1,40 €.');
      expect(dialog).toHaveTextContent('i buoni emessi alla consegna e non ancora usati');
      await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
      expect(callsTo(calls, '/ebsn/api/staff/order/refund')).toHaveLength(0);
      await user.click(within(actions).getByRole('button', { name: "Rimborsa l'ordine" }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rimborsa' }),
      );
      await vi.waitFor(() =>
        expect(callsTo(calls, '/ebsn/api/staff/order/refund').map((c) => c.json)).toEqual([
          { order_id: 100031 },
        ]),
      );
      expect(await screen.findByText('Rimborsato')).toBeInTheDocument();
    });

    it('lets a manager reopen an order that is ready', async () => {
      const user = userEvent.setup();
      const calls = renderOrder(
        staffOrder({
          order: { ...boardOrder, orderStatusId: 6, orderStatusDescr: 'Quasi pronto' },
          picking: false,
          reopenable: true,
          next: [{ orderStatusId: 8, label: 'Consegnato' }],
        }),
        staffOrder(),
        MANAGER,
      );
      await user.click(await screen.findByRole('button', { name: "Riapri l'ordine" }));
      await vi.waitFor(() =>
        expect(callsTo(calls, '/ebsn/api/staff/order/reopen')).toHaveLength(1),
      );
      expect(await screen.findByRole('button', { name: 'Registra peso' })).toBeInTheDocument();
    });
  });
});
