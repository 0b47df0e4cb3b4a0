import {
  CALENDAR_MESSAGES,
  CHANGE_LOG_TEXTS as L,
  MANAGER_CALENDAR_DAYS,
  centsToEuros,
  checkClosingReason,
  checkSlotCapacity,
  daysBetween,
  type CalendarCheck,
  type ChangeValues,
  type StaffCalendar,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import { recordChanges, type ChangeActor } from '../change-log';
import { formatDay } from '../mail';
import { hhmm } from './calendar-dates';
import { lockTimeslotDayById, takeOrderedPlace, type TimeslotDayRow } from './calendar-repo';
import { calendarWindow, prepareCalendar, type CalendarWindow } from './calendar-window';
import { holidaysBetween } from './holidays';
import {
  closeDatedSlot,
  closingsOf,
  datedSlotsOf,
  dropWarehouseClosing,
  leaveDatedSlot,
  liveHolds,
  ownersOf,
  reopenDatedSlot,
  restoreDayCapacity,
  setDatedCapacity,
  slotFacts,
  warehouseName,
  warehouseOfSlot,
} from './manager-calendar-repo';
import { closeDatedSlots, saveClosing } from './setup-repo';

/*
 * The store manager's calendar (decision 053): the warehouse's dated slots of
 * the coming weeks, their capacity raised or lowered, a slot or a whole day
 * closed with a reason. The delivery feature alone writes these tables; the
 * staff console calls here.
 */

const refuse = (check: CalendarCheck): void => {
  if (!check.ok) throw refusal(check.code, check.message, check.field);
};

/** Why each closed day of the window is closed: the grocer's closing first, else the holiday. */
async function closedReasons(
  db: Db,
  warehouseId: number,
  window: CalendarWindow,
): Promise<Map<string, string>> {
  const reasons = new Map<string, string>(
    holidaysBetween(window.from, window.to).map((day) => [day, CALENDAR_MESSAGES.holiday]),
  );
  for (const c of await closingsOf(db, warehouseId, window)) reasons.set(c.day, c.reason);
  return reasons;
}

export function managerWindow(now: Date): CalendarWindow {
  return calendarWindow(now, MANAGER_CALENDAR_DAYS);
}

/**
 * The warehouse's calendar for the coming weeks: every day, its closing
 * reason, and each owner's dated slots with the places booked (orders and
 * live holds) against the capacity. Lays the dated slots out first, as the
 * shopper's calendar does.
 */
export async function managerCalendar(
  db: Db,
  warehouseId: number,
  now: Date,
): Promise<StaffCalendar> {
  const window = managerWindow(now);
  const [owners, name] = await Promise.all([
    ownersOf(db, warehouseId),
    warehouseName(db, warehouseId),
  ]);
  for (const o of owners) await prepareCalendar(db, o.owner, window);
  const [rows, reasons] = await Promise.all([
    datedSlotsOf(
      db,
      owners.map((o) => o.owner),
      window,
      now,
    ),
    closedReasons(db, warehouseId, window),
  ]);
  const keyOf = (row: { addressId: number | null; zoneId: number | null }) =>
    row.addressId !== null ? `a${row.addressId}` : `z${row.zoneId}`;
  return {
    warehouseId,
    warehouseName: name,
    days: daysBetween(window.from, window.to).map((date) => {
      const ofDay = rows.filter((r) => r.slotDate === date);
      return {
        date,
        closedReason: reasons.get(date) ?? null,
        owners: owners.flatMap((o) => {
          const slots = ofDay.filter((r) => keyOf(r) === o.key);
          if (slots.length === 0) return [];
          return [
            {
              key: o.key,
              kind: o.kind,
              name: o.name,
              slots: slots.map((s) => ({
                timeslotDayId: s.timeslotDayId,
                name: s.name,
                beginTime: hhmm(s.beginTime),
                endTime: hhmm(s.endTime),
                booked: s.ordered + s.held,
                ordered: s.ordered,
                capacity: s.capacity,
                fee: centsToEuros(s.feeCents),
                cutoffAt: s.cutoffAt.toISOString(),
                closedReason: s.closedReason,
              })),
            },
          ];
        }),
      };
    }),
  };
}

/** The dated slot locked, if it belongs to the warehouse and lies in the manager's window. */
async function lockWarehouseSlot(
  tx: Db,
  warehouseId: number,
  timeslotDayId: number,
  now: Date,
  field?: string,
) {
  const slot = await lockTimeslotDayById(tx, timeslotDayId);
  const window = managerWindow(now);
  const notFound = refusal('calendar.slot_not_found', CALENDAR_MESSAGES.slotNotFound, field);
  if (!slot || slot.slotDate < window.from || slot.slotDate > window.to) throw notFound;
  if ((await warehouseOfSlot(tx, slot.timeslotId)) !== warehouseId) throw notFound;
  return slot;
}

/**
 * A dated slot's new capacity, never below its booked places. The slot is
 * locked as whoever takes a place locks it, so a shopper buying meanwhile
 * is counted.
 */
export async function changeSlotCapacity(
  db: Db,
  actor: ChangeActor,
  warehouseId: number,
  timeslotDayId: number,
  capacity: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const slot = await lockWarehouseSlot(tx, warehouseId, timeslotDayId, now);
    if (slot.closedReason !== null)
      throw refusal('calendar.slot_closed', CALENDAR_MESSAGES.slotClosed, 'capacity');
    refuse(
      checkSlotCapacity(
        capacity,
        slot.orderedCount + (await liveHolds(tx, slot.timeslotDayId, now)),
      ),
    );
    await setDatedCapacity(tx, timeslotDayId, capacity);
    if (capacity !== slot.capacity)
      await recordChanges(tx, actor, [
        {
          subject: 'slot',
          subjectId: timeslotDayId,
          what: L.capacityChanged(await slotLabel(tx, timeslotDayId)),
          before: { [L.field.capacity]: slot.capacity },
          after: { [L.field.capacity]: capacity },
        },
      ]);
  });
}

/**
 * One dated slot closed: it takes no more orders (its capacity becomes its
 * orders) and keeps the reason. The row stays, so laying the calendar out
 * again does not bring it back.
 */
export async function closeSlot(
  db: Db,
  actor: ChangeActor,
  warehouseId: number,
  timeslotDayId: number,
  reason: string,
  now: Date,
): Promise<void> {
  refuse(checkClosingReason(reason));
  await db.transaction(async (tx) => {
    const slot = await lockWarehouseSlot(tx, warehouseId, timeslotDayId, now);
    await closeDatedSlot(tx, timeslotDayId, reason.trim());
    await recordChanges(tx, actor, [
      {
        subject: 'slot',
        subjectId: timeslotDayId,
        what: L.slotClosed(await slotLabel(tx, timeslotDayId)),
        before: slotState(slot),
        after: { [L.field.state]: L.closed, [L.field.reason]: reason.trim() },
      },
    ]);
  });
}

/**
 * A closed slot open again: its weekly capacity back, never below its
 * orders. A slot of a closed day waits for its day to open.
 */
export async function reopenSlot(
  db: Db,
  actor: ChangeActor,
  warehouseId: number,
  timeslotDayId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const slot = await lockWarehouseSlot(tx, warehouseId, timeslotDayId, now);
    if (slot.closedReason === null)
      throw refusal('calendar.slot_not_closed', CALENDAR_MESSAGES.slotNotClosed);
    const dayClosed = await dayClosedReason(tx, warehouseId, slot.slotDate);
    if (dayClosed !== null)
      throw refusal('calendar.day_closed', CALENDAR_MESSAGES.reopenDayFirst(dayClosed));
    const facts = (await slotFacts(tx, timeslotDayId))!;
    await reopenDatedSlot(tx, timeslotDayId, facts.weeklyCapacity);
    const reopened = await lockTimeslotDayById(tx, timeslotDayId);
    await recordChanges(tx, actor, [
      {
        subject: 'slot',
        subjectId: timeslotDayId,
        what: L.slotReopened(labelOf(facts)),
        before: slotState(slot),
        after: slotState(reopened!),
      },
    ]);
  });
}

const slotState = (slot: TimeslotDayRow): ChangeValues =>
  slot.closedReason === null
    ? { [L.field.state]: L.open, [L.field.capacity]: slot.capacity }
    : { [L.field.state]: L.closed, [L.field.reason]: slot.closedReason };

type SlotFacts = NonNullable<Awaited<ReturnType<typeof slotFacts>>>;

/** 'martedì 9 dicembre 2026, 10:00–12:00 · Bologna Mazzini': a slot as the record and the mail say it. */
const labelOf = (facts: SlotFacts): string =>
  `${formatDay(facts.slotDate)}, ${hhmm(facts.beginTime)}–${hhmm(facts.endTime)} · ${facts.ownerName}`;

async function slotLabel(db: Db, timeslotDayId: number): Promise<string> {
  const facts = await slotFacts(db, timeslotDayId);
  return facts ? labelOf(facts) : String(timeslotDayId);
}

/** Why the warehouse delivers nothing on a day (its closing, the shop's, a holiday); null when open. */
async function dayClosedReason(db: Db, warehouseId: number, day: string): Promise<string | null> {
  const reasons = await closedReasons(db, warehouseId, { from: day, to: day });
  return reasons.get(day) ?? null;
}

/** A day of the manager's window, from today on; refused otherwise. */
export function checkManagerDay(date: string, now: Date): void {
  const window = managerWindow(now);
  if (date < window.from || date > window.to)
    throw refusal('calendar.day_out_of_calendar', CALENDAR_MESSAGES.dayOutOfCalendar, 'date');
}

/**
 * A whole day closed for the warehouse, as the delivery set-up feed closes
 * one: the reason kept in closing_days, the free dated slots gone, those
 * with orders left, full, for the orders they hold.
 */
export async function closeWarehouseDay(
  db: Db,
  actor: ChangeActor,
  warehouseId: number,
  date: string,
  reason: string,
  now: Date,
  /** The day's orders keep their slots: the record says so. */
  keptOrders = false,
): Promise<void> {
  refuse(checkClosingReason(reason));
  checkManagerDay(date, now);
  const closing = { day: date, warehouseId, reason: reason.trim() };
  await db.transaction(async (tx) => {
    const before = await dayClosedReason(tx, warehouseId, date);
    await saveClosing(tx, closing);
    await closeDatedSlots(tx, closing);
    await recordChanges(tx, actor, [
      {
        subject: 'day',
        subjectId: date,
        what: L.dayClosed(formatDay(date)),
        before: dayState(before),
        after: {
          ...dayState(closing.reason),
          ...(keptOrders ? { [L.field.orders]: L.ordersKept } : {}),
        },
      },
    ]);
  });
}

const dayState = (reason: string | null): ChangeValues =>
  reason === null
    ? { [L.field.state]: L.dayOpen }
    : { [L.field.state]: L.dayClosedState, [L.field.reason]: reason };

/**
 * A day the warehouse closed, open again: its slots laid out anew, those a
 * closing kept for their orders given their weekly capacity back. A holiday
 * or a closing of the whole shop is not the manager's to open.
 */
export async function reopenWarehouseDay(
  db: Db,
  actor: ChangeActor,
  warehouseId: number,
  date: string,
  now: Date,
): Promise<void> {
  checkManagerDay(date, now);
  await db.transaction(async (tx) => {
    const reason = await dropWarehouseClosing(tx, warehouseId, date);
    if (reason === null)
      throw refusal('calendar.day_not_closed', CALENDAR_MESSAGES.dayNotClosed, 'date');
    const still = await dayClosedReason(tx, warehouseId, date);
    if (still !== null)
      throw refusal('calendar.day_not_closed', CALENDAR_MESSAGES.dayNotClosed, 'date');
    for (const o of await ownersOf(tx, warehouseId))
      await prepareCalendar(tx, o.owner, { from: date, to: date });
    await restoreDayCapacity(tx, warehouseId, date);
    await recordChanges(tx, actor, [
      {
        subject: 'day',
        subjectId: date,
        what: L.dayReopened(formatDay(date)),
        before: dayState(reason),
        after: dayState(null),
      },
    ]);
  });
}

/** A slot as an order and its mails read it. */
export interface MovedSlot {
  timeslotDayId: number;
  slotDate: string;
  /** 'HH:MM' */
  beginTime: string;
  endTime: string;
  label: string;
}

/**
 * Moves one order's place from its dated slot to another of the same owner,
 * inside the caller's transaction (which has locked the order). The target
 * is locked and checked as the checkout checks a slot without a hold: open,
 * its day open, before its cut-off, a place free beside the orders and the
 * carts' live holds; refused otherwise with the reason. Both slots are locked
 * in id order, so two moves the other way round wait rather than deadlock.
 */
export async function moveOrderedPlace(
  tx: Db,
  warehouseId: number,
  fromId: number,
  toId: number,
  now: Date,
): Promise<{ from: MovedSlot; to: MovedSlot }> {
  if (fromId === toId)
    throw refusal('calendar.target_same', CALENDAR_MESSAGES.targetSame, 'timeslot_day_id');
  const [firstId, secondId] = fromId < toId ? [fromId, toId] : [toId, fromId];
  await lockTimeslotDayById(tx, firstId);
  await lockTimeslotDayById(tx, secondId);
  const source = (await lockTimeslotDayById(tx, fromId))!;
  const target = await lockWarehouseSlot(tx, warehouseId, toId, now, 'timeslot_day_id');
  const [from, to] = await Promise.all([slotFacts(tx, fromId), slotFacts(tx, toId)]);
  if (!from || !to)
    throw refusal('calendar.slot_not_found', CALENDAR_MESSAGES.slotNotFound, 'timeslot_day_id');
  if (from.addressId !== to.addressId || from.zoneId !== to.zoneId)
    throw refusal(
      'calendar.target_other_owner',
      CALENDAR_MESSAGES.targetOtherOwner,
      'timeslot_day_id',
    );
  if (target.closedReason !== null)
    throw refusal(
      'calendar.target_closed',
      CALENDAR_MESSAGES.targetClosed(target.closedReason),
      'timeslot_day_id',
    );
  const targetDayClosed = await dayClosedReason(tx, warehouseId, target.slotDate);
  if (targetDayClosed !== null)
    throw refusal(
      'calendar.target_day_closed',
      CALENDAR_MESSAGES.targetDayClosed(targetDayClosed),
      'timeslot_day_id',
    );
  if (target.cutoffAt.getTime() <= now.getTime())
    throw refusal('calendar.target_past', CALENDAR_MESSAGES.targetPast, 'timeslot_day_id');
  if (target.orderedCount + (await liveHolds(tx, toId, now)) >= target.capacity)
    throw refusal(
      'calendar.target_full',
      CALENDAR_MESSAGES.targetFull(target.capacity),
      'timeslot_day_id',
    );
  await takeOrderedPlace(tx, toId);
  const sourceClosed =
    source.closedReason !== null ||
    (await dayClosedReason(tx, warehouseId, source.slotDate)) !== null;
  await leaveDatedSlot(tx, fromId, sourceClosed);
  const moved = (facts: SlotFacts): MovedSlot => ({
    timeslotDayId: facts.timeslotDayId,
    slotDate: facts.slotDate,
    beginTime: hhmm(facts.beginTime),
    endTime: hhmm(facts.endTime),
    label: labelOf(facts),
  });
  return { from: moved(from), to: moved(to) };
}
