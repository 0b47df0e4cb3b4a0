import { z } from 'zod';
import { QueryIdSchema } from './ids';

/**
 * The manager's calendar (/ebsn/api/staff/calendar…): the dated slots of the
 * store's warehouse for the coming weeks, by day and by owner. Money in euros
 * on the wire, as elsewhere.
 */

export const CalendarSlotSchema = z.object({
  timeslotDayId: z.number().int(),
  name: z.string(),
  /** 'HH:MM', Rome's wall clock. */
  beginTime: z.string(),
  endTime: z.string(),
  /** Places taken: placed orders plus carts' unexpired holds. */
  booked: z.number().int(),
  /** Of those, placed orders: what a closing keeps. */
  ordered: z.number().int(),
  capacity: z.number().int(),
  fee: z.number(),
  /** The instant orders for this slot close. */
  cutoffAt: z.string(),
  /** Set once the manager closed this slot: it takes no more orders. */
  closedReason: z.string().nullable(),
});
export type CalendarSlot = z.infer<typeof CalendarSlotSchema>;

export const CalendarOwnerKindSchema = z.enum(['counter', 'locker', 'zone']);
export type CalendarOwnerKind = z.infer<typeof CalendarOwnerKindSchema>;

/** A store counter, a locker or a home-delivery zone, with its slots of the day. */
export const CalendarOwnerSchema = z.object({
  /** 'a<addressId>' or 'z<zoneId>': stable within the page. */
  key: z.string(),
  kind: CalendarOwnerKindSchema,
  name: z.string(),
  slots: z.array(CalendarSlotSchema),
});
export type CalendarOwner = z.infer<typeof CalendarOwnerSchema>;

export const CalendarDaySchema = z.object({
  /** ISO date, Rome. */
  date: z.string(),
  /** Why nothing is delivered this day (a closing's reason, or a national holiday); null when open. */
  closedReason: z.string().nullable(),
  owners: z.array(CalendarOwnerSchema),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const StaffCalendarSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  days: z.array(CalendarDaySchema),
});
export type StaffCalendar = z.infer<typeof StaffCalendarSchema>;

/** POST /ebsn/api/staff/calendar/capacity. */
export const CalendarCapacityBodySchema = z.object({
  timeslot_day_id: QueryIdSchema,
  /** Checked by checkSlotCapacity, so a negative or a fraction gets the Italian reason. */
  capacity: z.coerce.number(),
});

/** POST /ebsn/api/staff/calendar/close-slot. */
export const CalendarCloseSlotBodySchema = z.object({
  timeslot_day_id: QueryIdSchema,
  /** Checked by checkClosingReason: an empty one gets the Italian reason naming the field. */
  reason: z.string(),
});

/** POST /ebsn/api/staff/calendar/close-day. */
export const CalendarCloseDayBodySchema = z.object({
  date: z.iso.date(),
  reason: z.string(),
  /**
   * What to do with the day's orders: 'keep' leaves their slots open for
   * them, full. Absent: a day with orders is not closed, the answer lists them.
   */
  orders: z.enum(['keep']).optional(),
});

/** An order on a day the manager is closing. */
export const CalendarDayOrderSchema = z.object({
  orderId: z.number().int(),
  /** The order's dated slot: the one a move leaves. */
  timeslotDayId: z.number().int(),
  /** Its owner's key in the calendar ('a<addressId>' or 'z<zoneId>'): a move stays with it. */
  ownerKey: z.string(),
  customerName: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  /** The counter, locker or zone the order's slot belongs to. */
  ownerName: z.string(),
});
export type CalendarDayOrder = z.infer<typeof CalendarDayOrderSchema>;

/** The close-day answer: closed, or the orders the manager must decide about first. */
export const CalendarCloseDayAnswerSchema = z.object({
  closed: z.boolean(),
  orders: z.array(CalendarDayOrderSchema),
  calendar: StaffCalendarSchema,
});
export type CalendarCloseDayAnswer = z.infer<typeof CalendarCloseDayAnswerSchema>;

/** POST /ebsn/api/staff/calendar/move-order: an order of the warehouse to another slot of its owner. */
export const CalendarMoveOrderBodySchema = z.object({
  order_id: QueryIdSchema,
  timeslot_day_id: QueryIdSchema,
  /** Why, told to the shopper (the day's closing reason); optional. */
  reason: z.string().max(200).optional(),
});

/** The move's answer: the order's new slot, and the calendar as it now stands. */
export const CalendarMoveOrderAnswerSchema = z.object({
  orderId: z.number().int(),
  /** ISO date, 'HH:MM' twice. */
  deliveryDate: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  calendar: StaffCalendarSchema,
});
export type CalendarMoveOrderAnswer = z.infer<typeof CalendarMoveOrderAnswerSchema>;

/** POST /ebsn/api/staff/calendar/reopen-slot. */
export const CalendarReopenSlotBodySchema = z.object({ timeslot_day_id: QueryIdSchema });

/** POST /ebsn/api/staff/calendar/reopen-day. */
export const CalendarReopenDayBodySchema = z.object({ date: z.iso.date() });
