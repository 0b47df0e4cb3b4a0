import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_MESSAGES,
  VALIDATION_MESSAGES,
  type Address,
  type AddressListResponse,
  type Cart,
} from '@spesa/domain';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { login, newShoppers, type Cookies } from '../../test/shoppers';

let t: TestApp;
let mario: Cookies;
let luca: Cookies;

beforeAll(async () => {
  t = await build();
  mario = await login(t, 'mario.rossi@esempio.it');
  luca = await login(t, 'beta@esempio.it');
});
afterAll(() => t.close());

const get = (url: string, cookies?: Record<string, string>) =>
  t.app.inject({ url, ...(cookies ? { cookies } : {}) });
const post = (url: string, payload: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, ...(cookies ? { cookies } : {}) });

const HOME = {
  addressName: 'Casa',
  doorbellName: 'Rossi',
  referencePhoneNumber: '333 1234567',
  address1: 'via zamboni',
  addressNumber: '33',
  city: 'bologna',
  postalcode: '40126',
  province: 'bo',
  floor: '2',
  addressNote: 'Citofono guasto, chiamare',
  elevator: true,
};

async function saveHome(cookies: Record<string, string>, fields: object = {}): Promise<Address> {
  const res = await post('/ebsn/api/user-address/update', { ...HOME, ...fields }, cookies);
  expect(body(res).response.status).toBe(0);
  return body(res).data.data as Address;
}

const list = async (cookies: Record<string, string> | undefined, query: string) =>
  body(await get(`/ebsn/api/user-address/${query}`, cookies))
    .data as unknown as AddressListResponse;

const cartOfShopper = async (cookies: Cookies) =>
  body(await get('/ebsn/api/cart/view', cookies)).data.data as Cart;

/** The names of the shopper's starred home addresses. */
const starredOf = async (cookies: Cookies) =>
  (await list(cookies, 'list?address_type=home')).data.addresses
    .filter((a) => a.isDefault)
    .map((a) => a.addressName);

describe('user-address/check', () => {
  it('serves an address of Bologna, reading it as the gazetteer knows it', async () => {
    const res = await post('/ebsn/api/user-address/check', {
      address1: 'Via Zamboni',
      addressNumber: '33',
      city: 'Bologna',
      postalcode: '40126',
      province: 'BO',
    });
    expect(body(res).response).toMatchObject({ status: 0, warnings: [] });
    expect(body(res).data).toMatchObject({
      active: 1,
      addressNumber: '33',
      warehouseId: 89,
      address: { address1: 'Via Zamboni', city: 'Bologna', postalcode: '40126' },
    });
  });

  it('serves a comune within the radius of a warehouse (Casalecchio from Bologna)', async () => {
    const res = await post('/ebsn/api/user-address/check', {
      address1: 'Via Porrettana',
      addressNumber: '10',
      city: 'Casalecchio di Reno',
      postalcode: '40033',
      province: 'BO',
    });
    expect(body(res).data).toMatchObject({ active: 1, warehouseId: 89 });
  });

  it.each([
    [
      'a comune out of every zone',
      { address1: 'Via Roma', city: 'Ravenna', postalcode: '48121', province: 'RA' },
    ],
    [
      'a comune far from every zone',
      { address1: 'Via Roma', city: 'Milano', postalcode: '20121', province: 'MI' },
    ],
    [
      'a pin far from the zones',
      {
        address1: 'Via Emilia',
        city: 'Piacenza',
        postalcode: '29121',
        province: 'PC',
        latitude: 45.05,
        longitude: 9.69,
      },
    ],
  ])('answers active 0 with the not-served message for %s', async (_what, address) => {
    const res = await post('/ebsn/api/user-address/check', address);
    expect(body(res).response).toMatchObject({
      status: 0,
      warnings: [
        { code: 'address.not_served', warning: 'Indirizzo non servito da consegna a casa' },
      ],
    });
    expect(body(res).data).toMatchObject({ active: 0 });
  });

  it.each([
    [
      'Via Roma 1, Milano',
      {
        address1: 'Via Roma',
        addressNumber: '1',
        city: 'Milano',
        postalcode: '20121',
        province: 'MI',
      },
      { city: 'Milano', province: 'MI', postalcode: '20121' },
    ],
    [
      'a Sicilian comune',
      {
        address1: 'Via Maqueda',
        addressNumber: '100',
        city: 'palermo',
        postalcode: '90133',
        province: 'pa',
      },
      { city: 'Palermo', province: 'PA', postalcode: '90133' },
    ],
    [
      'a Sardinian comune',
      {
        address1: 'Corso Vittorio Emanuele II',
        city: 'Sassari',
        postalcode: '07100',
        province: 'SS',
      },
      { city: 'Sassari', province: 'SS', postalcode: '07100' },
    ],
    [
      'accents and apostrophes',
      { address1: 'Via Roma', city: 'Sant Agata de Goti', postalcode: '82019', province: 'BN' },
      { city: "Sant'Agata de' Goti", province: 'BN', postalcode: '82019' },
    ],
  ])(
    'finds %s anywhere in Italy, at its comune, and says it is not served',
    async (_what, address, read) => {
      const res = await post('/ebsn/api/user-address/check', address);
      expect(body(res).response).toMatchObject({
        status: 0,
        warnings: [{ code: 'address.not_served', warning: DELIVERY_MESSAGES.addressNotServed }],
      });
      const data = body(res).data as { active: number; address: Record<string, unknown> | null };
      expect(data.active).toBe(0);
      expect(data.address).toMatchObject({ address1: address.address1, ...read });
      expect(data.address).toHaveProperty('latitude', expect.any(Number));
    },
  );

  it("reads 'forli' as Forlì: the same answer as with the accent", async () => {
    const accented = await post('/ebsn/api/user-address/check', {
      address1: 'Corso della Repubblica',
      city: 'Forlì',
      postalcode: '47121',
      province: 'FC',
    });
    const plain = await post('/ebsn/api/user-address/check', {
      address1: 'Corso della Repubblica',
      city: 'forli',
      postalcode: '47121',
      province: 'FC',
    });
    expect(body(plain).data).toEqual(body(accented).data);
    expect(body(plain).data).toMatchObject({ address: { city: 'Forlì', postalcode: '47121' } });
  });

  it('answers not served for a CAP outside the delivery zones (Catania 95131)', async () => {
    const res = await post('/ebsn/api/user-address/check', {
      address1: 'Via Etnea',
      city: 'Catania',
      postalcode: '95131',
      province: 'CT',
    });
    expect(body(res).data).toMatchObject({
      active: 0,
      address: { city: 'Catania', postalcode: '95131', province: 'CT' },
    });
  });

  it('refuses an incomplete address with the domain message', async () => {
    const res = await post('/ebsn/api/user-address/check', {
      address1: 'Via Zamboni',
      city: 'Bologna',
    });
    expect(body(res).response).toMatchObject({
      status: 1,
      errors: [
        {
          code: 'address.incomplete',
          error: "L'indirizzo inserito è incompleto, mancano i seguenti campi: CAP, provincia.",
        },
      ],
    });
  });

  it('refuses coordinates outside Italy, and answers 400 for impossible ones', async () => {
    const paris = await post('/ebsn/api/user-address/check', {
      ...HOME,
      latitude: 48.8566,
      longitude: 2.3522,
    });
    expect(body(paris).response.errors[0]).toMatchObject({ error: DELIVERY_MESSAGES.outsideItaly });
    const impossible = await post('/ebsn/api/user-address/check', { ...HOME, latitude: 123 });
    expect(impossible.statusCode).toBe(400);
    expect(body(impossible).response.errors[0]!.field).toBe('latitude');
  });
});

describe('user-address/update', () => {
  it('saves a served home address, upper-casing city and province', async () => {
    const res = await post('/ebsn/api/user-address/update', HOME, mario);
    expect(body(res).response).toMatchObject({
      status: 0,
      infos: [{ info: DELIVERY_MESSAGES.addressSaved }],
    });
    expect(body(res).data.data).toMatchObject({
      addressType: 'home',
      addressTypeId: 2,
      address1: 'Via Zamboni',
      city: 'BOLOGNA',
      province: 'BO',
      postalcode: '40126',
      doorbellName: 'Rossi',
      floor: '2',
      elevator: true,
      deliveryServiceId: 2,
      warehouseId: 89,
      active: 1,
    });
  });

  it.each([
    ['doorbellName', { doorbellName: '  ' }, 'nome sul citofono'],
    ['addressName', { addressName: '' }, "nome dell'indirizzo"],
    ['referencePhoneNumber', { referencePhoneNumber: undefined }, 'telefono di riferimento'],
  ])('refuses an empty %s naming it, and saves nothing', async (field, fields, label) => {
    const before = (await list(mario, 'list?address_type=home')).data.addresses.length;
    const res = await post('/ebsn/api/user-address/update', { ...HOME, ...fields }, mario);
    expect(res.statusCode).toBe(200);
    expect(body(res).response).toMatchObject({
      status: 1,
      errors: [{ code: 'address.save_fields_missing', field }],
    });
    expect(body(res).response.errors[0]!.error).toContain(label);
    expect((await list(mario, 'list?address_type=home')).data.addresses).toHaveLength(before);
  });

  it('refuses a geocoded address without a house number (message.invalidAddress1)', async () => {
    const res = await post('/ebsn/api/user-address/update', { ...HOME, addressNumber: '' }, mario);
    expect(body(res).response.errors[0]).toMatchObject({
      code: 'message.invalidAddress1',
      error: DELIVERY_MESSAGES.invalidAddress1,
    });
  });

  it('refuses a phone a courier cannot call', async () => {
    const res = await post(
      '/ebsn/api/user-address/update',
      { ...HOME, referencePhoneNumber: '12' },
      mario,
    );
    expect(body(res).response.errors[0]).toMatchObject({ error: VALIDATION_MESSAGES.phone });
  });

  it('refuses an address no zone serves', async () => {
    const res = await post(
      '/ebsn/api/user-address/update',
      { ...HOME, address1: 'Via Roma', city: 'Ravenna', postalcode: '48121', province: 'RA' },
      mario,
    );
    expect(body(res).response.errors[0]).toMatchObject({
      code: 'address.not_covered',
      error: "L'indirizzo inserito non è coperto dal servizio.",
    });
  });

  it('changes an address of its owner only', async () => {
    const mine = await saveHome(mario, { addressName: 'Da cambiare' });
    const changed = await saveHome(mario, { addressId: mine.addressId, addressName: 'Cambiato' });
    expect(changed).toMatchObject({ addressId: mine.addressId, addressName: 'Cambiato' });
    const stolen = await post(
      '/ebsn/api/user-address/update',
      { ...HOME, addressId: mine.addressId, addressName: 'Rubato' },
      luca,
    );
    expect(body(stolen).response.errors[0]).toMatchObject({ code: 'address.not_found' });
    const view = await get(`/ebsn/api/user-address/view?address_id=${mine.addressId}`, mario);
    expect(body(view).data.data).toMatchObject({ addressName: 'Cambiato' });
  });

  it('needs a login', async () => {
    expect((await post('/ebsn/api/user-address/update', HOME)).statusCode).toBe(401);
  });
});

describe('user-address list, view, select and delete', () => {
  it('lists the store counters by default and home addresses on request', async () => {
    const drive = await list(mario, 'list');
    expect(drive.data.addresses.length).toBeGreaterThanOrEqual(6);
    expect(drive.data.addresses.every((a) => a.addressTypeId === 3 && a.storeId !== null)).toBe(
      true,
    );
    const home = await list(mario, 'list?address_type=home');
    expect(home.data.addresses.every((a) => a.addressTypeId === 2)).toBe(true);
    expect(home.user.userId).toBeGreaterThan(0);
  });

  it('tells an anonymous visitor to log in', async () => {
    const data = await list(undefined, 'delivery-service-list');
    expect(data.user.userId).toBe(-1);
    expect(data.data.addresses).toEqual([]);
    expect(data.data.deliveryServices.map((s) => s.addressType)).toEqual([
      'home',
      'drive',
      'locker',
    ]);
  });

  it('sorts pickup points by distance and keeps those within it', async () => {
    const data = await list(
      mario,
      'delivery-service-list?address_type=locker&latitude=44.65&longitude=10.92&distance=20000',
    );
    const lockers = data.data.addresses;
    expect(lockers.length).toBeGreaterThan(0);
    expect(lockers[0]!.city).toBe('Modena');
    expect(lockers.every((a) => a.addressTypeId === 5 && a.distance! <= 20_000)).toBe(true);
    // Shop-at-work lockers are for subscribers only.
    expect(lockers.some((a) => a.companyName !== null)).toBe(false);
    const home = await list(mario, 'delivery-service-list?delivery_service_id=2');
    expect(home.data.addresses.every((a) => a.addressTypeId === 2)).toBe(true);
  });

  it("hides one shopper's address from another: view, select and delete answer as if it did not exist", async () => {
    const marios = await saveHome(mario, { addressName: 'Privato' });
    const view = await get(`/ebsn/api/user-address/view?address_id=${marios.addressId}`, luca);
    const select = await post(
      '/ebsn/api/user-address/select',
      { address_type: 'home', address_id: marios.addressId },
      luca,
    );
    const del = await get(`/ebsn/api/user-address/delete?address_id=${marios.addressId}`, luca);
    const unknown = await get('/ebsn/api/user-address/view?address_id=999999', luca);
    for (const res of [view, select, del, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(body(res).response.errors[0]).toMatchObject({
        code: 'address.not_found',
        error: DELIVERY_MESSAGES.addressNotFound,
      });
    }
    expect(
      (await list(luca, 'list?address_type=home')).data.addresses.map((a) => a.addressId),
    ).not.toContain(marios.addressId);
  });

  it('selects an address for the cart, stars it, and refuses to delete it while selected', async () => {
    const home = await saveHome(mario, { addressName: 'Selezionato' });
    const res = await post(
      '/ebsn/api/user-address/select',
      { address_type: 'home', address_id: home.addressId },
      mario,
    );
    const cart = body(res).data.data as Cart;
    expect(cart.shippingAddress).toMatchObject({
      addressId: home.addressId,
      addressTypeId: 2,
      deliveryServiceId: 2,
      autoAssigned: false,
      city: 'BOLOGNA',
    });
    expect(cart.warehouse.warehouseId).toBe(89);
    const listed = (await list(mario, 'list?address_type=home')).data.addresses;
    expect(listed.find((a) => a.addressId === home.addressId)!.isDefault).toBe(true);

    const refused = await get(`/ebsn/api/user-address/delete?address_id=${home.addressId}`, mario);
    expect(body(refused).response).toMatchObject({
      status: 1,
      errors: [
        { error: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa." },
      ],
    });

    // After choosing a store, the home address may go.
    await post('/ebsn/api/user-address/select', { address_type: 'drive', address_id: 1 }, mario);
    const deleted = await get(`/ebsn/api/user-address/delete?address_id=${home.addressId}`, mario);
    expect(body(deleted).response).toMatchObject({
      status: 0,
      infos: [{ info: DELIVERY_MESSAGES.addressDeleted }],
    });
    const gone = await get(`/ebsn/api/user-address/view?address_id=${home.addressId}`, mario);
    expect(body(gone).response.errors[0]!.code).toBe('address.not_found');
  });

  it('moves the cart to the warehouse of a store in another city', async () => {
    const modena = (await list(mario, 'list?address_type=drive')).data.addresses.find(
      (a) => a.city === 'Modena',
    )!;
    const res = await post(
      '/ebsn/api/cart/set-address',
      { type: 'drive', id: modena.addressId },
      mario,
    );
    const cart = body(res).data.data as Cart;
    expect(cart.warehouse.warehouseId).toBe(91);
    expect(cart.store).toMatchObject({ storeId: modena.storeId });
    expect(cart.selectedService).toMatchObject({ deliveryServiceId: 1, addressType: 'drive' });
  });

  it('keeps the address of a cart locked for payment (status 7), saving nothing half-way', async () => {
    const home = await saveHome(mario, { addressName: 'Bloccato' });
    const selected = await post(
      '/ebsn/api/cart/set-address',
      { type: 'home', id: home.addressId },
      mario,
    );
    const { cartId } = body(selected).data.data as Cart;
    // A lock holds only until its deadline (CART_LOCK_MINUTES): one a minute ahead is a payment in progress.
    await t.database.db
      .update(carts)
      .set({ cartStatusId: 7, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(carts.cartId, cartId));
    try {
      const moved = await post('/ebsn/api/cart/set-address', { type: 'drive', id: 1 }, mario);
      expect(body(moved).response.errors[0]).toMatchObject({
        code: 'cart.address_locked',
        error: DELIVERY_MESSAGES.cartLocked,
      });
      const edited = await post(
        '/ebsn/api/user-address/update',
        { ...HOME, addressId: home.addressId, addressName: 'Modificato' },
        mario,
      );
      expect(body(edited).response.errors[0]!.code).toBe('cart.address_locked');
      const view = await get(`/ebsn/api/user-address/view?address_id=${home.addressId}`, mario);
      expect(body(view).data.data).toMatchObject({ addressName: 'Bloccato' });
    } finally {
      await t.database.db
        .update(carts)
        .set({ cartStatusId: 1, lockedUntil: null })
        .where(eq(carts.cartId, cartId));
    }
  });

  it("saving a new address leaves the cart's address and the star where the shopper put them", async () => {
    const [shopper] = await newShoppers(t, 1, 'nuovo-indirizzo');
    const cartOf = () => cartOfShopper(shopper!);
    const starred = () => starredOf(shopper!);

    // The first address ever: stored, not chosen for the cart nor starred.
    const casa = await saveHome(shopper!, { addressName: 'Casa' });
    expect(casa.isDefault).toBe(false);
    expect((await cartOf()).shippingAddress).toMatchObject({ autoAssigned: true });
    expect(await starred()).toEqual([]);

    await post('/ebsn/api/cart/set-address', { type: 'home', id: casa.addressId }, shopper);
    const ufficio = await saveHome(shopper!, { addressName: 'Ufficio', address1: 'via irnerio' });
    expect(ufficio.isDefault).toBe(false);
    expect((await cartOf()).shippingAddress).toMatchObject({
      addressId: casa.addressId,
      addressName: 'Casa',
      autoAssigned: false,
    });
    expect(await starred()).toEqual(['Casa']);

    // Editing the cart's own address keeps it the cart's, and the star on it.
    await saveHome(shopper!, { addressId: casa.addressId, addressName: 'Casa mia' });
    expect((await cartOf()).shippingAddress).toMatchObject({ addressId: casa.addressId });
    expect(await starred()).toEqual(['Casa mia']);
  });

  it("«Imposta come preferito» moves the star only: the cart's address stays", async () => {
    const [shopper, other] = await newShoppers(t, 2, 'preferito');
    const cartOf = () => cartOfShopper(shopper!);
    const starred = () => starredOf(shopper!);
    const casa = await saveHome(shopper!, { addressName: 'Casa' });
    const ufficio = await saveHome(shopper!, { addressName: 'Ufficio', address1: 'via irnerio' });
    await post('/ebsn/api/user-address/select', { address_id: casa.addressId }, shopper);
    expect(await starred()).toEqual(['Casa']);

    const res = await post(
      '/ebsn/api/user-address/set-default',
      { address_id: ufficio.addressId },
      shopper,
    );
    expect(body(res).response.status).toBe(0);
    expect(await starred()).toEqual(['Ufficio']);
    expect((await cartOf()).shippingAddress).toMatchObject({ addressId: casa.addressId });

    const foreign = await post(
      '/ebsn/api/user-address/set-default',
      { address_id: ufficio.addressId },
      other,
    );
    expect(body(foreign).response.errors[0]!.code).toBe('address.not_found');
  });

  it('refuses an address of the wrong type and answers 400 for a malformed id', async () => {
    const wrongType = await post('/ebsn/api/cart/set-address', { type: 'home', id: 1 }, mario);
    expect(body(wrongType).response.errors[0]!.code).toBe('address.not_found');
    const malformed = await post('/ebsn/api/cart/set-address', { type: 'home', id: 'uno' }, mario);
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).response.errors[0]!.field).toBe('id');
    const badType = await get('/ebsn/api/user-address/list?address_type=garage', mario);
    expect(badType.statusCode).toBe(400);
  });
});

describe('geocoding endpoints', () => {
  it('autocompletes, geocodes and reverse-geocodes in Italy only', async () => {
    const auto = await get('/ebsn/api/geocoding/autocomplete?text=strada%20maggiore%2010');
    expect((body(auto).data as { places: unknown[] }).places[0]).toMatchObject({
      address1: 'Strada Maggiore',
      addressNumber: '10',
      city: 'Bologna',
    });
    const geo = await get('/ebsn/api/geocoding/geocode?address1=via%20emilia%20est&city=Parma');
    expect(body(geo).data).toMatchObject({
      place: { address1: 'Via Emilia Est', postalcode: '43123' },
    });
    const rev = await get('/ebsn/api/geocoding/reverse?latitude=44.8355&longitude=11.6205');
    expect(body(rev).data).toMatchObject({ place: { city: 'Ferrara' } });
    const abroad = await get('/ebsn/api/geocoding/reverse?latitude=48.85&longitude=2.35');
    expect(body(abroad).data).toEqual({ place: null });
  });
});
