import type { CalendarCloseDayAnswer, StaffCalendar } from '@spesa/domain';
import {
  changeSlotCapacity,
  checkManagerDay,
  closeSlot,
  closeWarehouseDay,
  managerCalendar,
} from '../delivery';
import { boardOrders } from './board-repo';
import { customerNameOf, storeWarehouse, type Ctx } from './board';
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
  await changeSlotCapacity(ctx.deps.db, warehouseId, input.timeslotDayId, input.capacity, now);
  return managerCalendar(ctx.deps.db, warehouseId, now);
}

export async function closeOneSlot(
  ctx: Ctx,
  input: { timeslotDayId: number; reason: string },
  now = new Date(),
): Promise<StaffCalendar> {
  const warehouseId = await managerWarehouse(ctx);
  await closeSlot(ctx.deps.db, warehouseId, input.timeslotDayId, input.reason, now);
  return managerCalendar(ctx.deps.db, warehouseId, now);
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
        d.owners.flatMap((o) => o.slots.map((s) => [s.timeslotDayId, o.name] as const)),
      ),
    );
    return {
      closed: false,
      orders: rows.map(({ order, ...customer }) => ({
        orderId: order.orderId,
        customerName: customerNameOf(customer),
        beginTime: order.beginTime,
        endTime: order.endTime,
        ownerName: ownerOfSlot.get(order.timeslotDayId) ?? order.shippingAddress.addressName,
      })),
      calendar,
    };
  }
  await closeWarehouseDay(ctx.deps.db, warehouseId, input.date, input.reason, now);
  return {
    closed: true,
    orders: [],
    calendar: await managerCalendar(ctx.deps.db, warehouseId, now),
  };
}
