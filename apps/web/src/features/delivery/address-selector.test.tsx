import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, Cart } from '@spesa/domain';
import { api } from '../../lib/api';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import { authKeys } from '../../lib/session';
import { cartKeys } from '../../lib/cart';
import { SHOP_AT_WORK_PATH } from '../../config/paths';
import { AddressSelector } from './components/address-selector';
import { deliveryEvents, type DeliveryEvent } from './delivery-events';
import {
  callsTo,
  mockServer,
  SERVICES,
  shipping,
  testAddress,
  testCart,
  testPickupPoint,
  testStore,
  testUser,
} from '../../test/fixtures';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

const user = testUser({ userId: 1 });
const list = (addresses: Address[], services = SERVICES) =>
  jsonResponse(okEnvelope({ data: { addresses, deliveryServices: services }, user }));

function renderSelector(cart: Cart = testCart({ user }), onChosen = vi.fn()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  queryClient.setQueryData(cartKeys.view(), cart);
  renderWithProviders(<AddressSelector onChosen={onChosen} />, { queryClient });
  return { queryClient, onChosen };
}

const home = [
  testAddress({ addressId: 19, addressName: 'Casa', isDefault: true }),
  testAddress({
    addressId: 20,
    addressName: 'Ufficio',
    address1: 'Via Emilia Est',
    addressNumber: '100',
    city: 'MODENA',
    province: 'MO',
    postalcode: '41122',
  }),
  testAddress({
    addressId: 21,
    addressName: 'Mamma',
    address1: 'Strada Maggiore',
    addressNumber: '5',
    postalcode: '40125',
  }),
];

describe('address selector (docs/rules/delivery-and-slots.md)', () => {
  it('goes straight to add mode when the shopper has no address', async () => {
    const calls = mockServer({
      '/ebsn/api/user-address/list': () => list([]),
      '/ebsn/api/store-proximity/list': () =>
        jsonResponse(okEnvelope({ data: { stores: [testStore()] } })),
    });
    renderSelector();
    expect(await screen.findByRole('combobox', { name: 'Cerca il tuo indirizzo' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Nuovo indirizzo di consegna' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verifica indirizzo' })).toBeDisabled();
    // docs/rules/delivery-and-slots.md: the address list and the store fetch run on opening.
    expect(
      callsTo(calls, '/ebsn/api/user-address/list')[0]!.url.searchParams.get('address_type'),
    ).toBe('home');
    expect(callsTo(calls, '/ebsn/api/store-proximity/list')).toHaveLength(1);
  });

  it('shows a tab per delivery service, a star on the default and the address in use', async () => {
    mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
    });
    renderSelector(testCart({ user, shippingAddress: shipping({ addressId: 20 }) }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Consegna a casa',
      'Ritiro in negozio',
      'Ritiro al locker',
    ]);
    expect(screen.getByRole('tab', { name: 'Consegna a casa' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const casa = screen.getByRole('button', { name: /^Casa/ });
    expect(within(casa).getByText('(Indirizzo preferito)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Ufficio/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Ufficio/ })).toHaveTextContent('In uso');
  });

  it('shows no tabs when only one service is offered', async () => {
    mockServer({
      '/ebsn/api/user-address/list': () => list(home, [SERVICES[0]!]),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
    });
    renderSelector();
    expect(await screen.findByRole('button', { name: /^Casa/ })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('filters on name, street and city, without accents or case', async () => {
    mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
    });
    renderSelector();
    const search = await screen.findByLabelText('Cerca per nome, via o città');
    const names = () =>
      within(screen.getByRole('list', { name: 'I tuoi indirizzi di consegna' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    await userEvent.type(search, 'modena');
    expect(names()).toHaveLength(1);
    expect(names()[0]).toContain('Ufficio');

    await userEvent.clear(search);
    await userEvent.type(search, 'MAGGIORE');
    expect(names()[0]).toContain('Mamma');

    await userEvent.clear(search);
    await userEvent.type(search, 'ufficio');
    expect(names()[0]).toContain('Ufficio');

    await userEvent.clear(search);
    await userEvent.type(search, 'Palermo');
    expect(screen.getByText('Nessun indirizzo corrisponde alla ricerca.')).toBeVisible();
  });

  it('asks before deleting and shows the refusal text when the delete fails', async () => {
    const calls = mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/delete': () =>
        jsonResponse(
          refusal(
            'address.delete_in_use',
            "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
          ),
        ),
    });
    renderSelector();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Casa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Elimina indirizzo' });
    expect(confirm).toHaveTextContent('Vuoi davvero eliminare l\'indirizzo "Casa"?');
    expect(callsTo(calls, '/ebsn/api/user-address/delete')).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Sì' }));
    expect(
      await within(confirm).findByText(
        "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
      ),
    ).toBeVisible();
    expect(
      callsTo(calls, '/ebsn/api/user-address/delete')[0]!.url.searchParams.get('address_id'),
    ).toBe('19');

    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Casa/ })).toBeVisible();
  });

  it('deletes after Sì and reads the list again', async () => {
    let addresses = home;
    const calls = mockServer({
      '/ebsn/api/user-address/list': () => list(addresses),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/delete': () => {
        addresses = home.slice(1);
        return jsonResponse(okEnvelope({}));
      },
    });
    renderSelector();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Casa' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Casa/ })).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, '/ebsn/api/user-address/list').length).toBeGreaterThan(1);
  });

  it('choosing an address selects it, stores the cart, broadcasts and asks for the timeslot', async () => {
    const updated = testCart({ user, shippingAddress: shipping({ addressId: 20 }) });
    const calls = mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/select': () => jsonResponse(okEnvelope({ data: updated })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: updated })),
    });
    const events: DeliveryEvent[] = [];
    const stop = deliveryEvents.subscribe((e) => events.push(e));
    const { queryClient, onChosen } = renderSelector();
    await userEvent.click(await screen.findByRole('button', { name: /^Ufficio/ }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    stop();
    expect(callsTo(calls, '/ebsn/api/user-address/select')[0]!.body).toBe(
      'address_type=home&address_id=20',
    );
    expect(queryClient.getQueryData<Cart>(cartKeys.view())?.shippingAddress?.addressId).toBe(20);
    expect(events).toEqual([{ kind: 'address', cart: updated }]);
  });

  it("editing an address that is not the cart's saves it and goes back to the list, choosing nothing", async () => {
    const ufficio = home[1]!;
    const calls = mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/view': () => jsonResponse(okEnvelope({ data: ufficio })),
      '/ebsn/api/user-address/update': () =>
        jsonResponse(okEnvelope({ data: { ...ufficio, doorbellName: 'Verdi' } })),
    });
    const { onChosen } = renderSelector(
      testCart({ user, shippingAddress: shipping({ addressId: 19 }) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Ufficio' }));
    const doorbell = await screen.findByLabelText(/Nome sul citofono/);
    await userEvent.clear(doorbell);
    await userEvent.type(doorbell, 'Verdi');
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(await screen.findByRole('button', { name: /^Ufficio/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(callsTo(calls, '/ebsn/api/user-address/update')).toHaveLength(1);
    expect(callsTo(calls, '/ebsn/api/user-address/select')).toHaveLength(0);
    expect(onChosen).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a refusal, with the server text',
      () => jsonResponse(refusal('cart.locked', 'Il carrello è in pagamento.')),
      'Il carrello è in pagamento.',
    ],
    [
      'a failed call, with errorSettingAddress',
      () => jsonResponse({}, 502),
      "Impossibile cambiare l'indirizzo di ritiro",
    ],
  ])('toasts %s, once, and keeps the selector open', async (_, answer, text) => {
    mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/select': answer,
    });
    const toasts: { kind: string; text: string }[] = [];
    api.configure({ notify: (m) => toasts.push(m) });
    const { onChosen } = renderSelector();
    await userEvent.click(await screen.findByRole('button', { name: /^Ufficio/ }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'error', text })]));
    api.configure({ notify: () => undefined });
    expect(onChosen).not.toHaveBeenCalled();
  });

  it("lists the pickup points of the store tab with today's hours and selects one as drive", async () => {
    const updated = testCart({
      user,
      shippingAddress: shipping({ addressId: 1, addressTypeId: 3 }),
    });
    const calls = mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () =>
        jsonResponse(okEnvelope({ data: { stores: [testStore()] } })),
      '/ebsn/api/user-address/delivery-service-list': () =>
        list([
          testPickupPoint(),
          testPickupPoint({ addressId: 3, addressName: 'Bologna Mazzini', storeId: 2 }),
        ]),
      '/ebsn/api/user-address/select': () => jsonResponse(okEnvelope({ data: updated })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: updated })),
    });
    const { onChosen } = renderSelector();
    await userEvent.click(await screen.findByRole('tab', { name: 'Ritiro in negozio' }));
    const store = await screen.findByRole('button', { name: /^Bologna Indipendenza/ });
    expect(store).toHaveTextContent('Oggi 08:00-20:00');
    expect(screen.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
    expect(
      callsTo(calls, '/ebsn/api/user-address/delivery-service-list')[0]!.url.searchParams.get(
        'address_type',
      ),
    ).toBe('drive');
    await userEvent.click(store);
    await waitFor(() => expect(onChosen).toHaveBeenCalled());
    expect(callsTo(calls, '/ebsn/api/user-address/select')[0]!.body).toBe(
      'address_type=drive&address_id=1',
    );
  });

  it('opens on the tab of the service the shopper chose', async () => {
    mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/delivery-service-list': () => list([]),
    });
    renderSelector(
      testCart({ user, shippingAddress: shipping({ addressId: 2, addressTypeId: 5 }) }),
    );
    expect(await screen.findByRole('tab', { name: 'Ritiro al locker' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Nessun punto di ritiro disponibile.')).toBeVisible();
  });

  it('links the locker tab to the company code page, and leaves the selector when followed', async () => {
    mockServer({
      '/ebsn/api/user-address/list': () => list(home),
      '/ebsn/api/store-proximity/list': () => jsonResponse(okEnvelope({ data: { stores: [] } })),
      '/ebsn/api/user-address/delivery-service-list': () => list([]),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), user);
    queryClient.setQueryData(cartKeys.view(), testCart({ user }));
    const onLeave = vi.fn();
    const { router } = renderWithProviders(
      <AddressSelector onChosen={vi.fn()} onLeave={onLeave} />,
      { queryClient, routes: [{ path: SHOP_AT_WORK_PATH, element: <p>azienda</p> }] },
    );
    expect(screen.queryByRole('link', { name: /codice aziendale/ })).toBeNull();
    await userEvent.click(await screen.findByRole('tab', { name: 'Ritiro al locker' }));
    await userEvent.click(await screen.findByRole('link', { name: /codice aziendale/ }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(SHOP_AT_WORK_PATH);
  });
});
