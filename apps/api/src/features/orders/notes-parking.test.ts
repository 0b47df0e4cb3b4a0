// Also on PostgreSQL: two orders taking parking bays at once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ORDER_NOTE_MESSAGES,
  PARKING_MESSAGES,
  type OrderNote,
  type ParkingReserveResponse,
  shopDayOf,
} from '@spesa/domain';
import { orders, parkingReservations } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

/** A store-pickup order paid on delivery (status 3). */
async function placeOrder(cookies: Cookies): Promise<number> {
  await fillCart(t, cookies, 1);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  return bought(await buy(t, cookies, 'payment_type_id=2')).order.orderId;
}

const setOrder = (orderId: number, values: Partial<typeof orders.$inferInsert>) =>
  t.database.db.update(orders).set(values).where(eq(orders.orderId, orderId));

const addNote = (cookies: Cookies, payload: object) =>
  post(t, '/ebsn/api/note/order/add', payload, cookies);
const updateNote = (cookies: Cookies, payload: object) =>
  post(t, '/ebsn/api/note/order/update', payload, cookies);
const listNotes = async (cookies: Cookies, payload: object = {}) =>
  (
    body(await post(t, '/ebsn/api/note/list/', payload, cookies)).data as unknown as {
      data: OrderNote[];
    }
  ).data;
const reserve = (cookies: Cookies, orderId: number, distance = 0) =>
  post(t, `/ebsn/api/order/reserve?order_id=${orderId}&distance=${distance}`, undefined, cookies);
const bayOf = (res: Awaited<ReturnType<typeof reserve>>) =>
  (body(res).data as unknown as ParkingReserveResponse).data.bay;

describe('rating a delivered order', () => {
  let shopper: Cookies;
  let other: Cookies;
  let orderId: number;
  beforeAll(async () => {
    const [a, b] = await newShoppers(t, 2, 'notes');
    shopper = a!;
    other = b!;
    orderId = await placeOrder(shopper);
  });

  it('refuses to rate an order not delivered yet', async () => {
    const res = body(await addNote(shopper, { orderId, rating: 4, text: 'Bene' }));
    expect(res.response.status).toBe(1);
    expect(res.response.errors[0]?.error).toBe(ORDER_NOTE_MESSAGES.notDelivered);
  });

  it('adds a note once, then refuses a second add pointing to update', async () => {
    await setOrder(orderId, { orderStatusId: 8 });
    const added = body(await addNote(shopper, { orderId, rating: 4, text: 'Tutto fresco' }));
    expect(added.response.status).toBe(0);
    const note = (added.data as unknown as { data: OrderNote }).data;
    expect(note).toMatchObject({ orderId, rating: 4, text: 'Tutto fresco' });

    const again = body(await addNote(shopper, { orderId, rating: 2 }));
    expect(again.response.status).toBe(1);
    expect(again.response.errors[0]?.error).toBe(ORDER_NOTE_MESSAGES.alreadyRated);

    const updated = body(
      await updateNote(shopper, { noteId: note.noteId, orderId, rating: 5, text: 'Ottimo' }),
    );
    expect(updated.response.status).toBe(0);
    expect(await listNotes(shopper, { orderId })).toMatchObject([
      { noteId: note.noteId, rating: 5, text: 'Ottimo' },
    ]);
    expect(await listNotes(shopper)).toHaveLength(1);
  });

  it("refuses another shopper's order and note, and lists nothing of it", async () => {
    const res = body(await addNote(other, { orderId, rating: 1 }));
    expect(res.response.status).toBe(1);
    expect(res.response.errors[0]?.code).toBe('order.not_found');
    const [note] = await listNotes(shopper, { orderId });
    const upd = body(await updateNote(other, { noteId: note!.noteId, orderId, rating: 1 }));
    expect(upd.response.status).toBe(1);
    expect(await listNotes(other)).toEqual([]);
    expect((await listNotes(shopper, { orderId }))[0]?.rating).toBe(5);
  });

  it('answers 400 naming the field for a text too long or a rating out of range', async () => {
    const long = await addNote(shopper, { orderId, rating: 3, text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(body(long).response.errors[0]?.field).toBe('text');
    const stars = await addNote(shopper, { orderId, rating: 6 });
    expect(stars.statusCode).toBe(400);
    expect(body(stars).response.errors[0]?.field).toBe('rating');
  });
});

describe('parking reservation for a store pickup', () => {
  let shoppers: Cookies[];
  let ids: number[];
  const today = shopDayOf(new Date());
  beforeAll(async () => {
    shoppers = await newShoppers(t, 3, 'parking');
    ids = [];
    for (const s of shoppers) ids.push(await placeOrder(s));
  });

  it('refuses an order not collected today, and one too far', async () => {
    await setOrder(ids[0]!, { deliveryDate: '2000-01-01' });
    const notToday = body(await reserve(shoppers[0]!, ids[0]!));
    expect(notToday.response.errors[0]?.error).toBe(PARKING_MESSAGES.notToday);
    await setOrder(ids[0]!, { deliveryDate: today });
    const far = body(await reserve(shoppers[0]!, ids[0]!, 6000));
    expect(far.response.status).toBe(1);
    expect(far.response.errors[0]?.error).toBe(PARKING_MESSAGES.tooFar);
  });

  it('refuses a home delivery and a foreign order', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderId, ids[2]!));
    await setOrder(ids[2]!, {
      deliveryDate: today,
      shippingAddress: { ...order!.shippingAddress, addressTypeId: 1 },
    });
    const home = body(await reserve(shoppers[2]!, ids[2]!));
    expect(home.response.errors[0]?.error).toBe(PARKING_MESSAGES.notPickup);
    const foreign = body(await reserve(shoppers[1]!, ids[0]!));
    expect(foreign.response.errors[0]?.code).toBe('order.not_found');
  });

  it('gives two orders of the same store and day different bays, even at once', async () => {
    await setOrder(ids[1]!, { deliveryDate: today, orderStatusId: 4 });
    const [a, b] = await Promise.all([
      reserve(shoppers[0]!, ids[0]!),
      reserve(shoppers[1]!, ids[1]!),
    ]);
    expect(body(a).response.status).toBe(0);
    expect(body(b).response.status).toBe(0);
    expect([bayOf(a), bayOf(b)].sort()).toEqual([1, 2]);
    expect(body(a).response.infos[0]).toMatchObject({
      code: 'parking.reserved',
      info: PARKING_MESSAGES.reserved(bayOf(a)),
    });
  });

  it('answers the same bay when the order asks again', async () => {
    const first = await t.database.db
      .select()
      .from(parkingReservations)
      .where(eq(parkingReservations.orderId, ids[0]!));
    const again = await reserve(shoppers[0]!, ids[0]!);
    expect(bayOf(again)).toBe(first[0]!.bay);
    expect(
      await t.database.db
        .select()
        .from(parkingReservations)
        .where(eq(parkingReservations.orderId, ids[0]!)),
    ).toHaveLength(1);
  });

  it('answers 400 naming distance when it is out of range', async () => {
    const res = await reserve(shoppers[0]!, ids[0]!, 100_001);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]?.field).toBe('distance');
  });
});
