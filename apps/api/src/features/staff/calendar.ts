import {
  CALENDAR_MESSAGES,
  CHANGE_LOG_TEXTS as L,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type CalendarCloseDayAnswer,
  type CalendarMoveOrderAnswer,
  type OrderStatusId,
  type StaffCalendar,
} from '@spesa/domain';
import { refusal } from '../../http/app-error';
import { recordChanges } from '../change-log';
import {
  changeSlotCapacity,
  checkManagerDay,
  closeSlot,
  closeWarehouseDay,
  managerCalendar,
  moveOrderedPlace,
  reopenSlot,
  reopenWarehouseDay,
} from '../delivery';
import { formatDay, formatSlot } from '../mail';
import { moveOrderSlot } from '../orders';
import { boardOrders, lockStoreOrder } from './board-repo';
import { customerNameOf, storeWarehouse, type Ctx } from './board';
import { ORDER_MOVED_KIND, queueDeliveryMail } from './mails';
import { staffActor } from './manager-routes';
import { requireRight } from './scope';

/*
 * The manager's calendar in the console (decision 053): the right checked
 * first, the store's warehouse found, the delivery feature does the rest.
 */

async function managerWarehouse(ctx: Ctx): Promise<number> {
  requireRight(ctx.staff, 'calendar');
  return (await storeWarehouse(ctx)).warehouseId;
}

export async function readCalendar(ctx: Ctx, now = new Date()): Promise<StaffCalendar> {
  return managerCalendar(ctx.deps.db, await managerWarehouse(ctx), now);
}

export async function setCapacity(
  ctx: Ctx,
  input: { timeslotDayId: number; capacity: number },
  now = new Date(),
): Promise<StaffCalendar> {
  const warehouseId = await managerWarehouse(ctx);
  await changeSlotCapacity(
    ctx.deps.db,
    staffActor(ctx.staff),
    warehouseId,
    input.timeslotDayId,
    input.capacity,
    now,
  );
  return managerCalendar(ctx.deps.db, warehouseId, now);
}

export async function closeOneSlot(
  ctx: Ctx,
  input: { timeslotDayId: number; reason: string },
  now = new Date(),
): Promise<StaffCalendar> {
  const warehouseId = await managerWarehouse(ctx);
  await closeSlot(
    ctx.deps.db,
    staffActor(ctx.staff),
    warehouseId,
    input.timeslotDayId,
    input.reason,
    now,
  );
  return managerCalendar(ctx.deps.db, warehouseId, now);
}

export async function reopenOneSlot(
  ctx: Ctx,
  input: { timeslotDayId: number },
  now = new Date(),
): Promise<StaffCalendar> {
  const warehouseId = await managerWarehouse(ctx);
  await reopenSlot(ctx.deps.db, staffActor(ctx.staff), warehouseId, input.timeslotDayId, now);
  return managerCalendar(ctx.deps.db, warehouseId, now);
}

export async function reopenDay(
  ctx: Ctx,
  input: { date: string },
  now = new Date(),
): Promise<StaffCalendar> {
  const warehouseId = await managerWarehouse(ctx);
  await reopenWarehouseDay(ctx.deps.db, staffActor(ctx.staff), warehouseId, input.date, now);
  return managerCalendar(ctx.deps.db, warehouseId, now);
}

/** What the store may still move: an order not yet on its way, handed over or ended. */
const MOVABLE: readonly number[] = [
  ORDER_STATUS.ORDERED,
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.IN_PREPARATION_ALT,
  ORDER_STATUS.ALMOST_READY,
];

/**
 * One order of the store moved to another slot of its counter, locker or
 * zone: the place taken in the target as the checkout takes one (locked,
 * never beyond its capacity), the order's day and times changed, the change
 * recorded and the shopper told by mail and push, all in one transaction.
 */
export async function moveOrder(
  ctx: Ctx,
  input: { orderId: number; timeslotDayId: number; reason?: string | undefined },
  now = new Date(),
): Promise<CalendarMoveOrderAnswer> {
  const warehouseId = await managerWarehouse(ctx);
  const moved = await ctx.deps.db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, ctx.brandId, warehouseId, input.orderId);
    if (!order)
      throw refusal('calendar.order_not_found', CALENDAR_MESSAGES.orderNotFound, 'order_id');
    if (!MOVABLE.includes(order.orderStatusId))
      throw refusal(
        'calendar.order_not_movable',
        CALENDAR_MESSAGES.orderNotMovable(
          ORDER_STATUS_LABELS[order.orderStatusId as OrderStatusId] ?? '',
        ),
        'order_id',
      );
    const { from, to } = await moveOrderedPlace(
      tx,
      warehouseId,
      order.timeslotDayId,
      input.timeslotDayId,
      now,
    );
    const slot = {
      timeslotDayId: to.timeslotDayId,
      deliveryDate: to.slotDate,
      beginTime: to.beginTime,
      endTime: to.endTime,
    };
    await moveOrderSlot(tx, order.orderId, slot);
    await recordChanges(tx, staffActor(ctx.staff), [
      {
        subject: 'order',
        subjectId: order.orderId,
        what: L.orderMoved(order.orderId),
        before: { [L.field.slot]: from.label },
        after: { [L.field.slot]: to.label },
      },
    ]);
    const when = (date: string, begin: string, end: string) =>
      `${formatDay(date)}, ${formatSlot(begin, end)}`;
    const reason = input.reason?.trim() ?? '';
    await queueDeliveryMail(
      tx,
      ctx.deps,
      { ...order, ...slot },
      {
        kind: ORDER_MOVED_KIND,
        before: when(order.deliveryDate, order.beginTime, order.endTime),
        after: when(slot.deliveryDate, slot.beginTime, slot.endTime),
        reason: reason === '' ? null : reason,
      },
    );
    return { orderId: order.orderId, ...slot };
  });
  return {
    orderId: moved.orderId,
    deliveryDate: moved.deliveryDate,
    beginTime: moved.beginTime,
    endTime: moved.endTime,
    calendar: await managerCalendar(ctx.deps.db, warehouseId, now),
  };
}

/**
 * A day closed for the store's warehouse. A day with orders is closed only
 * once the manager chose to keep them: until then the answer lists them.
 */
export async function closeDay(
  ctx: Ctx,
  input: { date: string; reason: string; orders?: 'keep' },
  now = new Date(),
): Promise<CalendarCloseDayAnswer> {
  const warehouseId = await managerWarehouse(ctx);
  checkManagerDay(input.date, now);
  const rows = await boardOrders(ctx.deps.db, ctx.brandId, warehouseId, [input.date]);
  if (rows.length > 0 && input.orders !== 'keep') {
    const calendar = await managerCalendar(ctx.deps.db, warehouseId, now);
    const ownerOfSlot = new Map(
      calendar.days.flatMap((d) =>
        d.owners.flatMap((o) => o.slots.map((s) => [s.timeslotDayId, o] as const)),
      ),
    );
    return {
      closed: false,
      orders: rows.map(({ order, ...customer }) => ({
        orderId: order.orderId,
        timeslotDayId: order.timeslotDayId,
        ownerKey: ownerOfSlot.get(order.timeslotDayId)?.key ?? '',
        customerName: customerNameOf(customer),
        beginTime: order.beginTime,
        endTime: order.endTime,
        ownerName: ownerOfSlot.get(order.timeslotDayId)?.name ?? order.shippingAddress.addressName,
      })),
      calendar,
    };
  }
  await closeWarehouseDay(
    ctx.deps.db,
    staffActor(ctx.staff),
    warehouseId,
    input.date,
    input.reason,
    now,
    rows.length > 0,
  );
  return {
    closed: true,
    orders: [],
    calendar: await managerCalendar(ctx.deps.db, warehouseId, now),
  };
}
