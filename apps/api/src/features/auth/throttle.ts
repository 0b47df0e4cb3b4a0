import { countOf } from '@spesa/domain';

const SECOND = 1000;

/**
 * How long the next login attempt of a throttle must still wait, in ms: nothing
 * up to `free` failures, then 1 s after the last failure, doubling with each
 * further failure up to `maxMs`. Slowing rather than locking: a guesser gets a
 * handful of tries per window, and the right password is never refused for ever.
 */
export function retryDelayMs(
  failures: { count: number; last: Date | null },
  free: number,
  maxMs: number,
  now: Date,
): number {
  if (failures.count < free || !failures.last) return 0;
  const wait = Math.min(SECOND * 2 ** (failures.count - free), maxMs);
  return Math.max(0, failures.last.getTime() + wait - now.getTime());
}

/** The wait in words the shopper reads: seconds under a minute, whole minutes above. */
export function waitInItalian(ms: number): string {
  const seconds = Math.ceil(ms / SECOND);
  if (seconds < 60) return countOf(seconds, 'secondo', 'secondi');
  return countOf(Math.ceil(seconds / 60), 'minuto', 'minuti');
}
