import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarCloseDayAnswerSchema,
  StaffCalendarSchema,
  type CalendarSlot,
  type StaffCalendar,
} from '@spesa/domain';
import { closingDays, deliveryZones, orders, timeslotDays, timeslots } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { MANAGER, PICKER, staffLogin } from '../../test/staff-support';

/*
 * The manager's calendar: the store's warehouse's dated slots with booked /
 * capacity, a capacity raised or lowered never below what is booked, a slot
 * or a day closed with a reason, the day's orders kept on their slots.
 */

const ON_DELIVERY = 2;
const MANAGER_WAREHOUSE = 89;

let t: TestApp;
let picker: Cookies;
let manager: Cookies;
let shoppers: Cookies[];

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  manager = await staffLogin(t, MANAGER);
  shoppers = await newShoppers(t, 3, 'calendar');
});
afterAll(() => t.close());

const call = (cookies: Cookies | undefined, url: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) })
    : t.app.inject({ method: 'POST', url, payload, ...(cookies ? { cookies } : {}) });

const calendar = async (): Promise<StaffCalendar> =>
  StaffCalendarSchema.parse(body(await call(manager, '/ebsn/api/staff/calendar')).data);

const slots = (cal: StaffCalendar, date?: string): (CalendarSlot & { date: string })[] =>
  cal.days
    .filter((d) => date === undefined || d.date === date)
    .flatMap((d) => d.owners.flatMap((o) => o.slots.map((s) => ({ ...s, date: d.date }))));

const slotById = (cal: StaffCalendar, id: number) => slots(cal).find((s) => s.timeslotDayId === id);

/** A shopper's order on the first slot free for the store counter, paid on delivery. */
async function placeOrder(cookies: Cookies) {
  await fillCart(t, cookies);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  const { orderId } = bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`)).order;
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

describe('rights', () => {
  it('refuses a picker with the Italian reason, a shopper and nobody', async () => {
    for (const [url, payload] of [
      ['/ebsn/api/staff/calendar', undefined],
      ['/ebsn/api/staff/calendar/capacity', { timeslot_day_id: 1, capacity: 5 }],
      ['/ebsn/api/staff/calendar/close-slot', { timeslot_day_id: 1, reason: 'Sciopero' }],
      ['/ebsn/api/staff/calendar/close-day', { date: '2030-01-02', reason: 'Sciopero' }],
    ] as const) {
      const asPicker = await call(picker, url, payload);
      expect(asPicker.statusCode, url).toBe(403);
      expect(body(asPicker).response.errors[0]).toMatchObject({
        code: 'staff.manager_only',
        error: 'Solo il responsabile del negozio può cambiare il calendario delle consegne.',
      });
      expect((await call(shoppers[0], url, payload)).statusCode, url).toBe(403);
      expect((await call(undefined, url, payload)).statusCode, url).toBe(401);
    }
  });
});

describe('the calendar', () => {
  it("lists the warehouse's counters, lockers and zones by day, with booked / capacity, fee and cut-off", async () => {
    const cal = await calendar();
    expect(cal.warehouseId).toBe(MANAGER_WAREHOUSE);
    expect(cal.warehouseName).toBe('Magazzino Bologna Roveri');
    expect(cal.days).toHaveLength(14);
    const kinds = new Set(cal.days.flatMap((d) => d.owners.map((o) => o.kind)));
    expect(kinds).toEqual(new Set(['counter', 'locker', 'zone']));
    const names = new Set(cal.days.flatMap((d) => d.owners.map((o) => o.name)));
    expect(names.has('Bologna Mazzini')).toBe(true);
    // Another warehouse's points are not the manager's.
    expect(names.has('Modena Emilia Est')).toBe(false);
    // The demo's own orders sit on slots near today's hour: the first slot may hold some.
    const slot = slots(cal)[0]!;
    expect(slot.closedReason).toBeNull();
    expect(slot.booked).toBeGreaterThanOrEqual(slot.ordered);
    expect(slot.capacity).toBeGreaterThanOrEqual(slot.booked);
    expect(slots(cal).some((free) => free.booked === 0 && free.ordered === 0)).toBe(true);
    expect(slot.capacity).toBeGreaterThan(0);
    expect(slot.beginTime).toMatch(/^\d\d:\d\d$/);
    expect(new Date(slot.cutoffAt).getTime()).not.toBeNaN();
  });
});

describe('capacity, closing a slot and a day', () => {
  let order: Awaited<ReturnType<typeof placeOrder>>;
  let held: Awaited<ReturnType<typeof placeOrder>>;

  beforeAll(async () => {
    order = await placeOrder(shoppers[0]!);
    held = await placeOrder(shoppers[1]!);
  });

  it('counts the orders as booked and refuses a capacity below them, naming the field', async () => {
    expect(order.warehouseId).toBe(MANAGER_WAREHOUSE);
    const slot = slotById(await calendar(), order.timeslotDayId)!;
    const booked = order.timeslotDayId === held.timeslotDayId ? 2 : 1;
    expect(slot).toMatchObject({ booked, ordered: booked });
    const refused = body(
      await call(manager, '/ebsn/api/staff/calendar/capacity', {
        timeslot_day_id: order.timeslotDayId,
        capacity: booked - 1,
      }),
    );
    expect(refused.response.status).toBe(1);
    expect(refused.response.errors[0]).toMatchObject({
      code: 'calendar.below_booked',
      field: 'capacity',
      error: `Capacità: non può scendere sotto i posti già prenotati (${booked} ${booked === 1 ? 'prenotato' : 'prenotati'}).`,
    });
    expect(slotById(await calendar(), order.timeslotDayId)!.capacity).toBe(slot.capacity);
  });

  it('raises and lowers a capacity', async () => {
    const raised = StaffCalendarSchema.parse(
      body(
        await call(manager, '/ebsn/api/staff/calendar/capacity', {
          timeslot_day_id: order.timeslotDayId,
          capacity: 40,
        }),
      ).data,
    );
    expect(slotById(raised, order.timeslotDayId)!.capacity).toBe(40);
    const [row] = await t.database.db
      .select()
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, order.timeslotDayId));
    expect(row!.capacity).toBe(40);
    const lowered = body(
      await call(manager, '/ebsn/api/staff/calendar/capacity', {
        timeslot_day_id: order.timeslotDayId,
        capacity: 3,
      }),
    );
    expect(lowered.response.status).toBe(0);
    expect(slotById(await calendar(), order.timeslotDayId)!.capacity).toBe(3);
  });

  it('refuses a slot of another warehouse as if it did not exist', async () => {
    const [other] = await t.database.db
      .select({ id: timeslotDays.timeslotDayId })
      .from(timeslotDays)
      .innerJoin(timeslots, eq(timeslots.timeslotId, timeslotDays.timeslotId))
      .where(eq(timeslots.zoneId, (await zoneId('modena'))!));
    const refused = body(
      await call(manager, '/ebsn/api/staff/calendar/capacity', {
        timeslot_day_id: other!.id,
        capacity: 50,
      }),
    );
    expect(refused.response.errors[0]?.code).toBe('calendar.slot_not_found');
  });

  it('closes one slot with a reason: it takes no more orders, the reason is shown', async () => {
    const free = slots(await calendar()).find((s) => s.booked === 0)!;
    const noReason = body(
      await call(manager, '/ebsn/api/staff/calendar/close-slot', {
        timeslot_day_id: free.timeslotDayId,
        reason: '   ',
      }),
    );
    expect(noReason.response.errors[0]).toMatchObject({
      code: 'calendar.reason_required',
      field: 'reason',
      error: 'Motivo: scrivi perché chiudi.',
    });
    const closed = StaffCalendarSchema.parse(
      body(
        await call(manager, '/ebsn/api/staff/calendar/close-slot', {
          timeslot_day_id: free.timeslotDayId,
          reason: 'Furgone in officina',
        }),
      ).data,
    );
    expect(slotById(closed, free.timeslotDayId)).toMatchObject({
      capacity: 0,
      closedReason: 'Furgone in officina',
    });
  });

  it('lists the orders of a day to close, then closes it keeping them on their slots, full', async () => {
    const date = order.deliveryDate;
    const before = slots(await calendar(), date);
    const asked = CalendarCloseDayAnswerSchema.parse(
      body(
        await call(manager, '/ebsn/api/staff/calendar/close-day', {
          date,
          reason: 'Sciopero dei trasporti',
        }),
      ).data,
    );
    expect(asked.closed).toBe(false);
    expect(asked.orders).toContainEqual({
      orderId: order.orderId,
      timeslotDayId: order.timeslotDayId,
      ownerKey: expect.stringMatching(/^[az]\d+$/),
      customerName: expect.any(String),
      beginTime: order.beginTime,
      endTime: order.endTime,
      ownerName: expect.any(String),
    });
    // Nothing closed yet.
    expect(slots(asked.calendar, date)).toHaveLength(before.length);
    expect(asked.calendar.days.find((d) => d.date === date)!.closedReason).toBeNull();

    const kept = CalendarCloseDayAnswerSchema.parse(
      body(
        await call(manager, '/ebsn/api/staff/calendar/close-day', {
          date,
          reason: 'Sciopero dei trasporti',
          orders: 'keep',
        }),
      ).data,
    );
    expect(kept.closed).toBe(true);
    const day = kept.calendar.days.find((d) => d.date === date)!;
    expect(day.closedReason).toBe('Sciopero dei trasporti');
    const left = slots(kept.calendar, date);
    expect(left.every((s) => s.ordered > 0 && s.capacity === s.ordered)).toBe(true);
    expect(left.map((s) => s.timeslotDayId)).toContain(order.timeslotDayId);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, order.orderId));
    expect(row!.timeslotDayId).toBe(order.timeslotDayId);
    const [closing] = await t.database.db
      .select()
      .from(closingDays)
      .where(and(eq(closingDays.day, date), eq(closingDays.warehouseId, MANAGER_WAREHOUSE)));
    expect(closing?.reason).toBe('Sciopero dei trasporti');
  });

  it('closes a day whose only order was cancelled: its slot goes like the others', async () => {
    const cancelled = await placeOrder(shoppers[2]!);
    const gone = await t.app.inject({
      method: 'POST',
      url: `/ebsn/api/order/delete?order_id=${cancelled.orderId}`,
      cookies: shoppers[2]!,
    });
    expect(body(gone).response.status).toBe(0);
    const answer = await call(manager, '/ebsn/api/staff/calendar/close-day', {
      date: cancelled.deliveryDate,
      reason: 'Inventario',
    });
    expect(answer.statusCode).toBe(200);
    const closed = CalendarCloseDayAnswerSchema.parse(body(answer).data);
    expect(closed.closed).toBe(true);
    expect(slotById(closed.calendar, cancelled.timeslotDayId)).toMatchObject({
      ordered: 0,
      capacity: 0,
    });
  });

  it('refuses a day before today', async () => {
    const refused = body(
      await call(manager, '/ebsn/api/staff/calendar/close-day', {
        date: '2020-01-02',
        reason: 'Inventario',
      }),
    );
    expect(refused.response.errors[0]).toMatchObject({
      code: 'calendar.day_out_of_calendar',
      field: 'date',
    });
  });
});

async function zoneId(code: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ id: deliveryZones.zoneId })
    .from(deliveryZones)
    .where(eq(deliveryZones.code, code));
  return row?.id;
}
