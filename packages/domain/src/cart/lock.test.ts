import { describe, expect, it } from 'vitest';
import {
  CART_STATUS_LOCKED,
  CART_STATUS_OPEN,
  cartLockHolds,
  effectiveCartStatus,
  lockDeadline,
} from './lock';

const now = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-11-23T12:30:00Z');
const earlier = new Date('2026-11-23T11:30:00Z');

describe('the cart lock', () => {
  it.each([
    [CART_STATUS_LOCKED, later, true, CART_STATUS_LOCKED],
    // The checkout's deadline has passed: the shopper may change the cart again.
    [CART_STATUS_LOCKED, earlier, false, CART_STATUS_OPEN],
    // Exactly at the deadline the lock is over.
    [CART_STATUS_LOCKED, now, false, CART_STATUS_OPEN],
    // A lock from before deadlines existed does not hold.
    [CART_STATUS_LOCKED, null, false, CART_STATUS_OPEN],
    [CART_STATUS_OPEN, later, false, CART_STATUS_OPEN],
    [CART_STATUS_OPEN, null, false, CART_STATUS_OPEN],
  ] as const)('status %i until %s: holds %s, shown as %i', (status, until, holds, shown) => {
    const cart = { cartStatusId: status, lockedUntil: until };
    expect(cartLockHolds(cart, now)).toBe(holds);
    expect(effectiveCartStatus(cart, now)).toBe(shown);
  });

  it('takes its deadline minutes after now', () => {
    expect(lockDeadline(now, 30)).toEqual(later);
  });
});
