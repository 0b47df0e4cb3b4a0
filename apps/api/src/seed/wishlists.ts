import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { WISHLIST_NAMES, quantityRulesOf } from '@spesa/domain';
import type { Db } from '../db/client';
import {
  categories,
  products,
  users,
  vendors,
  warehouseProducts,
  wishlistItems,
  wishlistShares,
  wishlists,
} from '../db/schema';
import { SEEDED_BRANDS } from './brands';
import { soldAt } from './catalog';

/** Products of the departments, the lowest ids of each, that the brand's warehouse sells. */
type Pick = readonly [department: string, count: number];

const DEMO_LISTS: readonly { name: string; picks: readonly Pick[] }[] = [
  {
    name: 'spesa settimanale',
    picks: [
      ['frutta-e-verdura', 3],
      ['latte-burro-e-yogurt', 2],
      ['pane-e-pasticceria', 2],
      ['pasta-riso-e-cereali', 1],
    ],
  },
  {
    name: 'grigliata',
    picks: [
      ['carne', 3],
      ['salumi-e-formaggi', 1],
      ['bevande', 1],
      ['vini-birre-e-liquori', 1],
    ],
  },
  {
    name: 'bimbi',
    picks: [
      ['prodotti-per-l-infanzia', 2],
      ['colazione-e-dolci', 2],
      ['snack-e-aperitivi', 1],
    ],
  },
];

/** Twelve favourites, two from each department the shopper buys from most. */
const FAVOURITES: readonly Pick[] = [
  ['frutta-e-verdura', 2],
  ['latte-burro-e-yogurt', 2],
  ['pane-e-pasticceria', 2],
  ['carne', 2],
  ['colazione-e-dolci', 2],
  ['caffe-te-e-tisane', 2],
];

/** Beta's list, shared with the demo shopper as READ (docs/rules/lists.md Sharing). */
const SHARED: { name: string; picks: readonly Pick[] } = {
  name: 'pic-nic di sabato',
  picks: [
    ['bevande', 2],
    ['snack-e-aperitivi', 2],
  ],
};

const DEMO = 'mario.rossi@esempio.it';
const SHARER = 'beta@esempio.it';

async function picked(db: Db, brandId: string, warehouseId: number, picks: readonly Pick[]) {
  const chosen: { productId: number; quantity: number }[] = [];
  for (const [slug, count] of picks) {
    const rows = await db
      .select({
        productId: products.productId,
        productInfos: products.productInfos,
        minAcq: products.minAcq,
        maxAcq: products.maxAcq,
        selectOptions: products.selectOptions,
      })
      .from(products)
      .innerJoin(categories, sql`${categories.categoryId} = ${products.categoryPath}[1]`)
      .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
      .innerJoin(
        warehouseProducts,
        and(
          eq(warehouseProducts.productId, products.productId),
          eq(warehouseProducts.warehouseId, warehouseId),
        ),
      )
      .where(and(eq(categories.slug, slug), soldAt(brandId)))
      .orderBy(asc(products.productId))
      .limit(count);
    // The first add of each product, as the heart or 'Aggiungi a una lista' puts it.
    for (const row of rows)
      chosen.push({
        productId: row.productId,
        quantity: quantityRulesOf({ ...row, available: 0 }).first,
      });
  }
  return chosen;
}

async function listWith(
  db: Db,
  userId: number,
  list: { name: string; kind?: 'list' | 'favourites'; isDefault?: boolean },
  items: readonly { productId: number; quantity: number }[],
): Promise<number> {
  const [row] = await db
    .insert(wishlists)
    .values({ userId, name: list.name, kind: list.kind ?? 'list', isDefault: !!list.isDefault })
    .returning({ listId: wishlists.listId });
  const unique = [...new Map(items.map((i) => [i.productId, i])).values()];
  if (unique.length > 0)
    await db.insert(wishlistItems).values(unique.map((i) => ({ listId: row!.listId, ...i })));
  return row!.listId;
}

/**
 * The demo shopper's lists at every brand (issue 33): three named lists, the
 * first his default, twelve favourites, the automatic 'I più acquistati' (its
 * items are his delivered purchases), and beta's list shared with him as READ.
 */
export async function seedWishlists(db: Db): Promise<void> {
  for (const brand of SEEDED_BRANDS) {
    const people = await db
      .select({ userId: users.userId, login: users.login })
      .from(users)
      .where(and(eq(users.brandId, brand.brandId), inArray(users.login, [DEMO, SHARER])));
    const demo = people.find((p) => p.login === DEMO);
    const sharer = people.find((p) => p.login === SHARER);
    if (!demo || !sharer) continue;
    const warehouseId = brand.config.defaultWarehouseId;
    for (const [index, list] of DEMO_LISTS.entries())
      await listWith(
        db,
        demo.userId,
        { name: list.name, isDefault: index === 0 },
        await picked(db, brand.brandId, warehouseId, list.picks),
      );
    await listWith(
      db,
      demo.userId,
      { name: WISHLIST_NAMES.favourites, kind: 'favourites' },
      await picked(db, brand.brandId, warehouseId, FAVOURITES),
    );
    await db
      .insert(wishlists)
      .values({ userId: demo.userId, name: WISHLIST_NAMES.purchased, kind: 'purchased' });
    const shared = await listWith(
      db,
      sharer.userId,
      { name: SHARED.name },
      await picked(db, brand.brandId, warehouseId, SHARED.picks),
    );
    await db
      .insert(wishlistShares)
      .values({ listId: shared, userId: demo.userId, grant: 'READ', acceptedAt: new Date() });
  }
}
