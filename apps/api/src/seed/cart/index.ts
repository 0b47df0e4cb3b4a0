import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, giftCertificates, packagingTypes, products, vendors } from '../../db/schema';
import { SEEDED_BRANDS } from '../brands';
import { soldAt } from '../catalog';
import { GIFT_CODES } from './gift-codes';

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
 * codes at every brand and the default bag (the demo shopper's loyalty points
 * are movements, seeded after his orders: ./loyalty.ts).
 */
export async function seedCart(db: Db): Promise<void> {
  await db
    .insert(giftCertificates)
    .values(SEEDED_BRANDS.flatMap((b) => GIFT_CODES.map((c) => ({ ...c, brandId: b.brandId }))));

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
