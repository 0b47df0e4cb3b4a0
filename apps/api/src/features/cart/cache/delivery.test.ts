import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import type { CartDeliveryView, cartDeliveryView } from '../../delivery';
import { memoisedDeliveryView as memoised } from './delivery';

// The view is passed in, not mocked: test files share their modules (decision 030).
const compute = vi.fn<typeof cartDeliveryView>();
const memoisedDeliveryView = (...args: Parameters<typeof memoised>) =>
  memoised(args[0], args[1], args[2], args[3], compute);

const CART = { cartId: 1, userId: 7, defaultWarehouseId: 89, ownWarehouses: {}, storeId: null };
const at = (ms: number) => new Date(ms);
const view = (timeslot: Partial<NonNullable<CartDeliveryView['timeslot']>> | null) =>
  ({ timeslot, deliveryFee: 0 }) as unknown as CartDeliveryView;

let db: Db;
beforeEach(() => {
  db = {} as Db;
  compute.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('memoisedDeliveryView', () => {
  it('computes the view once per stamp', async () => {
    compute.mockResolvedValue(view(null));
    await memoisedDeliveryView(db, CART, 'a', at(0));
    await memoisedDeliveryView(db, CART, 'a', at(1_000));
    expect(compute).toHaveBeenCalledTimes(1);
    await memoisedDeliveryView(db, CART, 'b', at(2_000));
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['30 s have passed', null, 30_000],
    // the slot vanishes at its cut-off
    ['the slot reached its cut-off', { cutoffAt: new Date(5_000).toISOString() }, 5_000],
    // the place held in the slot lapses
    [
      'the hold lapsed',
      { cutoffAt: new Date(20_000).toISOString(), heldUntil: new Date(8_000).toISOString() },
      8_000,
    ],
  ])('computes it again when %s', async (_name, timeslot, when) => {
    vi.useFakeTimers({ now: 0 });
    compute.mockResolvedValue(view(timeslot));
    await memoisedDeliveryView(db, CART, 'a', at(0));
    vi.setSystemTime(when - 1);
    await memoisedDeliveryView(db, CART, 'a', at(when - 1));
    expect(compute).toHaveBeenCalledTimes(1);
    vi.setSystemTime(when);
    await memoisedDeliveryView(db, CART, 'a', at(when));
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
