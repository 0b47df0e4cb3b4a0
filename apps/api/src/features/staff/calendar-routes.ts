import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarCapacityBodySchema,
  CalendarCloseDayAnswerSchema,
  CalendarCloseDayBodySchema,
  CalendarCloseSlotBodySchema,
  CalendarMoveOrderAnswerSchema,
  CalendarMoveOrderBodySchema,
  CalendarReopenDayBodySchema,
  CalendarReopenSlotBodySchema,
  StaffCalendarSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { StaffContext } from './context';
import {
  closeDay,
  closeOneSlot,
  moveOrder,
  readCalendar,
  reopenDay,
  reopenOneSlot,
  setCapacity,
} from './calendar';

const CalendarAnswer = envelopeSchema(StaffCalendarSchema);

const MANAGER_ONLY =
  '403 staff.manager_only for a picker (the Italian reason), 401 without a session, 403 for a shopper.';

/** The manager's calendar (/ebsn/api/staff/calendar…), inside the staff scope. Every change answers the calendar as it now stands. */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: StaffContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/ebsn/api/staff/calendar',
    {
      schema: {
        tags: ['staff'],
        summary:
          "The next weeks' dated slots of the store's warehouse, by day and owner (manager only)",
        description:
          'Each slot: booked (orders + unexpired holds) / capacity, fee in euros, cut-off; a closed ' +
          'day carries its reason (a closing or a national holiday), a closed slot its own. ' +
          MANAGER_ONLY,
        response: { 200: CalendarAnswer },
      },
    },
    async (request) => ok(await readCalendar(ctx(request))),
  );

  app.post(
    '/ebsn/api/staff/calendar/capacity',
    {
      schema: {
        tags: ['staff'],
        summary: "A dated slot's capacity, never below its booked places (manager only)",
        description:
          'Refused (status 1, field capacity) with calendar.below_booked naming the booked count, ' +
          'calendar.capacity_invalid, calendar.slot_closed; calendar.slot_not_found for a slot of ' +
          'another warehouse or outside the calendar. ' +
          MANAGER_ONLY,
        body: CalendarCapacityBodySchema,
        response: { 200: CalendarAnswer },
      },
    },
    async (request) =>
      ok(
        await setCapacity(ctx(request), {
          timeslotDayId: request.body.timeslot_day_id,
          capacity: request.body.capacity,
        }),
      ),
  );

  app.post(
    '/ebsn/api/staff/calendar/close-slot',
    {
      schema: {
        tags: ['staff'],
        summary: 'Close one dated slot with a reason: it takes no more orders (manager only)',
        description:
          'Its capacity becomes its orders, which keep their place. calendar.reason_required ' +
          '(field reason) without a reason. ' +
          MANAGER_ONLY,
        body: CalendarCloseSlotBodySchema,
        response: { 200: CalendarAnswer },
      },
    },
    async (request) =>
      ok(
        await closeOneSlot(ctx(request), {
          timeslotDayId: request.body.timeslot_day_id,
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    '/ebsn/api/staff/calendar/close-day',
    {
      schema: {
        tags: ['staff'],
        summary: "Close a whole day for the store's warehouse with a reason (manager only)",
        description:
          'The reason is kept (closing_days) and shown; the free slots go, as the delivery set-up ' +
          'feed closes a day. A day with orders is not closed unless orders=keep: the answer is ' +
          'closed=false with the orders (number, customer, slot); with keep, their slots stay, full. ' +
          MANAGER_ONLY,
        body: CalendarCloseDayBodySchema,
        response: { 200: envelopeSchema(CalendarCloseDayAnswerSchema) },
      },
    },
    async (request) => ok(await closeDay(ctx(request), request.body)),
  );

  app.post(
    '/ebsn/api/staff/calendar/move-order',
    {
      schema: {
        tags: ['staff'],
        summary:
          "Move one of the store's orders to another slot of its counter, locker or zone (manager only)",
        description:
          'The place is taken in the target as the checkout takes one (locked, never beyond its ' +
          'capacity) and given back in the slot left; the order keeps its goods, prices and fee. ' +
          'The shopper gets a mail and a push; the move is recorded. Refused (field ' +
          'timeslot_day_id) with calendar.target_full, target_closed, target_day_closed, ' +
          'target_past, target_same, target_other_owner, slot_not_found; (field order_id) ' +
          'calendar.order_not_found, calendar.order_not_movable. ' +
          MANAGER_ONLY,
        body: CalendarMoveOrderBodySchema,
        response: { 200: envelopeSchema(CalendarMoveOrderAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await moveOrder(ctx(request), {
          orderId: request.body.order_id,
          timeslotDayId: request.body.timeslot_day_id,
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    '/ebsn/api/staff/calendar/reopen-slot',
    {
      schema: {
        tags: ['staff'],
        summary: 'Open a closed slot again, with its weekly capacity (manager only)',
        description:
          'calendar.slot_not_closed for an open slot; calendar.day_closed while its day is closed. ' +
          MANAGER_ONLY,
        body: CalendarReopenSlotBodySchema,
        response: { 200: CalendarAnswer },
      },
    },
    async (request) =>
      ok(await reopenOneSlot(ctx(request), { timeslotDayId: request.body.timeslot_day_id })),
  );

  app.post(
    '/ebsn/api/staff/calendar/reopen-day',
    {
      schema: {
        tags: ['staff'],
        summary: "Open again a day the store's warehouse closed (manager only)",
        description:
          'Its slots are laid out again; those kept for orders get their weekly capacity back. ' +
          'calendar.day_not_closed (field date) for a day not closed by the warehouse (a holiday, ' +
          'a closing of the whole shop). ' +
          MANAGER_ONLY,
        body: CalendarReopenDayBodySchema,
        response: { 200: CalendarAnswer },
      },
    },
    async (request) => ok(await reopenDay(ctx(request), { date: request.body.date })),
  );
};
