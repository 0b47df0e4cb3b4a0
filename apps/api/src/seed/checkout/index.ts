import { eq, sql } from 'drizzle-orm';
import { ORDER_PAYMENT_TYPE } from '@spesa/domain';
import type { Db } from '../../db/client';
import { brandPaymentTypes, categories, packagingTypes, products, vendors } from '../../db/schema';
import { SEEDED_BRANDS } from '../brands';
import { soldAt } from '../catalog';

const { ONLINE, PAYPAL, ON_DELIVERY, DEFERRED, SUMMARY_INVOICE } = ORDER_PAYMENT_TYPE;

/** What each brand offers at checkout, in the order shown; the last two only to companies. */
const PAYMENT_TYPES: Record<string, { paymentTypeId: number; companyOnly?: boolean }[]> = {
  mercato: [
    { paymentTypeId: ONLINE },
    { paymentTypeId: PAYPAL },
    { paymentTypeId: ON_DELIVERY },
    { paymentTypeId: DEFERRED, companyOnly: true },
    { paymentTypeId: SUMMARY_INVOICE, companyOnly: true },
  ],
  fresco: [
    { paymentTypeId: ONLINE },
    { paymentTypeId: ON_DELIVERY },
    { paymentTypeId: DEFERRED, companyOnly: true },
  ],
};

/** The other bags a shopper may choose at checkout, beside the default compostable one. */
const OTHER_BAGS = [
  {
    packagingTypeIds: { mercato: 2, fresco: 5 } as Record<string, number>,
    name: 'Borsa riutilizzabile in tessuto',
    itemsPerPackage: 15,
  },
  {
    packagingTypeIds: { mercato: 3, fresco: 6 } as Record<string, number>,
    name: 'Borsa termica',
    itemsPerPackage: 10,
  },
];

/** Checkout's starting data: the brands' payment types and the packaging choices. */
export async function seedCheckout(db: Db): Promise<void> {
  const rows = Object.entries(PAYMENT_TYPES).flatMap(([brandId, types]) =>
    types.map((t, position) => ({
      brandId,
      paymentTypeId: t.paymentTypeId,
      position,
      companyOnly: t.companyOnly ?? false,
    })),
  );
  await db.insert(brandPaymentTypes).values(rows).onConflictDoNothing();

  const [department] = await db
    .select({ categoryId: categories.categoryId })
    .from(categories)
    .where(eq(categories.slug, 'shopper-e-imballaggi'));
  if (!department) return;
  for (const { brandId } of SEEDED_BRANDS) {
    const bags = await db
      .select({ productId: products.productId, name: products.name })
      .from(products)
      .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
      .where(sql`${products.categoryPath}[1] = ${department.categoryId} and ${soldAt(brandId)}`)
      .orderBy(products.productId);
    for (const bag of OTHER_BAGS) {
      // Names carry the label ('Mercatò Borsa termica', 'Freschissimo Borsa termica').
      const product = bags.find((p) => p.name.includes(bag.name));
      const packagingTypeId = bag.packagingTypeIds[brandId];
      if (product && packagingTypeId !== undefined)
        await db
          .insert(packagingTypes)
          .values({
            packagingTypeId,
            productId: product.productId,
            itemsPerPackage: bag.itemsPerPackage,
            brandId,
          })
          .onConflictDoNothing();
    }
  }
}
