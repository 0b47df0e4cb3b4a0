import type { TimeslotStatus } from '@spesa/domain';

/** From this share of places taken a slot shows as almost full (intermediate). */
export const INTERMEDIATE_SHARE = 0.7;

/** empty / intermediate / full from the places taken (orders + live holds) and the capacity. */
export function timeslotStatus(taken: number, capacity: number): TimeslotStatus {
  if (taken >= capacity) return 'full';
  return taken >= capacity * INTERMEDIATE_SHARE ? 'intermediate' : 'empty';
}
