import type { CartTimeslot, Timeslot, TimeslotDay } from '@spesa/domain';

/** What a slot button shows (docs/rules/delivery-and-slots.md Timeslot): free, almost full, full, or the cart's. */
export type SlotState = 'empty' | 'intermediate' | 'full' | 'selected';

export const isSlotOfCart = (
  day: string,
  slot: Pick<Timeslot, 'timeslotId' | 'selected'>,
  cartSlot: Pick<CartTimeslot, 'date' | 'timeslotId'> | null | undefined,
): boolean => slot.selected || (cartSlot?.date === day && cartSlot.timeslotId === slot.timeslotId);

export function slotState(
  day: string,
  slot: Timeslot,
  cartSlot?: Pick<CartTimeslot, 'date' | 'timeslotId'> | null,
): SlotState {
  if (isSlotOfCart(day, slot, cartSlot)) return 'selected';
  return slot.status;
}

/** A full slot is disabled; an almost-full one may still be chosen. */
export const isSlotChoosable = (slot: Timeslot): boolean =>
  slot.active === 1 && slot.status !== 'full';

/** docs/rules/delivery-and-slots.md Timeslot: only active slots, and only days with at least one. */
export function visibleDays(days: readonly TimeslotDay[]): TimeslotDay[] {
  return days
    .map((day) => ({ ...day, timeslots: day.timeslots.filter((slot) => slot.active === 1) }))
    .filter((day) => day.timeslots.length > 0);
}

/**
 * The day tab open on load: the cart's timeslot date when it is listed, else
 * a day holding the selected slot, else the first day.
 */
export function preselectedDay(
  days: readonly TimeslotDay[],
  cartDate: string | null | undefined,
): string | undefined {
  if (cartDate && days.some((d) => d.dateIso === cartDate)) return cartDate;
  return (
    days.find((d) => d.selected || d.timeslots.some((s) => s.selected))?.dateIso ?? days[0]?.dateIso
  );
}
