import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_MESSAGES, type Address } from '@spesa/domain';
import { api } from '../../lib/api';
import { cartKeys } from '../../lib/cart';
import { closeDeliveryDialogs, useDeliveryDialog } from '../../lib/checkout';
import { authKeys } from '../../lib/session';
import { SHOP_AT_WORK_PATH } from '../../config/paths';
import {
  callsTo,
  mockServer,
  SERVICES,
  testCart,
  testPickupPoint,
  testUser,
  type Call,
} from '../../test/fixtures';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import { ShopAtWorkRoute } from './routes/shop-at-work-route';

afterEach(() => {
  closeDeliveryDialogs();
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

const user = testUser({ userId: 1 });
const publicLocker = testPickupPoint({
  addressId: 30,
  addressType: 'locker',
  addressTypeId: 5,
  addressName: 'Locker Bologna Indipendenza',
});
const companyLocker = testPickupPoint({
  addressId: 31,
  addressType: 'locker',
  addressTypeId: 5,
  addressName: 'Locker Polo Tecnologico',
  companyName: 'Polo Tecnologico Bologna Nord',
});
const lockers = (addresses: Address[]) =>
  jsonResponse(okEnvelope({ data: { addresses, deliveryServices: SERVICES }, user }));

/** Which delivery dialog is open, for the test to read. */
let openDialog: string | null = null;
function DialogProbe() {
  openDialog = useDeliveryDialog()?.kind ?? null;
  return null;
}

function renderPage(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls = mockServer(routes);
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  queryClient.setQueryData(cartKeys.view(), testCart({ user }));
  renderWithProviders(
    <>
      <ShopAtWorkRoute />
      <DialogProbe />
    </>,
    { queryClient, path: SHOP_AT_WORK_PATH },
  );
  return calls;
}

const codeField = () => screen.getByRole('textbox', { name: /Codice aziendale/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Attiva' }));

describe("'Spesa in azienda' (/profile/shop-at-work, shopatwork/subscribe)", () => {
  it('checks the field before asking the server', async () => {
    const calls = renderPage({ '/ebsn/api/user-address/delivery-service-list': () => lockers([]) });
    expect(await screen.findByText('Non hai ancora attivato la spesa in azienda.')).toBeVisible();

    await submit();
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('Inserisci il codice aziendale.'),
    );
    expect(codeField()).toHaveFocus();
    await userEvent.type(codeField(), 'A'.repeat(51));
    await submit();
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('Il codice può avere al massimo 50 caratteri.'),
    );
    expect(callsTo(calls, '/ebsn/api/shopatwork/subscribe')).toHaveLength(0);
  });

  it("shows the server's refusal under the field and keeps what was typed", async () => {
    const calls = renderPage({
      '/ebsn/api/user-address/delivery-service-list': () => lockers([publicLocker]),
      '/ebsn/api/shopatwork/subscribe': () =>
        jsonResponse(refusal('shopatwork.invalid_code', DELIVERY_MESSAGES.subscriptionInvalid)),
    });
    await userEvent.type(codeField(), ' lavoro-xx ');
    await submit();
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        expect.stringContaining('Il codice inserito non è valido.'),
      ),
    );
    expect(codeField()).toHaveValue(' lavoro-xx ');
    expect(callsTo(calls, '/ebsn/api/shopatwork/subscribe')[0]!.query.get('subscriptionCode')).toBe(
      'lavoro-xx',
    );
    // Only a company's lockers are listed here, not the public ones.
    expect(screen.getByText('Non hai ancora attivato la spesa in azienda.')).toBeVisible();
  });

  it('shows progress, then the success and the company pickup point, which becomes the cart’s', async () => {
    let subscribed = false;
    let answer: (() => void) | null = null;
    const calls = renderPage({
      '/ebsn/api/user-address/delivery-service-list': () =>
        lockers(subscribed ? [publicLocker, companyLocker] : [publicLocker]),
      '/ebsn/api/shopatwork/subscribe': () =>
        new Promise<Response>((resolve) => {
          answer = () => {
            subscribed = true;
            resolve(
              jsonResponse({
                ...okEnvelope({
                  data: {
                    company: { companyId: 1, name: 'Polo Tecnologico Bologna Nord' },
                    addresses: [companyLocker],
                  },
                }),
                response: {
                  status: 0,
                  errors: [],
                  warnings: [],
                  infos: [
                    {
                      code: 'shopatwork.subscribed',
                      info: DELIVERY_MESSAGES.subscribed('Polo Tecnologico Bologna Nord'),
                    },
                  ],
                },
              }),
            );
          };
        }),
      '/ebsn/api/user-address/select': () => jsonResponse(okEnvelope({ data: testCart({ user }) })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: testCart({ user }) })),
      '/ebsn/api/timeslot/list': () => jsonResponse(okEnvelope({ data: { days: [] }, user })),
    });
    expect(await screen.findByText('Non hai ancora attivato la spesa in azienda.')).toBeVisible();

    await userEvent.type(codeField(), 'LAVORO-BO-01');
    await submit();
    expect(await screen.findByText('Verifica del codice in corso…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Attiva' })).toBeDisabled();
    answer!();

    const status = await screen.findByText(
      'Iscrizione completata: ora puoi ritirare la spesa presso Polo Tecnologico Bologna Nord.',
    );
    expect(status.closest('[role="status"]')).toHaveTextContent(/scheda Locker/);
    expect(codeField()).toHaveValue('');
    const list = await screen.findByRole('list', { name: 'Punti di ritiro in azienda' });
    const point = within(list).getByRole('button', { name: /Locker Polo Tecnologico/ });
    expect(within(list).queryByText(/Locker Bologna Indipendenza/)).toBeNull();

    await userEvent.click(point);
    await waitFor(() => expect(callsTo(calls, '/ebsn/api/user-address/select')).toHaveLength(1));
    const form = new URLSearchParams(callsTo(calls, '/ebsn/api/user-address/select')[0]!.body);
    expect([form.get('address_type'), form.get('address_id')]).toEqual(['locker', '31']);
    // As after any change of address, the timeslot is asked next.
    await waitFor(() => expect(openDialog).toBe('timeslot'));
  });

  it('offers to try again when the pickup points cannot be read', async () => {
    let fail = true;
    renderPage({
      '/ebsn/api/user-address/delivery-service-list': () =>
        fail ? jsonResponse(refusal('address.list_failed', 'Errore')) : lockers([companyLocker]),
    });
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(
      screen.getByText('Non è stato possibile caricare i tuoi punti di ritiro in azienda.'),
    ).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: /Locker Polo Tecnologico/ })).toBeVisible();
  });
});
