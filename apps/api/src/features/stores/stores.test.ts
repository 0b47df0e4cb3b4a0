import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, type AddressListResponse, type Cart, type Store } from '@spesa/domain';
import { body, build, type TestApp } from '../../test/helper';
import { login, type Cookies } from '../../test/shoppers';

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
const stores = async (url: string) =>
  (body(await get(url)).data as { data: { stores: Store[] } }).data.stores;

describe('store-proximity', () => {
  it('lists at least six stores with pickup, opening hours and holidays', async () => {
    const all = await stores('/ebsn/api/store-proximity/list');
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.map((s) => s.name)).toEqual(
      [...all.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'it')),
    );
    for (const store of all) {
      expect(store.deliveryServices.some((d) => d.addressTypeId === 3)).toBe(true);
      expect(store.openingHours).toHaveLength(7);
    }
    const withLocker = all.filter((s) =>
      s.deliveryServices.some((d) => d.addressType === 'locker'),
    );
    expect(withLocker.length).toBeGreaterThanOrEqual(3);
    expect(all.find((s) => s.storeId === 1)!.openingHours[1]).toMatchObject({
      dayName: 'Lunedì',
      hours: [{ from: '08:00', to: '20:00' }],
    });
  });

  it('keeps only the stores offering the services asked for', async () => {
    const lockers = await stores('/ebsn/api/store-proximity/list?services=locker');
    expect(lockers.length).toBeGreaterThan(0);
    expect(lockers.every((s) => s.deliveryServices.some((d) => d.addressType === 'locker'))).toBe(
      true,
    );
    const all = await stores('/ebsn/api/store-proximity/list?services=drive,locker');
    expect(all.length).toBeGreaterThan(lockers.length);
  });

  it('localizes: nearest first, with distances, within a radius', async () => {
    const near = await stores(
      '/ebsn/api/store-proximity/localize?latitude=44.80&longitude=10.33&services=drive',
    );
    expect(near[0]!.city).toBe('Parma');
    const distances = near.map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const close = await stores(
      '/ebsn/api/store-proximity/localize?latitude=44.4949&longitude=11.3426&distance=5000',
    );
    expect(close.every((s) => s.city === 'Bologna')).toBe(true);
  });

  it('refuses a point outside Italy and answers 400 for a missing latitude', async () => {
    const abroad = await get('/ebsn/api/store-proximity/localize?latitude=40.71&longitude=-74.0');
    expect(body(abroad).response.errors[0]).toMatchObject({
      error: DELIVERY_MESSAGES.outsideItaly,
    });
    const missing = await get('/ebsn/api/store-proximity/localize?longitude=11');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).response.errors[0]!.field).toBe('latitude');
  });

  it('selects a store: the cart takes its counter, store and warehouse', async () => {
    const res = await get('/ebsn/api/store-proximity/select?store_id=6', mario);
    const cart = body(res).data.data as Cart;
    expect(cart.store).toMatchObject({ storeId: 6, name: 'Parma Repubblica' });
    expect(cart.warehouse.warehouseId).toBe(91);
    expect(cart.shippingAddress).toMatchObject({
      addressTypeId: 3,
      city: 'Parma',
      autoAssigned: false,
    });
    const unknown = await get('/ebsn/api/store-proximity/select?store_id=999', mario);
    expect(body(unknown).response.errors[0]).toMatchObject({
      error: DELIVERY_MESSAGES.storeNotFound,
    });
    expect((await get('/ebsn/api/store-proximity/select?store_id=6')).statusCode).toBe(401);
  });
});

describe('store/view', () => {
  it('shows one store in data.data, and refuses an unknown one', async () => {
    const res = await get('/ebsn/api/store/view?store_id=5');
    expect(body(res).data.data).toMatchObject({
      storeId: 5,
      city: "Reggio nell'Emilia",
      warehouseId: 91,
    });
    const unknown = await get('/ebsn/api/store/view?store_id=4242');
    expect(body(unknown).response).toMatchObject({
      status: 1,
      errors: [{ code: 'store.not_found' }],
    });
    expect((await get('/ebsn/api/store/view?store_id=x')).statusCode).toBe(400);
  });
});

describe('warehouse/find-by-coordinates', () => {
  it('finds the warehouse whose zone delivers to a point', async () => {
    const res = await get(
      '/ebsn/api/warehouse/find-by-coordinates?latitude=44.4949&longitude=11.3426',
    );
    expect(body(res).data).toMatchObject({ warehouse: { warehouseId: 89, homeDelivery: true } });
    const imola = await get(
      '/ebsn/api/warehouse/find-by-coordinates?latitude=44.3533&longitude=11.7141&distance=100000',
    );
    const data = body(imola).data as { warehouse: { warehouseId: number }; warehouses: unknown[] };
    expect(data.warehouse.warehouseId).toBe(89);
    expect(data.warehouses.length).toBeGreaterThan(1);
  });

  it('finds none far from every warehouse', async () => {
    const res = await get(
      '/ebsn/api/warehouse/find-by-coordinates?latitude=44.4184&longitude=12.2035&distance=1000',
    );
    expect(body(res).data).toEqual({ warehouse: null, warehouses: [] });
  });
});

describe('shopatwork/subscribe', () => {
  const lockers = async (cookies: Record<string, string>) =>
    (
      body(await get('/ebsn/api/user-address/list?address_type=locker', cookies))
        .data as unknown as AddressListResponse
    ).data.addresses;

  it("opens a company's lockers to a subscriber only", async () => {
    const wrong = await get('/ebsn/api/shopatwork/subscribe?subscriptionCode=NOPE', mario);
    expect(body(wrong).response).toMatchObject({
      status: 1,
      errors: [{ error: DELIVERY_MESSAGES.subscriptionInvalid }],
    });

    const res = await get(
      '/ebsn/api/shopatwork/subscribe?subscriptionCode=%20lavoro-bo-01%20',
      mario,
    );
    expect(JSON.stringify(body(res).response.infos)).toContain('Polo Tecnologico Bologna Nord');
    const { addresses } = (body(res).data as { data: { addresses: { addressId: number }[] } }).data;
    expect(addresses).toHaveLength(1);
    const companyLocker = addresses[0]!.addressId;
    expect((await lockers(mario)).map((a) => a.addressId)).toContain(companyLocker);

    // Luca did not subscribe: the locker does not exist for him.
    expect((await lockers(luca)).map((a) => a.addressId)).not.toContain(companyLocker);
    const select = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/cart/set-address',
      payload: { type: 'locker', id: companyLocker },
      cookies: luca,
    });
    expect(body(select).response.errors[0]!.code).toBe('address.not_found');
    const mine = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/cart/set-address',
      payload: { type: 'locker', id: companyLocker },
      cookies: mario,
    });
    expect((body(mine).data.data as Cart).shippingAddress).toMatchObject({ addressTypeId: 5 });
  });
});
