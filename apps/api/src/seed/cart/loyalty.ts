import { and, asc, eq, inArray, max, min, sql } from 'drizzle-orm';
import { LOYALTY_TEXTS, ORDER_STATUS, loyaltyOnDelivery } from '@spesa/domain';
import type { Db } from '../../db/client';
import { contentPosts, loyaltyMovements, orderStatusHistory, orders, users } from '../../db/schema';
import { issueLoyaltyVoucher } from '../../features/gift-certificates';
import { SEEDED_BRANDS } from '../brands';
import { Random } from '../catalog/random';
import { sanitizeContentHtml } from '../../features/content/sanitize';
import { LOYALTY_AWARD_SLUG, loyaltyAward } from '../content-posts/awards';
import { BRAND_FACTS } from '../content-posts/brand-facts';

/**
 * The demo shopper's points, as movements that add up (issue 29): a welcome
 * gift when he joined, each delivered past order's points at its delivery,
 * the vouchers the programme's rule made of them then, and a gift after the
 * last delivery that brings the balance to 1,250, enough for the cart to
 * promise vouchers.
 */
const DEMO = { login: 'mario.rossi@esempio.it', welcome: 500, balance: 1250 } as const;
const DAY_MS = 86_400_000;
const DELIVERED = [ORDER_STATUS.DELIVERED, ORDER_STATUS.PARTIALLY_DELIVERED];

async function deliveredOrders(db: Db, userId: number) {
  return db
    .select({
      orderId: orders.orderId,
      points: orders.loyaltyPoints,
      placedAt: orders.createdAt,
      deliveredAt: max(orderStatusHistory.at),
    })
    .from(orders)
    .innerJoin(
      orderStatusHistory,
      and(
        eq(orderStatusHistory.orderId, orders.orderId),
        eq(orderStatusHistory.orderStatusId, orders.orderStatusId),
      ),
    )
    .where(and(eq(orders.userId, userId), inArray(orders.orderStatusId, DELIVERED)))
    .groupBy(orders.orderId)
    .orderBy(asc(max(orderStatusHistory.at)), asc(orders.orderId));
}

async function seedShopperMovements(db: Db, userId: number, brandId: string, now: Date) {
  const [first] = await db
    .select({ at: min(orders.createdAt) })
    .from(orders)
    .where(eq(orders.userId, userId));
  const joinedAt = new Date((first?.at ?? now).getTime() - DAY_MS);
  await db.insert(loyaltyMovements).values({
    userId,
    reason: 'welcome',
    points: DEMO.welcome,
    description: LOYALTY_TEXTS.welcome,
    at: joinedAt,
  });
  // Codes drawn from a seeded generator: the same on every fresh database.
  const random = new Random(userId * 7919);
  const draw = (below: number) => random.int(0, below - 1);
  let balance: number = DEMO.welcome;
  let lastAt = joinedAt;
  for (const order of await deliveredOrders(db, userId)) {
    if (!order.deliveredAt) continue;
    if (order.points > 0)
      await db.insert(loyaltyMovements).values({
        userId,
        reason: 'order',
        orderId: order.orderId,
        points: order.points,
        description: LOYALTY_TEXTS.order(order.orderId),
        at: order.deliveredAt,
      });
    const after = loyaltyOnDelivery(balance, order.points);
    for (let i = 0; i < after.vouchers; i += 1)
      await issueLoyaltyVoucher(db, { userId, brandId }, order.deliveredAt, draw);
    balance = after.balance;
    lastAt = order.deliveredAt;
  }
  await db.insert(loyaltyMovements).values({
    userId,
    reason: 'welcome',
    points: DEMO.balance - balance,
    description: LOYALTY_TEXTS.bonus,
    at: new Date(Math.min(lastAt.getTime() + DAY_MS, now.getTime())),
  });
}

/**
 * The loyalty programme's data (issue 29): the demo shopper's movements at
 * each brand, for a database seeded before them too (its user_points balance
 * is no longer read), and the awards page's text of the programme.
 */
export async function seedLoyalty(db: Db, now: Date = new Date()): Promise<void> {
  for (const { brandId } of SEEDED_BRANDS) {
    const [shopper] = await db
      .select({
        userId: users.userId,
        moved: sql<boolean>`exists (select 1 from ${loyaltyMovements}
          where ${loyaltyMovements.userId} = ${users.userId})`,
      })
      .from(users)
      .where(and(eq(users.brandId, brandId), eq(users.login, DEMO.login)));
    if (shopper && !shopper.moved) await seedShopperMovements(db, shopper.userId, brandId, now);

    const facts = BRAND_FACTS[brandId];
    if (!facts) continue;
    const award = loyaltyAward(facts);
    await db
      .update(contentPosts)
      .set({ contentHtml: sanitizeContentHtml(award.html) })
      .where(
        and(
          eq(contentPosts.brandId, brandId),
          eq(contentPosts.postType, 'award'),
          eq(contentPosts.slug, LOYALTY_AWARD_SLUG),
        ),
      );
  }
}
