import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, type Board, type StaffOrder } from '@spesa/domain';
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
    notCharged: 0,
  },
  next: [{ orderStatusId: 6, label: 'Quasi pronto' }],
  picking: true,
  captureDue: false,
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

describe('store console', () => {
  it("shows today's orders by slot and says when a day has none", async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(ME)),
      '/ebsn/api/staff/orders': () => jsonResponse(okEnvelope(BOARD)),
    });
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    const row = await screen.findByRole('link', { name: /^Ordine 100031, Luca Verdi, Ordinato/ });
    expect(within(row).getByText('da pesare 0,5 kg')).toBeInTheDocument();
    expect(within(row).getByText('Carta preautorizzata')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Fascia 09:00–11:00/ })).toBeInTheDocument();
    expect(screen.getByText('Nessun ordine per questo giorno.')).toBeInTheDocument();
    expect(await screen.findByText('Paolo Raccoglitore')).toBeInTheDocument();
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
});
