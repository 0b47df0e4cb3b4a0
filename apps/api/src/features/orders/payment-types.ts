import { asc, eq } from 'drizzle-orm';
import { isCompanyCustomer, paymentOffer, type PaymentType } from '@spesa/domain';
import type { Db } from '../../db/client';
import { brandPaymentTypes } from '../../db/schema';
import { findBillingData } from '../billing';

/**
 * The payment types the brand offers this shopper, in the brand's order:
 * deferred payment and the summary invoice only to company customers (a VAT
 * number in their invoice data).
 */
export async function offeredPaymentTypes(
  db: Db,
  brandId: string,
  userId: number,
): Promise<PaymentType[]> {
  const [rows, billing] = await Promise.all([
    db
      .select()
      .from(brandPaymentTypes)
      .where(eq(brandPaymentTypes.brandId, brandId))
      .orderBy(asc(brandPaymentTypes.position)),
    findBillingData(db, userId),
  ]);
  const company = isCompanyCustomer(billing);
  return rows.flatMap((row) => {
    const offer = paymentOffer(row.paymentTypeId);
    if (!offer || (row.companyOnly && !company)) return [];
    return [{ paymentTypeId: row.paymentTypeId, ...offer }];
  });
}
