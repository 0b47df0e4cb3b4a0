// Run by bench/orders.mjs before the shop starts (`node --import tsx`): migrates and
// seeds the PGlite folder given as argument, then gives the demo shopper a history of
// HISTORY orders (copies of the seeded ones) and one order of 100 lines. Prints the
// 100-line order's id.
import { and, eq } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../apps/api/src/db/client';
import { carts, orders, users } from '../../apps/api/src/db/schema';
import { insertOrder, readOrderParts } from '../../apps/api/src/features/orders';
import { seed } from '../../apps/api/src/seed';

const HISTORY = 500;
const LINES = 100;
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: order-history.ts <pglite folder>');

const database = await openDatabase({ dataDir });
await migrateDatabase(database);
await seed(database.db);
const { db } = database;
const [mario] = await db
  .select({ userId: users.userId })
  .from(users)
  .where(and(eq(users.login, 'mario.rossi@esempio.it'), eq(users.brandId, 'mercato')));
if (!mario) throw new Error('the demo shopper is not seeded');
const seeded = await db.select().from(orders).where(eq(orders.userId, mario.userId));
if (seeded.length === 0) throw new Error('the demo shopper has no seeded orders');
const parts = new Map<number, Awaited<ReturnType<typeof readOrderParts>>>();
for (const order of seeded) parts.set(order.orderId, await readOrderParts(db, order.orderId));

/** A copy of an order on a cart of its own; with `lineCount`, its lines repeated up to that many. */
async function copy(index: number, lineCount?: number): Promise<number> {
  const source = seeded[index % seeded.length]!;
  const { items, packages, adjustments } = parts.get(source.orderId)!;
  const [cart] = await db
    .insert(carts)
    .values({
      brandId: source.brandId,
      userId: mario!.userId,
      cartStatusId: 2,
      warehouseId: source.warehouseId,
    })
    .returning({ cartId: carts.cartId });
  const { orderId: _o, cartId: _c, createdAt: _t, updatedAt: _u, ...order } = source;
  const lines = lineCount
    ? Array.from({ length: lineCount }, (_, i) => items[i % items.length]!)
    : items;
  const placed = await insertOrder(db, {
    order: { ...order, cartId: cart!.cartId },
    items: lines.map(({ orderItemId: _i, orderId: _p, replacesOrderItemId: _r, ...item }) => item),
    packages: packages.map(({ orderPackageId: _i, orderId: _p, ...p }) => p),
    adjustments: adjustments.map(
      ({ orderAdjustmentId: _i, orderId: _p, userGiftCertificateId: _g, ...a }) => ({
        ...a,
        userGiftCertificateId: null,
      }),
    ),
  });
  return placed.orderId;
}

for (let i = seeded.length; i < HISTORY - 1; i += 1) await copy(i);
const big = await copy(0, LINES);
console.log(JSON.stringify({ orders: HISTORY, bigOrderId: big, bigLines: LINES }));
await database.close();
