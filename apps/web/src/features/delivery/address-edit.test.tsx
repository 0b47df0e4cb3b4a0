import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, PersonDetail, Place } from '@spesa/domain';
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
import { AddressEdit } from './components/address-edit';
import { deliveryEvents, type DeliveryEvent } from './delivery-events';
import {
  type Call,
  callsTo,
  mockServer,
  shipping,
  testAddress,
  testCart,
  testUser,
} from '../../test/fixtures';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
  vi.unstubAllGlobals();
});

const user = testUser({ userId: 1 });

const mazzini: Place = {
  address1: 'Via Giuseppe Mazzini',
  addressNumber: '',
  city: 'Bologna',
  province: 'BO',
  postalcode: '40138',
  latitude: 44.487,
  longitude: 11.37,
  precision: 'street',
  description: 'Via Giuseppe Mazzini, 40138 Bologna BO',
};
const carpi: Place = {
  address1: '',
  addressNumber: '',
  city: 'Carpi',
  province: 'MO',
  postalcode: '41012',
  latitude: 44.7838,
  longitude: 10.885,
  precision: 'city',
  description: '41012 Carpi MO',
};

const served = (place: Partial<Place> = {}) =>
  jsonResponse(
    okEnvelope({
      active: 1,
      addressNumber: '12',
      address: { ...mazzini, addressNumber: '12', ...place },
      warehouseId: 89,
      storeId: 2,
    }),
  );

function renderEdit(
  routes: Record<string, (call: Call) => Response>,
  props: { addressId?: number; chooseForCart?: boolean } = {},
) {
  const calls = mockServer({
    '/ebsn/api/geocoding/autocomplete': () =>
      jsonResponse(okEnvelope({ places: [mazzini, carpi] })),
    ...routes,
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  queryClient.setQueryData(cartKeys.view(), testCart({ user }));
  const onSaved = vi.fn();
  renderWithProviders(<AddressEdit onSaved={onSaved} {...props} />, { queryClient });
  return { calls, onSaved, queryClient };
}

async function choose(text: string, option: RegExp) {
  await userEvent.type(screen.getByRole('combobox', { name: 'Cerca il tuo indirizzo' }), text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('address edit (docs/rules/delivery-and-slots.md, Address edit)', () => {
  it('suggests places only above 3 characters and enables verify once one is chosen', async () => {
    const { calls } = renderEdit({});
    const verify = screen.getByRole('button', { name: 'Verifica indirizzo' });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox'), 'via');
    await new Promise((r) => setTimeout(r, 400));
    expect(callsTo(calls, '/ebsn/api/geocoding/autocomplete')).toHaveLength(0);

    await userEvent.type(screen.getByRole('combobox'), ' m');
    const option = await screen.findByRole('option', { name: /Via Giuseppe Mazzini/ });
    expect(
      callsTo(calls, '/ebsn/api/geocoding/autocomplete')[0]!.url.searchParams.get('text'),
    ).toBe('via m');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(option);
    expect(screen.getByLabelText('Via, piazza')).toHaveValue('Via Giuseppe Mazzini');
    expect(screen.getByLabelText('CAP')).toHaveValue('40138');
    expect(screen.getByLabelText('Numero civico')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verifica indirizzo' })).toBeEnabled();
  });

  it('chooses a suggestion with the keyboard', async () => {
    renderEdit({});
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'mazzini');
    await screen.findByRole('option', { name: /Mazzini/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Città')).toHaveValue('Bologna');
  });

  it('shows the incomplete-address message of the domain and does not call check', async () => {
    const { calls } = renderEdit({ '/ebsn/api/user-address/check': () => served() });
    await choose('carpi', /Carpi/);
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(
      await screen.findByText(
        "L'indirizzo inserito è incompleto, mancano i seguenti campi: indirizzo.",
      ),
    ).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/user-address/check')).toHaveLength(0);
    // what was typed stays
    expect(screen.getByLabelText('Città')).toHaveValue('Carpi');
  });

  it("says 'Indirizzo non servito da consegna a casa' and 'add another' resets to autocomplete", async () => {
    const { calls } = renderEdit({
      '/ebsn/api/user-address/check': () =>
        jsonResponse(
          okEnvelope({
            active: 0,
            addressNumber: '1',
            address: null,
            warehouseId: null,
            storeId: null,
          }),
        ),
    });
    await choose('carpi', /Carpi/);
    await userEvent.type(screen.getByLabelText('Via, piazza'), 'Via Roma');
    await userEvent.type(screen.getByLabelText('Numero civico'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(await screen.findByText('Indirizzo non servito da consegna a casa')).toBeVisible();
    const body = JSON.parse(callsTo(calls, '/ebsn/api/user-address/check')[0]!.body) as Record<
      string,
      unknown
    >;
    // a comune-only place: the server geocodes the street typed by hand
    expect(body).toMatchObject({
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Carpi',
      postalcode: '41012',
    });
    expect(body.latitude).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi un altro indirizzo' }));
    expect(screen.getByRole('combobox', { name: 'Cerca il tuo indirizzo' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Verifica indirizzo' })).toBeDisabled();
  });

  it('shows home delivery as unavailable when the verification throws', async () => {
    renderEdit({
      '/ebsn/api/user-address/check': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await choose('mazzini', /Mazzini/);
    await userEvent.type(screen.getByLabelText('Numero civico'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(await screen.findByText('Indirizzo non servito da consegna a casa')).toBeVisible();
  });

  it('checks the save fields with the domain validators before calling the server', async () => {
    const { calls } = renderEdit({ '/ebsn/api/user-address/check': () => served() });
    await choose('mazzini', /Mazzini/);
    await userEvent.type(screen.getByLabelText('Numero civico'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(await screen.findByText('Consegna a casa disponibile')).toBeVisible();
    expect(screen.getByText('Via Giuseppe Mazzini 12, 40138 Bologna (BO)')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(3));
    expect(screen.getByLabelText(/Nome sul citofono/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText(/Nome sul citofono/), 'Rossi');
    await userEvent.type(screen.getByLabelText(/Nome dell'indirizzo/), 'Casa');
    await userEvent.type(screen.getByLabelText(/Telefono di riferimento/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(await screen.findByText('Digitare un numero di telefono valido')).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/user-address/update')).toHaveLength(0);
  });

  it('saves, sets the address as the cart home address, emits save', async () => {
    const saved = testAddress({ addressId: 30 });
    const cart = testCart({ user, shippingAddress: shipping({ addressId: 30 }) });
    const { calls, onSaved } = renderEdit({
      '/ebsn/api/user-address/check': () => served(),
      '/ebsn/api/user-address/update': () =>
        jsonResponse({
          response: {
            status: 0,
            errors: [],
            infos: [{ code: 'address.saved', info: 'Indirizzo salvato correttamente.' }],
            warnings: [],
          },
          data: { data: saved },
        }),
      '/ebsn/api/user-address/select': () => jsonResponse(okEnvelope({ data: cart })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: cart })),
    });
    const notify = vi.fn();
    api.configure({ notify });
    const events: DeliveryEvent[] = [];
    const stop = deliveryEvents.subscribe((e) => events.push(e));
    await choose('mazzini', /Mazzini/);
    await userEvent.type(screen.getByLabelText('Numero civico'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await userEvent.type(await screen.findByLabelText(/Nome sul citofono/), 'Rossi');
    await userEvent.type(screen.getByLabelText(/Nome dell'indirizzo/), 'Casa');
    await userEvent.type(screen.getByLabelText(/Telefono di riferimento/), '333 123 4567');
    await userEvent.click(screen.getByRole('checkbox', { name: "C'è l'ascensore" }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    stop();

    const body = JSON.parse(callsTo(calls, '/ebsn/api/user-address/update')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      addressTypeId: 2,
      address1: 'Via Giuseppe Mazzini',
      addressNumber: '12',
      city: 'Bologna',
      postalcode: '40138',
      doorbellName: 'Rossi',
      addressName: 'Casa',
      referencePhoneNumber: '333 123 4567',
      elevator: true,
      latitude: 44.487,
      longitude: 11.37,
    });
    expect(body.addressId).toBeUndefined();
    expect(callsTo(calls, '/ebsn/api/user-address/select')[0]!.body).toBe(
      'address_type=home&address_id=30',
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', text: 'Indirizzo salvato correttamente.' }),
    );
    expect(events.map((e) => e.kind)).toEqual(['address-saved', 'address']);
  });

  it("keeps the address for later from the profile's pages: the cart keeps its own", async () => {
    const saved = testAddress({ addressId: 31 });
    const { calls, onSaved } = renderEdit(
      {
        '/ebsn/api/user-address/check': () => served(),
        '/ebsn/api/user-address/update': () => jsonResponse(okEnvelope({ data: saved })),
      },
      { chooseForCart: false },
    );
    await choose('mazzini', /Mazzini/);
    await userEvent.type(screen.getByLabelText('Numero civico'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await userEvent.type(await screen.findByLabelText(/Nome sul citofono/), 'Rossi');
    await userEvent.type(screen.getByLabelText(/Nome dell'indirizzo/), 'Ufficio');
    await userEvent.type(screen.getByLabelText(/Telefono di riferimento/), '333 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, false));
    expect(callsTo(calls, '/ebsn/api/user-address/select')).toHaveLength(0);
  });

  it('shows a refusal of the save and keeps every field', async () => {
    renderEdit({
      '/ebsn/api/user-address/check': () => served(),
      '/ebsn/api/user-address/update': () =>
        jsonResponse(
          refusal('address.not_covered', "L'indirizzo inserito non è coperto dal servizio."),
        ),
    });
    await choose('mazzini', /Mazzini/);
    await userEvent.type(screen.getByLabelText('Numero civico'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await userEvent.type(await screen.findByLabelText(/Nome sul citofono/), 'Rossi');
    await userEvent.type(screen.getByLabelText(/Nome dell'indirizzo/), 'Casa');
    await userEvent.type(screen.getByLabelText(/Telefono di riferimento/), '3331234567');
    await userEvent.type(screen.getByLabelText('Note per il corriere'), 'Suonare due volte');
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(
      await screen.findByText("L'indirizzo inserito non è coperto dal servizio."),
    ).toBeVisible();
    expect(screen.getByLabelText(/Nome sul citofono/)).toHaveValue('Rossi');
    expect(screen.getByLabelText('Note per il corriere')).toHaveValue('Suonare due volte');
  });

  it('asks for the missing house number with message.invalidAddress1 before saving', async () => {
    const { calls } = renderEdit({
      '/ebsn/api/user-address/check': () => served({ addressNumber: '' }),
    });
    await choose('mazzini', /Mazzini/);
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await userEvent.type(await screen.findByLabelText(/Nome sul citofono/), 'Rossi');
    await userEvent.type(screen.getByLabelText(/Nome dell'indirizzo/), 'Casa');
    await userEvent.type(screen.getByLabelText(/Telefono di riferimento/), '3331234567');
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(
      await screen.findByText("L'indirizzo non è valido: indica via, numero civico, CAP e città."),
    ).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/user-address/update')).toHaveLength(0);
  });

  it("asks 'E' stato trovato questo indirizzo … Vuoi salvarlo?' when the check read it differently", async () => {
    const saved = testAddress({ addressId: 31 });
    const { calls, onSaved } = renderEdit({
      '/ebsn/api/user-address/check': () =>
        served({ address1: "Via dell'Indipendenza", postalcode: '40121' }),
      '/ebsn/api/user-address/update': () => jsonResponse(okEnvelope({ data: saved })),
      '/ebsn/api/user-address/select': () => jsonResponse(okEnvelope({ data: testCart({ user }) })),
      '/ebsn/api/cart/view': () => jsonResponse(okEnvelope({ data: testCart({ user }) })),
    });
    await choose('mazzini', /Mazzini/);
    const street = screen.getByLabelText('Via, piazza');
    await userEvent.clear(street);
    await userEvent.type(street, 'via indipendenza');
    await userEvent.type(screen.getByLabelText('Numero civico'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await userEvent.type(await screen.findByLabelText(/Nome sul citofono/), 'Rossi');
    await userEvent.type(screen.getByLabelText(/Nome dell'indirizzo/), 'Casa');
    await userEvent.type(screen.getByLabelText(/Telefono di riferimento/), '3331234567');
    await userEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    const confirm = await screen.findByRole('dialog', { name: "Conferma l'indirizzo" });
    expect(confirm).toHaveTextContent(
      "E' stato trovato questo indirizzo: Via dell'Indipendenza 12, 40121 Bologna (BO). Vuoi salvarlo?",
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(callsTo(calls, '/ebsn/api/user-address/update')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ address1: "Via dell'Indipendenza", postalcode: '40121' });
  });

  it('opened with an addressId, loads the address straight into the detail form', async () => {
    const address: Address = testAddress({ addressId: 19, doorbellName: 'Bianchi', floor: '3' });
    const { calls } = renderEdit(
      { '/ebsn/api/user-address/view': () => jsonResponse(okEnvelope({ data: address })) },
      { addressId: 19 },
    );
    expect(await screen.findByLabelText(/Nome sul citofono/)).toHaveValue('Bianchi');
    expect(screen.getByLabelText('Piano')).toHaveValue('3');
    expect(screen.getByText('Via Giuseppe Mazzini 12, 40138 Bologna (BO)')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      callsTo(calls, '/ebsn/api/user-address/view')[0]!.url.searchParams.get('address_id'),
    ).toBe('19');
    await userEvent.click(screen.getByRole('button', { name: 'Modifica indirizzo' }));
    expect(screen.getByLabelText('Via, piazza')).toHaveValue('Via Giuseppe Mazzini');
  });

  it('alerts when the position cannot be read', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) =>
          fail({ code: 1 }),
      },
    });
    renderEdit({});
    await userEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    expect(
      await screen.findByText(
        'è necessario abilitare la localizzazione per utilizzare questa funzione',
      ),
    ).toBeVisible();
  });

  it('fills the place from the position', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (
          ok: (p: { coords: { latitude: number; longitude: number } }) => void,
        ) => ok({ coords: { latitude: 44.4871, longitude: 11.3702 } }),
      },
    });
    const { calls } = renderEdit({
      '/ebsn/api/geocoding/reverse': () => jsonResponse(okEnvelope({ place: mazzini })),
      '/ebsn/api/user-address/check': () => served(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    expect(await screen.findByLabelText('Via, piazza')).toHaveValue('Via Giuseppe Mazzini');
    await userEvent.type(screen.getByLabelText('Numero civico'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await screen.findByText('Consegna a casa disponibile');
    const body = JSON.parse(callsTo(calls, '/ebsn/api/user-address/check')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ gpsLatitude: 44.4871, gpsLongitude: 11.3702, latitude: 44.4871 });
  });

  it('starts a new address from the profile: its place, the doorbell and the telephone (issue 34)', async () => {
    const person: PersonDetail = {
      userId: 1,
      login: 'mario@esempio.it',
      email: 'mario@esempio.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '333 123 4567',
      birthDate: null,
      fiscalCode: null,
      address1: 'Via Giuseppe Mazzini',
      addressNumber: '12',
      postalcode: '40138',
      city: 'Bologna',
      province: 'BO',
      fidelityCard: null,
      profile: { level: 2 },
    };
    const { calls } = renderEdit({
      '/ebsn/api/registration/user_detail': () =>
        jsonResponse(okEnvelope({ person, billingAddress: null })),
      '/ebsn/api/user-address/check': () => served(),
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Usa l’indirizzo del tuo profilo: Via Giuseppe Mazzini 12, 40138 Bologna (BO)',
      }),
    );
    expect(screen.getByLabelText('Via, piazza')).toHaveValue('Via Giuseppe Mazzini');
    expect(screen.getByLabelText('Numero civico')).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await screen.findByText('Consegna a casa disponibile');
    // No point from a search: the check geocodes what the profile says.
    const body = JSON.parse(callsTo(calls, '/ebsn/api/user-address/check')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ address1: 'Via Giuseppe Mazzini', addressNumber: '12' });
    expect(body.latitude).toBeUndefined();
    expect(screen.getByLabelText(/Nome sul citofono/)).toHaveValue('Mario Rossi');
    expect(screen.getByLabelText(/Telefono di riferimento/)).toHaveValue('333 123 4567');
  });
});
