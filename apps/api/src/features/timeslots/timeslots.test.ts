import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES,
  type Cart,
  type TimeslotDay,
  type TimeslotListResponse,
} from '@spesa/domain';
import { timeslotDays, timeslotHolds, timeslots } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { login, type Cookies } from '../../test/shoppers';

let t: TestApp;
let mario: Cookies;
let giulia: Cookies;

beforeAll(async () => {
  t = await build();
  mario = await login(t, 'mario.rossi@esempio.it');
  giulia = await login(t, 'agente@esempio.it');
});
afterAll(() => t.close());

const get = (url: string, cookies?: Record<string, string>) =>
  t.app.inject({ url, ...(cookies ? { cookies } : {}) });
const post = (url: string, payload: object, cookies: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, cookies });

async function calendar(
  cookies: Record<string, string>,
  query = '',
): Promise<TimeslotListResponse> {
  const res = await get(`/ebsn/api/timeslot/list${query}`, cookies);
  expect(res.statusCode).toBe(200);
  return body(res).data as unknown as TimeslotListResponse;
}

/** The first slot still open for orders; the test clock is the machine's. */
function openSlots(days: TimeslotDay[]) {
  return days.flatMap((d) =>
    d.timeslots.filter((s) => s.active === 1).map((s) => ({ date: d.dateIso, ...s })),
  );
}

const cartOf = (res: { json(): unknown }) => (res.json() as { data: { data: Cart } }).data.data;

describe('timeslot/list', () => {
  it('tells an anonymous visitor to log in with userId -1', async () => {
    const res = await get('/ebsn/api/timeslot/list');
    expect(res.statusCode).toBe(200);
    const data = body(res).data as unknown as TimeslotListResponse;
    expect(data.user.userId).toBe(-1);
    expect(data.days).toEqual([]);
  });

  it("offers the auto-assigned store's slots for the coming days, open ones only", async () => {
    const data = await calendar(mario);
    expect(data.user.userId).toBeGreaterThan(0);
    expect(data.deliveryServiceId).toBe(1);
    expect(data.days.length).toBeGreaterThanOrEqual(5);
    for (const day of data.days) {
      expect(day.dateIso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day.timeslots.length).toBeGreaterThan(0);
      for (const slot of day.timeslots) {
        expect(slot).toMatchObject({ active: 1, status: 'empty', selected: false });
        expect(slot.beginTime).toMatch(/^\d{2}:\d{2}$/);
      }
    }
  });

  it('lists every day of the window with all=true, holidays and closing days included', async () => {
    const data = await calendar(mario, '?all=true&show-closed=true');
    expect(data.days).toHaveLength(t.app.config.TIMESLOT_DAYS_AHEAD);
  });
});

describe('timeslot/select and cart/set-timeslot', () => {
  it('holds a place, marks it selected and shows it on the cart', async () => {
    const [slot] = openSlots((await calendar(mario)).days);
    const res = await get(
      `/ebsn/api/timeslot/select?sel_date=${slot!.date}&timeslot_id=${slot!.timeslotId}`,
      mario,
    );
    expect(body(res).response.status).toBe(0);
    const cart = cartOf(res);
    expect(cart.timeslot).toMatchObject({
      date: slot!.date,
      timeslotId: slot!.timeslotId,
      beginTime: slot!.beginTime,
      autoAssigned: false,
    });
    expect(cart.timeslot!.heldUntil).not.toBeNull();
    const after = await calendar(mario);
    const day = after.days.find((d) => d.dateIso === slot!.date)!;
    expect(day.selected).toBe(true);
    const mine = day.timeslots.find((s) => s.timeslotId === slot!.timeslotId)!;
    expect(mine.selected).toBe(true);
    expect(mine.available).toBe(slot!.available - 1);
  });

  it('releases the previous place when the cart takes another slot', async () => {
    const slots = openSlots((await calendar(mario)).days);
    const [a, b] = [slots[0]!, slots[1]!];
    await post('/ebsn/api/cart/set-timeslot', { date: a.date, id: a.timeslotId }, mario);
    const placesOfA = async () =>
      openSlots((await calendar(giulia)).days).find(
        (s) => s.date === a.date && s.timeslotId === a.timeslotId,
      )!.available;
    const whileHeld = await placesOfA();
    const res = await post(
      '/ebsn/api/cart/set-timeslot',
      { date: b.date, id: b.timeslotId },
      mario,
    );
    expect(cartOf(res).timeslot).toMatchObject({ date: b.date, timeslotId: b.timeslotId });
    const holds = await t.database.db.select().from(timeslotHolds);
    expect(holds.filter((h) => h.cartId === cartOf(res).cartId)).toHaveLength(1);
    expect(await placesOfA()).toBe(whileHeld + 1);
  });

  it('refuses a full slot in Italian, and a lapsed hold frees the place', async () => {
    const [slot] = openSlots((await calendar(giulia)).days);
    await t.database.db
      .update(timeslotDays)
      .set({ capacity: 1 })
      .where(
        and(eq(timeslotDays.timeslotId, slot!.timeslotId), eq(timeslotDays.slotDate, slot!.date)),
      );
    const first = await post(
      '/ebsn/api/cart/set-timeslot',
      { date: slot!.date, id: slot!.timeslotId },
      giulia,
    );
    expect(body(first).response.status).toBe(0);

    const full = await post(
      '/ebsn/api/cart/set-timeslot',
      { date: slot!.date, id: slot!.timeslotId },
      mario,
    );
    expect(full.statusCode).toBe(200);
    expect(body(full).response).toMatchObject({
      status: 1,
      errors: [{ code: 'timeslot.full', error: DELIVERY_MESSAGES.timeslotFull }],
    });
    const seen = openSlots((await calendar(mario)).days).find(
      (s) => s.date === slot!.date && s.timeslotId === slot!.timeslotId,
    );
    expect(seen).toMatchObject({ status: 'full', available: 0 });

    // Giulia's hold lapses (as after TIMESLOT_HOLD_MINUTES): the place is free again.
    await t.database.db
      .update(timeslotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          timeslotHolds.timeslotDayId,
          sql`(select timeslot_day_id from timeslot_days where timeslot_id = ${slot!.timeslotId} and slot_date = ${slot!.date})`,
        ),
      );
    const giuliaCart = cartOf(await get('/ebsn/api/cart/view', giulia));
    expect(giuliaCart.timeslot?.heldUntil).toBeNull();
    const taken = await post(
      '/ebsn/api/cart/set-timeslot',
      { date: slot!.date, id: slot!.timeslotId },
      mario,
    );
    expect(body(taken).response.status).toBe(0);
    // …and now Giulia, whose hold lapsed, finds it full.
    const again = await post(
      '/ebsn/api/cart/set-timeslot',
      { date: slot!.date, id: slot!.timeslotId },
      giulia,
    );
    expect(body(again).response.errors[0]!.code).toBe('timeslot.full');
  });

  it('refuses a slot whose cut-off has passed', async () => {
    const [slot] = openSlots((await calendar(mario)).days);
    await t.database.db
      .update(timeslotDays)
      .set({ cutoffAt: new Date(Date.now() - 60_000) })
      .where(
        and(eq(timeslotDays.timeslotId, slot!.timeslotId), eq(timeslotDays.slotDate, slot!.date)),
      );
    const res = await get(
      `/ebsn/api/timeslot/select?sel_date=${slot!.date}&timeslot_id=${slot!.timeslotId}`,
      mario,
    );
    expect(body(res).response).toMatchObject({
      status: 1,
      errors: [{ code: 'timeslot.closed', error: DELIVERY_MESSAGES.timeslotClosed }],
    });
    const closed = (await calendar(mario, '?show-closed=true')).days
      .find((d) => d.dateIso === slot!.date)!
      .timeslots.find((s) => s.timeslotId === slot!.timeslotId);
    expect(closed).toMatchObject({ active: 0 });
    const hidden = (await calendar(mario)).days
      .find((d) => d.dateIso === slot!.date)
      ?.timeslots.find((s) => s.timeslotId === slot!.timeslotId);
    expect(hidden).toBeUndefined();
  });

  it.each([
    ['an unknown timeslot', '2099-01-01', 999_999, 'timeslot.not_found'],
    ['a date in the past', '2020-01-02', 1, 'timeslot.closed'],
    ['a date beyond the calendar', '2099-01-01', 1, 'timeslot.not_found'],
  ])('refuses %s without a 500', async (_what, date, id, code) => {
    const res = await get(`/ebsn/api/timeslot/select?sel_date=${date}&timeslot_id=${id}`, mario);
    expect(res.statusCode).toBe(200);
    expect(body(res).response.status).toBe(1);
    expect(body(res).response.errors[0]!.code).toBe(code);
  });

  it('refuses a slot of another address', async () => {
    const [zoneSlot] = await t.database.db
      .select()
      .from(timeslots)
      .where(sql`${timeslots.zoneId} is not null`)
      .limit(1);
    const res = await post(
      '/ebsn/api/cart/set-timeslot',
      { date: '2099-01-01', id: zoneSlot!.timeslotId },
      mario,
    );
    expect(body(res).response.errors[0]).toMatchObject({
      code: 'timeslot.not_for_address',
      error: DELIVERY_MESSAGES.timeslotNotForAddress,
    });
  });

  it.each([
    ['sel_date=01/02/2026&timeslot_id=1', 'sel_date'],
    ['sel_date=2026-02-30&timeslot_id=1', 'sel_date'],
    ['sel_date=2026-02-03&timeslot_id=abc', 'timeslot_id'],
    ['timeslot_id=1', 'sel_date'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await get(`/ebsn/api/timeslot/select?${query}`, mario);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.field).toBe(field);
    expect(body(res).response.errors[0]!.error).toContain(field);
  });

  it('needs a login', async () => {
    const res = await get('/ebsn/api/timeslot/select?sel_date=2026-02-03&timeslot_id=1');
    expect(res.statusCode).toBe(401);
  });

  it('charges the evening home-delivery fee and drops the pickup slot when the address changes', async () => {
    const [pickup] = openSlots((await calendar(mario)).days);
    await post(
      '/ebsn/api/cart/set-timeslot',
      { date: pickup!.date, id: pickup!.timeslotId },
      mario,
    );
    const saved = await post(
      '/ebsn/api/user-address/update',
      {
        addressName: 'Casa',
        doorbellName: 'Rossi',
        referencePhoneNumber: '333 1234567',
        address1: 'Via Zamboni',
        addressNumber: '33',
        city: 'Bologna',
        postalcode: '40126',
        province: 'BO',
      },
      mario,
    );
    const addressId = (body(saved).data.data as { addressId: number }).addressId;
    const moved = cartOf(
      await post('/ebsn/api/cart/set-address', { type: 'home', id: addressId }, mario),
    );
    expect(moved.timeslot).toBeNull();
    expect(moved.selectedService).toMatchObject({ deliveryServiceId: 2 });

    const home = await calendar(mario);
    expect(home.deliveryServiceId).toBe(2);
    const evening = openSlots(home.days).find((s) => s.beginTime === '20:00')!;
    expect(evening.deliveryFee).toBe(6.9);
    const cart = cartOf(
      await post(
        '/ebsn/api/cart/set-timeslot',
        { date: evening.date, id: evening.timeslotId },
        mario,
      ),
    );
    expect(cart.deliveryFee).toBe(6.9);
    expect(cart.timeslot).toMatchObject({ beginTime: '20:00', endTime: '22:00', deliveryFee: 6.9 });

    // Another home address in the same zone keeps the slot.
    const other = await post(
      '/ebsn/api/user-address/update',
      {
        addressName: 'Ufficio',
        doorbellName: 'Rossi',
        referencePhoneNumber: '051 1234567',
        address1: 'Via Irnerio',
        addressNumber: '2',
        city: 'Bologna',
        postalcode: '40126',
        province: 'BO',
      },
      mario,
    );
    const otherId = (body(other).data.data as { addressId: number }).addressId;
    const kept = cartOf(
      await post('/ebsn/api/cart/set-address', { type: 'home', id: otherId }, mario),
    );
    expect(kept.timeslot).toMatchObject({ timeslotId: evening.timeslotId, date: evening.date });
  });
});
