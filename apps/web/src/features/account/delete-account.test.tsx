import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, anonymousUser, type Envelope, type OrderListItem } from '@spesa/domain';
import { api } from '../../lib/api';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { DataRights } from './components/data-rights';

/** A row of order/list. */
const order = (patch: Partial<OrderListItem>): OrderListItem => ({
  orderId: 501,
  orderStatusId: 3,
  orderStatusDescr: 'Ordinato',
  paymentTypeId: 12,
  paymentTypeDescr: 'Carta di credito',
  paymentState: 'authorized',
  paymentError: null,
  deliveryServiceId: 2,
  handover: 'home',
  deliveryAddressDescr: 'Via Indipendenza 12, BOLOGNA',
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
});

const DELIVERED = order({ orderId: 400, orderStatusId: 8, isEditable: false, isCancelable: false });

type Anonymize = (url: URL) => Envelope<unknown>;

function mockServer(orders: unknown[], anonymize: Anonymize) {
  const calls: URL[] = [];
  api.configure({
    fetch: async (input) => {
      const url = new URL(String(input));
      calls.push(url);
      if (url.pathname === '/ebsn/api/auth/test')
        return jsonResponse(okEnvelope({ user: anonymousUser() }));
      if (url.pathname === '/ebsn/api/order/list')
        return jsonResponse(
          okEnvelope({
            data: {
              orders,
              page: { page: 1, pageSize: 100, totalItems: orders.length, totalPages: 1 },
            },
          }),
        );
      if (url.pathname === '/ebsn/api/registration/user_anonymize')
        return jsonResponse(anonymize(url));
      return jsonResponse(okEnvelope({}));
    },
  });
  return calls;
}

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

const anonymizeCalls = (calls: URL[]) =>
  calls.filter((u) => u.pathname === '/ebsn/api/registration/user_anonymize');

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Eliminare l’account?' }) };
}

describe('Elimina il mio account', () => {
  it('names the orders it cancels and asks the password, kept when it is wrong', async () => {
    const calls = mockServer([order({}), DELIVERED], (url) =>
      url.searchParams.get('password') === 'Segreta2026'
        ? okEnvelope({})
        : {
            response: {
              status: 1,
              errors: [
                {
                  code: 'account.password_wrong',
                  error: ACCOUNT_MESSAGES.anonymizePasswordWrong,
                  field: 'password',
                },
              ],
              infos: [],
              warnings: [],
            },
            data: null,
          },
    );
    const onDeleted = vi.fn();
    renderWithProviders(<DataRights onDeleted={onDeleted} />);
    const { user, dialog } = await openDialog();

    const listed = await within(dialog).findByText(/^Ordine n\. 501 · consegna giovedì 12 marzo/);
    expect(listed).toHaveTextContent('48,90');
    expect(within(dialog).getByText(/saranno annullati insieme all’account/)).toBeVisible();
    expect(within(dialog).queryByText(/n\. 400/)).toBeNull();

    const confirm = within(dialog).getByRole('button', { name: 'Sì, elimina' });
    await user.click(confirm);
    expect(await within(dialog).findByText('Digitare la password')).toBeVisible();
    expect(anonymizeCalls(calls)).toHaveLength(0);

    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'sbagliata');
    await user.click(confirm);
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.anonymizePasswordWrong)).toBeVisible();
    expect(password).toHaveValue('sbagliata');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(onDeleted).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'Segreta2026');
    await user.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(anonymizeCalls(calls).at(-1)?.searchParams.get('password')).toBe('Segreta2026');
  });

  it('says the account is gone and the orders cancelled with it, in toasts that outlive the page', async () => {
    mockServer([order({})], () => ({
      response: {
        status: 0,
        errors: [],
        infos: [
          { code: 'account.anonymized', info: ACCOUNT_MESSAGES.anonymized },
          { code: 'order.cancelled', info: 'Ordine n. 501 annullato.' },
        ],
        warnings: [],
      },
      data: null,
    }));
    const notify = vi.fn();
    api.configure({ notify });
    try {
      const onDeleted = vi.fn();
      renderWithProviders(<DataRights onDeleted={onDeleted} />);
      const { user, dialog } = await openDialog();
      await user.type(within(dialog).getByLabelText(/^Password/), 'Segreta2026');
      await user.click(within(dialog).getByRole('button', { name: 'Sì, elimina' }));
      await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
      expect(notify.mock.calls.map(([message]) => message)).toEqual([
        { kind: 'success', text: 'Il tuo account è stato eliminato.', code: 'account.anonymized' },
        { kind: 'success', text: 'Ordine n. 501 annullato.', code: 'order.cancelled' },
      ]);
    } finally {
      api.configure({ notify: () => undefined });
    }
  });

  it('says which orders in the store’s hands forbid it, and shows the server’s refusal', async () => {
    const preparing = order({
      orderId: 502,
      orderStatusId: 4,
      deliveryDate: '2026-11-27',
      isEditable: false,
      isCancelable: false,
    });
    const refused = ACCOUNT_MESSAGES.anonymizeOrdersInCharge([
      { orderId: 502, deliveryDate: '2026-11-27', orderStatusId: 4 },
    ]);
    mockServer([preparing], () => refusal('account.anonymize_orders_in_charge', refused));
    renderWithProviders(<DataRights onDeleted={vi.fn()} />);
    const { dialog } = await openDialog();

    expect(await within(dialog).findByText(refused)).toBeVisible();
    expect(refused).toBe(
      'Non puoi eliminare l’account: l’ordine n. 502 con consegna il 27/11 è in preparazione. Potrai eliminarlo dopo la consegna.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sì, elimina' })).toBeDisabled();
  });

  it('keeps the password and shows a refusal the list did not foresee', async () => {
    const refused = ACCOUNT_MESSAGES.anonymizeOrdersInCharge([
      { orderId: 503, deliveryDate: '2026-11-28', orderStatusId: 7 },
    ]);
    mockServer([], () => refusal('account.anonymize_orders_in_charge', refused));
    renderWithProviders(<DataRights onDeleted={vi.fn()} />);
    const { user, dialog } = await openDialog();

    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'Segreta2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sì, elimina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(password).toHaveValue('Segreta2026');
  });
});
