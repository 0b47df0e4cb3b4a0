import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api';
import { jsonResponse, okEnvelope, renderWithProviders, testQueryClient } from '../../test/render';
import { authKeys } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import { AddressManageRoute, parseAddressId } from './routes/address-manage-route';
import { AddressesRoute } from './routes/addresses-route';
import {
  callsTo,
  mockServer,
  SERVICES,
  shipping,
  testAddress,
  testCart,
  testUser,
} from '../../test/fixtures';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

const user = testUser({ userId: 1 });

function providers() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  queryClient.setQueryData(cartKeys.view(), testCart({ user, shippingAddress: shipping() }));
  return queryClient;
}

describe('parseAddressId', () => {
  it.each([
    [undefined, undefined],
    ['19', 19],
    ['0', Number.NaN],
    ['abc', Number.NaN],
    ['1e3', Number.NaN],
  ])('%s → %s', (raw, expected) => {
    expect(parseAddressId(raw)).toBe(expected);
  });
});

describe('/profile/addresses', () => {
  it("lists the shopper's addresses with the breadcrumb 'I miei indirizzi' and opens one to edit", async () => {
    mockServer({
      '/ebsn/api/user-address/list': () =>
        jsonResponse(
          okEnvelope({
            data: { addresses: [testAddress({ isDefault: true })], deliveryServices: SERVICES },
            user,
          }),
        ),
      '/ebsn/api/user-address/view': () => jsonResponse(okEnvelope({ data: testAddress() })),
    });
    const { router } = renderWithProviders(<AddressesRoute />, {
      path: '/profile/addresses',
      queryClient: providers(),
      routes: [{ path: '/profile/addresses/manage/:addressId', element: <AddressManageRoute /> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'I miei indirizzi' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso' });
    expect(crumbs).toHaveTextContent('HomepageI miei indirizzi');
    expect(screen.getByRole('link', { name: 'Aggiungi indirizzo' })).toHaveAttribute(
      'href',
      '/profile/addresses/manage',
    );
    const casa = await screen.findByText('Casa');
    expect(casa.closest('li')).toHaveTextContent('In uso');

    await userEvent.click(screen.getByRole('button', { name: 'Modifica Casa' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/profile/addresses/manage/19'),
    );
    expect(await screen.findByLabelText(/Nome sul citofono/)).toHaveValue('Rossi');
    expect(screen.getByRole('navigation', { name: 'Percorso' })).toHaveTextContent(
      'HomepageI miei indirizziModifica indirizzo',
    );
  });

  it('offers «Usa per questa spesa» and «Imposta come preferito», each sending its own call', async () => {
    let starred = 19;
    const ufficio = { addressId: 20, addressName: 'Ufficio', address1: 'Via Irnerio' };
    const calls = mockServer({
      '/ebsn/api/user-address/list': () =>
        jsonResponse(
          okEnvelope({
            data: {
              addresses: [
                testAddress({ isDefault: starred === 19 }),
                testAddress({ ...ufficio, isDefault: starred === 20 }),
              ],
              deliveryServices: SERVICES,
            },
            user,
          }),
        ),
      '/ebsn/api/user-address/set-default': (call) => {
        starred = Number(new URLSearchParams(call.body).get('address_id'));
        return jsonResponse(okEnvelope({}));
      },
      '/ebsn/api/user-address/select': () =>
        jsonResponse(
          okEnvelope({
            data: testCart({ user, shippingAddress: shipping({ ...ufficio, addressId: 20 }) }),
          }),
        ),
      '/ebsn/api/cart/view': () =>
        jsonResponse(
          okEnvelope({
            data: testCart({ user, shippingAddress: shipping({ ...ufficio, addressId: 20 }) }),
          }),
        ),
      '/ebsn/api/delivery/timeslot-list': () => jsonResponse(okEnvelope({ data: [] })),
    });
    renderWithProviders(<AddressesRoute />, { queryClient: providers() });
    const row = async (name: string) => (await screen.findByText(name)).closest('li')!;

    // Casa is in use and starred: nothing to offer on it.
    expect(
      within(await row('Casa')).queryAllByRole('button', { name: /Usa per|preferito:/ }),
    ).toEqual([]);
    await userEvent.click(
      within(await row('Ufficio')).getByRole('button', { name: 'Imposta come preferito: Ufficio' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByText('Ufficio').closest('li')!).getByText('(Indirizzo preferito)'),
      ).toBeInTheDocument(),
    );
    expect(callsTo(calls, '/ebsn/api/user-address/select')).toEqual([]);
    expect(screen.getByText('Casa').closest('li')).toHaveTextContent('In uso');

    await userEvent.click(
      within(await row('Ufficio')).getByRole('button', { name: 'Usa per questa spesa: Ufficio' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Ufficio').closest('li')).toHaveTextContent('In uso'),
    );
    const [selected] = callsTo(calls, '/ebsn/api/user-address/select');
    expect(new URLSearchParams(selected!.body).get('address_id')).toBe('20');
  });

  it('says so when there is no address', async () => {
    mockServer({
      '/ebsn/api/user-address/list': () =>
        jsonResponse(okEnvelope({ data: { addresses: [], deliveryServices: SERVICES }, user })),
    });
    renderWithProviders(<AddressesRoute />, { queryClient: providers() });
    expect(await screen.findByText('Non hai ancora salvato indirizzi di consegna.')).toBeVisible();
  });
});
