import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { DELIVERY_MESSAGES, type TimeslotListResponse } from '@spesa/domain';
import { timeslotDays, timeslotHolds } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers } from '../../test/shoppers';
import { consumeCartSlot } from '../delivery';

/**
 * The race docs/architecture.md#the-api-contract says must hold: a timeslot never takes more carts than
 * its capacity, even when many shoppers take its last places at once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** An open slot of the default store counter, squeezed to `capacity` places. */
async function slotWithCapacity(
  cookies: Record<string, string>,
  capacity: number,
  skip: number,
): Promise<{ date: string; id: number; timeslotDayId: number }> {
  const res = await t.app.inject({ url: '/ebsn/api/timeslot/list', cookies });
  const { days } = body(res).data as unknown as TimeslotListResponse;
  const open = days.flatMap((d) =>
    d.timeslots.filter((s) => s.active === 1).map((s) => ({ date: d.dateIso, id: s.timeslotId })),
  );
  const slot = open[skip]!;
  const [day] = await t.database.db
    .update(timeslotDays)
    .set({ capacity })
    .where(and(eq(timeslotDays.timeslotId, slot.id), eq(timeslotDays.slotDate, slot.date)))
    .returning({ timeslotDayId: timeslotDays.timeslotDayId });
  return { ...slot, timeslotDayId: day!.timeslotDayId };
}

const takeSlot = (cookies: Record<string, string>, slot: { date: string; id: number }) =>
  t.app.inject({
    method: 'POST',
    url: '/ebsn/api/cart/set-timeslot',
    payload: { date: slot.date, id: slot.id },
    cookies,
  });

async function holdsOn(timeslotDayId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(timeslotHolds)
    .where(eq(timeslotHolds.timeslotDayId, timeslotDayId));
  return row?.n ?? 0;
}

describe('timeslot capacity', () => {
  it('gives the places in turn and refuses the rest (one request at a time; any database)', async () => {
    const carts = await newShoppers(t, 5, 'seq');
    const slot = await slotWithCapacity(carts[0]!, 3, 0);
    const outcomes: number[] = [];
    for (const cookies of carts) outcomes.push(body(await takeSlot(cookies, slot)).response.status);
    expect(outcomes).toEqual([0, 0, 0, 1, 1]);
    expect(await holdsOn(slot.timeslotDayId)).toBe(3);
  });

  it('turns a hold into an order place, which keeps counting after holds lapse', async () => {
    const [first, second] = await newShoppers(t, 2, 'order');
    const slot = await slotWithCapacity(first!, 1, 3);
    const taken = await takeSlot(first!, slot);
    const { cartId } = (body(taken).data as { data: { cartId: number } }).data;
    const now = new Date();
    await t.database.db.transaction((tx) => consumeCartSlot(tx, cartId, now));
    const [day] = await t.database.db
      .select()
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, slot.timeslotDayId));
    expect(day!.orderedCount).toBe(1);
    expect(await holdsOn(slot.timeslotDayId)).toBe(0);
    const late = await takeSlot(second!, slot);
    expect(body(late).response.errors[0]!.code).toBe('timeslot.full');
    // A cart without a slot cannot be ordered.
    const lateCart = (
      body(await t.app.inject({ url: '/ebsn/api/cart/view', cookies: second! })).data as {
        data: { cartId: number };
      }
    ).data.cartId;
    await expect(
      t.database.db.transaction((tx) => consumeCartSlot(tx, lateCart, now)),
    ).rejects.toMatchObject({ code: 'timeslot.required' });
  });

  const concurrent = process.env.DATABASE_URL ? it : it.skip;
  // PGlite runs one query at a time, so requests can interleave but never race inside
  // the database; the race is only real on a PostgreSQL server (DATABASE_URL).
  concurrent.each([1, 5])(
    'lets at most %i of 50 shoppers taking a slot at the same instant have it (PostgreSQL)',
    async (capacity) => {
      const carts = await newShoppers(t, 50, `race${capacity}`);
      const slot = await slotWithCapacity(carts[0]!, capacity, capacity === 1 ? 1 : 2);
      const responses = await Promise.all(carts.map((cookies) => takeSlot(cookies, slot)));
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      const statuses = responses.map((r) => body(r).response);
      expect(statuses.filter((r) => r.status === 0)).toHaveLength(capacity);
      const refused = statuses.filter((r) => r.status !== 0);
      expect(refused).toHaveLength(50 - capacity);
      for (const r of refused) expect(r.errors[0]!.error).toBe(DELIVERY_MESSAGES.timeslotFull);
      expect(await holdsOn(slot.timeslotDayId)).toBe(capacity);
    },
  );
});
