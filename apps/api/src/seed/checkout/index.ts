import { eq, sql } from 'drizzle-orm';
import { ORDER_PAYMENT_TYPE } from '@spesa/domain';
import type { Db } from '../../db/client';
import { brandPaymentTypes, categories, packagingTypes, products } from '../../db/schema';

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
  { packagingTypeId: 2, name: 'Borsa riutilizzabile in tessuto', itemsPerPackage: 15 },
  { packagingTypeId: 3, name: 'Borsa termica', itemsPerPackage: 10 },
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
  const bags = await db
    .select({ productId: products.productId, name: products.name })
    .from(products)
    .where(sql`${products.categoryPath}[1] = ${department.categoryId}`)
    .orderBy(products.productId);
  for (const bag of OTHER_BAGS) {
    // Names carry the vendor's brand ('Mercatò Borsa termica').
    const product = bags.find((p) => p.name.includes(bag.name));
    if (product)
      await db
        .insert(packagingTypes)
        .values({
          packagingTypeId: bag.packagingTypeId,
          productId: product.productId,
          itemsPerPackage: bag.itemsPerPackage,
        })
        .onConflictDoNothing();
  }
}
