import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brandPaymentTypes } from '../../../db/schema';

/** The payment types a brand offers, in the brand's order. */
export function listBrandPaymentTypes(db: Db, brandId: string) {
  return db
    .select()
    .from(brandPaymentTypes)
    .where(eq(brandPaymentTypes.brandId, brandId))
    .orderBy(asc(brandPaymentTypes.position));
}
