import { describe, expect, it } from 'vitest';
import { retryDelayMs, waitInItalian } from './throttle';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MAX = 15 * 60_000;

describe('retryDelayMs', () => {
  it.each([
    ['no failures', 0, null, 0],
    ['under the free failures', 4, ago(0), 0],
    ['at the free failures, just failed', 5, ago(0), 1000],
    ['at the free failures, 400 ms ago', 5, ago(400), 600],
    ['one more: 2 s', 6, ago(0), 2000],
    ['ten more: 1024 s, capped at the window', 15, ago(0), MAX],
    ['fifty more: still the window', 55, ago(0), MAX],
    ['waited long enough', 8, ago(9000), 0],
  ])('%s', (_case, count, last, wait) => {
    expect(retryDelayMs({ count, last }, 5, MAX, now)).toBe(wait);
  });
});

describe('waitInItalian', () => {
  it.each([
    [1, '1 secondo'],
    [1000, '1 secondo'],
    [1001, '2 secondi'],
    [59_000, '59 secondi'],
    [60_000, '1 minuto'],
    [61_000, '2 minuti'],
    [MAX, '15 minuti'],
  ])('%i ms', (ms, text) => {
    expect(waitInItalian(ms)).toBe(text);
  });
});
