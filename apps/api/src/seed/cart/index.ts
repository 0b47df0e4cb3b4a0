import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  giftCertificates,
  packagingTypes,
  products,
  userPoints,
  users,
  vendors,
} from '../../db/schema';
import { SEEDED_BRANDS } from '../brands';
import { soldAt } from '../catalog';
import { GIFT_CODES } from './gift-codes';

/** The demo shopper's loyalty balance: enough that a big order earns a voucher. */
const DEMO_LOYALTY = { login: 'mario.rossi@esempio.it', points: 1250 } as const;

/** The bag the shop packs orders in, from the catalogue's hidden packaging department. */
const DEFAULT_BAG = {
  slug: 'shopper-e-imballaggi',
  name: '%Shopper compostabile%',
  itemsPerBag: 12,
  /** Each brand bags in its own label's shopper. */
  packagingTypeIds: { mercato: 1, fresco: 4 } as Record<string, number>,
};

/**
 * The cart's own starting data, after the catalogue and the users: discount
 * codes at every brand, the demo shopper's loyalty points and the default bag.
 */
export async function seedCart(db: Db): Promise<void> {
  await db
    .insert(giftCertificates)
    .values(SEEDED_BRANDS.flatMap((b) => GIFT_CODES.map((c) => ({ ...c, brandId: b.brandId }))));

  const shoppers = await db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.login, DEMO_LOYALTY.login));
  if (shoppers.length > 0)
    await db.insert(userPoints).values(
      shoppers.map((s) => ({
        userId: s.userId,
        pointsType: 'LOYALTY' as const,
        value: DEMO_LOYALTY.points,
      })),
    );

  const [department] = await db
    .select({ categoryId: categories.categoryId })
    .from(categories)
    .where(eq(categories.slug, DEFAULT_BAG.slug));
  if (!department) return;
  for (const brand of SEEDED_BRANDS) {
    const packagingTypeId = DEFAULT_BAG.packagingTypeIds[brand.brandId];
    const [bag] = await db
      .select({ productId: products.productId })
      .from(products)
      .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
      .where(
        and(
          sql`${products.categoryPath}[1] = ${department.categoryId}`,
          ilike(products.name, DEFAULT_BAG.name),
          soldAt(brand.brandId),
        ),
      )
      .orderBy(products.productId)
      .limit(1);
    if (bag && packagingTypeId !== undefined)
      await db.insert(packagingTypes).values({
        packagingTypeId,
        productId: bag.productId,
        itemsPerPackage: DEFAULT_BAG.itemsPerBag,
        isDefault: true,
        brandId: brand.brandId,
      });
  }
}
