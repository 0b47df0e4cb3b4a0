import {
  CHECKOUT_MESSAGES,
  isCompanyCustomer,
  paymentOffer,
  type PaymentType,
} from '@spesa/domain';
import { refusal } from '../../http/app-error';
import { findPaymentAuth } from './repo/transactions';
import type { Db } from '../../db/client';
import { listBrandPaymentTypes } from './repo/payment-types';
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
    listBrandPaymentTypes(db, brandId),
    findBillingData(db, userId),
  ]);
  const company = isCompanyCustomer(billing);
  return rows.flatMap((row) => {
    const offer = paymentOffer(row.paymentTypeId);
    if (!offer || (row.companyOnly && !company)) return [];
    return [{ paymentTypeId: row.paymentTypeId, ...offer }];
  });
}

/**
 * The shopper's choice at the payment step, checked: a type the brand offers
 * them, and a kept card of theirs (owner in the lookup). Answers the offer.
 */
export async function chosenPaymentType(
  db: Db,
  brandId: string,
  userId: number,
  choice: { paymentTypeId: number; userPaymentAuthId?: number },
): Promise<PaymentType> {
  const offer = (await offeredPaymentTypes(db, brandId, userId)).find(
    (t) => t.paymentTypeId === choice.paymentTypeId,
  );
  if (!offer)
    throw refusal(
      'checkout.payment_type_not_offered',
      CHECKOUT_MESSAGES.paymentTypeNotOffered,
      'payment_type_id',
    );
  if (
    choice.userPaymentAuthId !== undefined &&
    !(await findPaymentAuth(db, userId, choice.userPaymentAuthId))
  )
    throw refusal(
      'checkout.payment_auth_not_found',
      CHECKOUT_MESSAGES.paymentAuthNotFound,
      'user_payment_auth_id',
    );
  return offer;
}
