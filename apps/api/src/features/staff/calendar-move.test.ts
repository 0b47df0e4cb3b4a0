import { createECDH, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarCloseDayAnswerSchema,
  CalendarMoveOrderAnswerSchema,
  ChangeLogSchema,
  StaffCalendarSchema,
  type CalendarSlot,
  type StaffCalendar,
} from '@spesa/domain';
import { changeLog, jobs, mailOutbox, orders, timeslotDays } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { MANAGER, PICKER, staffLogin } from '../../test/staff-support';

/*
 * Moving a closed day's orders to another slot of their counter, locker or
 * zone: the target's place taken as the checkout takes one, a full or closed
 * target refused with the reason, the shopper told by mail and push, every
 * change of the calendar in the «Registro modifiche»; a slot or a day
 * opened again.
 */

const ON_DELIVERY = 2;

let t: TestApp;
let picker: Cookies;
let manager: Cookies;
let shoppers: Cookies[];

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  manager = await staffLogin(t, MANAGER);
  shoppers = await newShoppers(t, 3, 'calendar-move');
});
afterAll(() => t.close());

const call = (cookies: Cookies | undefined, url: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) })
    : t.app.inject({ method: 'POST', url, payload, ...(cookies ? { cookies } : {}) });

const calendar = async (): Promise<StaffCalendar> =>
  StaffCalendarSchema.parse(body(await call(manager, '/ebsn/api/staff/calendar')).data);

type PlacedSlot = CalendarSlot & { date: string; ownerKey: string; dayClosed: boolean };

const slots = (cal: StaffCalendar): PlacedSlot[] =>
  cal.days.flatMap((d) =>
    d.owners.flatMap((o) =>
      o.slots.map((s) => ({
        ...s,
        date: d.date,
        ownerKey: o.key,
        dayClosed: d.closedReason !== null,
      })),
    ),
  );

const slotById = (cal: StaffCalendar, id: number) => slots(cal).find((s) => s.timeslotDayId === id);

const orderRow = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;

async function placeOrder(cookies: Cookies) {
  await fillCart(t, cookies);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  const { orderId } = bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`)).order;
  return orderRow(orderId);
}

/** Free slots of the same owner as the slot, on other days than its own. */
const otherSlotsOfOwner = (cal: StaffCalendar, timeslotDayId: number) => {
  const source = slotById(cal, timeslotDayId)!;
  return slots(cal).filter(
    (s) =>
      s.ownerKey === source.ownerKey &&
      s.date !== source.date &&
      !s.dayClosed &&
      s.closedReason === null &&
      s.booked === 0 &&
      new Date(s.cutoffAt).getTime() > Date.now(),
  );
};

const move = (orderId: number, timeslotDayId: number, cookies: Cookies | undefined = manager) =>
  call(cookies, '/ebsn/api/staff/calendar/move-order', {
    order_id: orderId,
    timeslot_day_id: timeslotDayId,
    reason: 'Sciopero dei trasporti',
  });

const setCapacity = (timeslotDayId: number, capacity: number) =>
  call(manager, '/ebsn/api/staff/calendar/capacity', { timeslot_day_id: timeslotDayId, capacity });

const changes = async (query = '') =>
  ChangeLogSchema.parse(body(await call(manager, `/ebsn/api/staff/changes${query}`)).data);

/** A browser's push subscription, so the shopper has a web device to be told on. */
const registerWeb = (cookies: Cookies) =>
  t.app.inject({
    url: `/ebsn/api/externalregistration/register?${new URLSearchParams({
      platform: 'web',
      uuid: `move-${randomBytes(4).toString('hex')}`,
      external_id: JSON.stringify({
        endpoint: `https://push.example.test/${randomBytes(8).toString('hex')}`,
        expirationTime: null,
        keys: {
          p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      }),
      model: 'Firefox',
      manufacturer: '',
      platform_version: '132',
    })}`,
    cookies,
  });

describe('rights', () => {
  it('refuses a picker with the Italian reason, a shopper and nobody', async () => {
    for (const [url, payload] of [
      ['/ebsn/api/staff/calendar/move-order', { order_id: 1, timeslot_day_id: 1 }],
      ['/ebsn/api/staff/calendar/reopen-slot', { timeslot_day_id: 1 }],
      ['/ebsn/api/staff/calendar/reopen-day', { date: '2030-01-02' }],
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

describe('moving the orders of a day to close', () => {
  let order: Awaited<ReturnType<typeof placeOrder>>;
  let target: PlacedSlot;

  beforeAll(async () => {
    expect(body(await registerWeb(shoppers[0]!)).response.status).toBe(0);
    order = await placeOrder(shoppers[0]!);
    target = otherSlotsOfOwner(await calendar(), order.timeslotDayId)[0]!;
    expect(target).toBeDefined();
  });

  it('refuses a full target with the reason, naming the field, and moves nothing', async () => {
    expect(body(await setCapacity(target.timeslotDayId, 0)).response.status).toBe(0);
    const refused = body(await move(order.orderId, target.timeslotDayId));
    expect(refused.response.status).toBe(1);
    expect(refused.response.errors[0]).toMatchObject({
      code: 'calendar.target_full',
      field: 'timeslot_day_id',
      error: 'Fascia: è piena (0 posti prenotati su 0).',
    });
    expect((await orderRow(order.orderId)).timeslotDayId).toBe(order.timeslotDayId);
  });

  it('refuses a closed target and a slot of another owner', async () => {
    const cal = await calendar();
    const other = otherSlotsOfOwner(cal, order.timeslotDayId)[1]!;
    await call(manager, '/ebsn/api/staff/calendar/close-slot', {
      timeslot_day_id: other.timeslotDayId,
      reason: 'Furgone in officina',
    });
    expect(body(await move(order.orderId, other.timeslotDayId)).response.errors[0]).toMatchObject({
      code: 'calendar.target_closed',
      field: 'timeslot_day_id',
      error: 'Fascia: è chiusa (Furgone in officina).',
    });
    const source = slotById(cal, order.timeslotDayId)!;
    const elsewhere = slots(cal).find(
      (s) => s.ownerKey !== source.ownerKey && s.closedReason === null && !s.dayClosed,
    )!;
    expect(
      body(await move(order.orderId, elsewhere.timeslotDayId)).response.errors[0],
    ).toMatchObject({ code: 'calendar.target_other_owner', field: 'timeslot_day_id' });
  });

  it('lists the order on closing its day, moves it, tells the shopper, then closes the day', async () => {
    expect(body(await setCapacity(target.timeslotDayId, 1)).response.status).toBe(0);
    const asked = CalendarCloseDayAnswerSchema.parse(
      body(
        await call(manager, '/ebsn/api/staff/calendar/close-day', {
          date: order.deliveryDate,
          reason: 'Sciopero dei trasporti',
        }),
      ).data,
    );
    expect(asked.closed).toBe(false);
    const listed = asked.orders.find((o) => o.orderId === order.orderId)!;
    expect(listed).toMatchObject({
      timeslotDayId: order.timeslotDayId,
      ownerKey: target.ownerKey,
    });
    const sourceBefore = slotById(asked.calendar, order.timeslotDayId)!;

    const res = await move(order.orderId, target.timeslotDayId);
    expect(res.statusCode).toBe(200);
    const moved = CalendarMoveOrderAnswerSchema.parse(body(res).data);
    expect(moved).toMatchObject({
      orderId: order.orderId,
      deliveryDate: target.date,
      beginTime: target.beginTime,
      endTime: target.endTime,
    });
    expect(slotById(moved.calendar, target.timeslotDayId)).toMatchObject({
      ordered: 1,
      booked: 1,
      capacity: 1,
    });
    expect(slotById(moved.calendar, order.timeslotDayId)!.ordered).toBe(sourceBefore.ordered - 1);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({
      timeslotDayId: target.timeslotDayId,
      deliveryDate: target.date,
      beginTime: target.beginTime,
      endTime: target.endTime,
      totalCents: order.totalCents,
      deliveryFeeCents: order.deliveryFeeCents,
    });

    // The shopper's own order page reads the new day.
    const mine = body(
      await t.app.inject({
        url: `/ebsn/api/order/view?order_id=${order.orderId}`,
        cookies: shoppers[0]!,
      }),
    );
    expect(JSON.stringify(mine.data)).toContain(target.date);

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order.moved'))
      .orderBy(desc(mailOutbox.mailId));
    expect(mail!.subject).toContain(`Ordine n. ${order.orderId}: nuova fascia`);
    expect(mail!.text).toContain(`abbiamo dovuto spostare il tuo ordine n. ${order.orderId}`);
    expect(mail!.text).toContain('Motivo: Sciopero dei trasporti.');
    expect(mail!.text).toContain('La spesa, i prezzi e il pagamento restano come li hai scelti.');
    const pushes = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'push.send'), sql`${jobs.payload}->>'kind' = 'order.moved'`));
    expect(pushes).toHaveLength(1);
    expect(JSON.stringify(pushes[0]!.payload)).toContain(
      `Ordine n. ${order.orderId}: nuova fascia`,
    );

    // The day's other orders, if the checkout put any there, are kept; the day closes.
    const closed = CalendarCloseDayAnswerSchema.parse(
      body(
        await call(manager, '/ebsn/api/staff/calendar/close-day', {
          date: order.deliveryDate,
          reason: 'Sciopero dei trasporti',
          orders: 'keep',
        }),
      ).data,
    );
    expect(closed.closed).toBe(true);
  });

  it('refuses a move into the full target: its one place is taken', async () => {
    const second = await placeOrder(shoppers[1]!);
    const refused = body(await move(second.orderId, target.timeslotDayId));
    // The checkout may have put it on the day just closed, or on another: either way no place is left.
    expect(refused.response.errors[0]?.code).toMatch(/^calendar\.target_(full|other_owner)$/);
    const [slot] = await t.database.db
      .select()
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, target.timeslotDayId));
    expect(slot).toMatchObject({ orderedCount: 1, capacity: 1 });
  });

  it('records the capacity changes, the closings and the move, by the manager', async () => {
    const all = await changes();
    const whats = all.changes.map((c) => c.what);
    expect(whats).toContain(`Ordine n. ${order.orderId} spostato`);
    expect(whats.some((w) => w.startsWith('Capacità cambiata: '))).toBe(true);
    expect(whats.some((w) => w.startsWith('Fascia chiusa: '))).toBe(true);
    expect(whats.some((w) => w.startsWith('Giorno chiuso: '))).toBe(true);
    const movedEntry = all.changes.find((c) => c.subject === 'order')!;
    expect(movedEntry).toMatchObject({
      actorKind: 'staff',
      subjectId: String(order.orderId),
    });
    expect(String(movedEntry.after?.fascia)).toContain(`${target.beginTime}–${target.endTime}`);
    expect(movedEntry.before?.fascia).not.toEqual(movedEntry.after?.fascia);
    const capacity = all.changes.find((c) => c.what.startsWith('Capacità cambiata: '))!;
    expect(capacity).toMatchObject({ before: { capacità: 0 }, after: { capacità: 1 } });
    const dayClosed = all.changes.find((c) => c.what.startsWith('Giorno chiuso: '))!;
    expect(dayClosed).toMatchObject({
      subject: 'day',
      subjectId: order.deliveryDate,
      before: { stato: 'aperto' },
      after: { stato: 'chiuso', motivo: 'Sciopero dei trasporti' },
    });
    const rows = await t.database.db.select().from(changeLog).where(eq(changeLog.subject, 'order'));
    expect(rows[0]!.actorUserId).not.toBeNull();
  });
});

describe('two moves at once into the last place', () => {
  it('takes the place once: one order moves, the other is refused as full', async () => {
    const [first, second] = [await placeOrder(shoppers[2]!), await placeOrder(shoppers[1]!)];
    const cal = await calendar();
    const owner = slotById(cal, first.timeslotDayId)!.ownerKey;
    expect(slotById(cal, second.timeslotDayId)!.ownerKey).toBe(owner);
    const target = otherSlotsOfOwner(cal, first.timeslotDayId).find(
      (s) => s.date !== second.deliveryDate,
    )!;
    expect(body(await setCapacity(target.timeslotDayId, 1)).response.status).toBe(0);
    const answers = await Promise.all([
      move(first.orderId, target.timeslotDayId),
      move(second.orderId, target.timeslotDayId),
    ]);
    const codes = answers.map((a) => body(a).response.errors[0]?.code ?? 'ok').sort();
    expect(codes).toEqual(['calendar.target_full', 'ok']);
    const [slot] = await t.database.db
      .select()
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, target.timeslotDayId));
    expect(slot).toMatchObject({ orderedCount: 1, capacity: 1 });
  });
});

describe('opening again', () => {
  it('opens a closed day: its slots are back, with their capacity, and it is recorded', async () => {
    const cal = await calendar();
    const open = cal.days.find(
      (d) => d.closedReason === null && d.owners.length > 0 && d.date > cal.days[0]!.date,
    )!;
    const count = open.owners.flatMap((o) => o.slots).length;
    await call(manager, '/ebsn/api/staff/calendar/close-day', {
      date: open.date,
      reason: 'Inventario',
      orders: 'keep',
    });
    const reopened = StaffCalendarSchema.parse(
      body(await call(manager, '/ebsn/api/staff/calendar/reopen-day', { date: open.date })).data,
    );
    const day = reopened.days.find((d) => d.date === open.date)!;
    expect(day.closedReason).toBeNull();
    expect(day.owners.flatMap((o) => o.slots)).toHaveLength(count);
    expect(day.owners.flatMap((o) => o.slots).every((s) => s.capacity > 0)).toBe(true);
    const entry = (await changes()).changes[0]!;
    expect(entry).toMatchObject({
      subject: 'day',
      subjectId: open.date,
      before: { stato: 'chiuso', motivo: 'Inventario' },
      after: { stato: 'aperto' },
    });
    expect(entry.what).toMatch(/^Giorno riaperto: /);

    const again = body(
      await call(manager, '/ebsn/api/staff/calendar/reopen-day', { date: open.date }),
    );
    expect(again.response.errors[0]).toMatchObject({
      code: 'calendar.day_not_closed',
      field: 'date',
    });
  });

  it('opens a closed slot with its weekly capacity; an open one is refused', async () => {
    const free = slots(await calendar()).find(
      (s) => s.booked === 0 && s.closedReason === null && !s.dayClosed,
    )!;
    await call(manager, '/ebsn/api/staff/calendar/close-slot', {
      timeslot_day_id: free.timeslotDayId,
      reason: 'Manutenzione',
    });
    const reopened = StaffCalendarSchema.parse(
      body(
        await call(manager, '/ebsn/api/staff/calendar/reopen-slot', {
          timeslot_day_id: free.timeslotDayId,
        }),
      ).data,
    );
    expect(slotById(reopened, free.timeslotDayId)).toMatchObject({
      closedReason: null,
      capacity: free.capacity,
    });
    const entry = (await changes()).changes[0]!;
    expect(entry.what).toMatch(/^Fascia riaperta: /);
    expect(entry).toMatchObject({
      before: { stato: 'chiusa', motivo: 'Manutenzione' },
      after: { stato: 'aperta', capacità: free.capacity },
    });
    expect(
      body(
        await call(manager, '/ebsn/api/staff/calendar/reopen-slot', {
          timeslot_day_id: free.timeslotDayId,
        }),
      ).response.errors[0],
    ).toMatchObject({ code: 'calendar.slot_not_closed', error: 'La fascia è già aperta.' });
  });
});
