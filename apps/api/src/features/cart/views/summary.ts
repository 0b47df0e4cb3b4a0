import {
  centsToEuros,
  minimumOrderOf,
  vouchersEarned,
  type Cart,
  type CartTotals,
  type PackagingOffer,
  type Product,
} from '@spesa/domain';
import type { AppliedCode } from '../../gift-certificates';

/** docs/rules/cart.md Minimum order, in euros: the brand's minimum and what the goods lack. */
export function minimumOrderJson(
  totals: Pick<CartTotals, 'goodsCents'>,
  minimumOrderCents: number,
): Cart['minimumOrder'] {
  const { minimumCents, missingCents } = minimumOrderOf(totals, minimumOrderCents);
  return { minimum: centsToEuros(minimumCents), missing: centsToEuros(missingCents) };
}

/** The money of docs/rules/cart.md Cart in euros: totals, codes, bags, points, the minimum order. */
export function summaryOf(
  totals: CartTotals<AppliedCode>,
  packaging: PackagingOffer<Product> | null,
  loyalty: number,
  minimumOrderCents: number,
): Pick<
  Cart,
  | 'grossTotal'
  | 'giftTotal'
  | 'packageTotal'
  | 'deliveryFee'
  | 'totalPrice'
  | 'giftCertificates'
  | 'orderAdjustmentSummary'
  | 'giftCertificatesToGenerate'
  | 'orderPackages'
  | 'userPoints'
  | 'minimumOrder'
> {
  const reference = (d: CartTotals<AppliedCode>['discounts'][number]) => ({
    giftCertificateId: d.applied.certificate.giftCertificateId,
    code: d.applied.certificate.code,
    description: d.applied.certificate.description,
  });
  return {
    grossTotal: centsToEuros(totals.goodsCents),
    giftTotal: centsToEuros(totals.giftCents),
    packageTotal: centsToEuros(totals.packageCents),
    deliveryFee: centsToEuros(totals.deliveryFeeCents),
    totalPrice: centsToEuros(totals.totalCents),
    giftCertificates: totals.discounts.map((d) => ({
      ...reference(d),
      userGiftCertificateId: d.applied.userGiftCertificateId,
      amount: centsToEuros(d.amountCents),
      applied: d.active,
    })),
    orderAdjustmentSummary: {
      orderAdjustments: totals.discounts
        .filter((d) => d.amountCents > 0)
        .map((d) => ({
          orderItemId: null,
          userGiftCertificateId: d.applied.userGiftCertificateId,
          giftCertificate: reference(d),
          amount: centsToEuros(d.amountCents),
        })),
      totalAmount: centsToEuros(totals.giftCents),
    },
    giftCertificatesToGenerate: vouchersEarned(loyalty, totals.goodsCents - totals.giftCents),
    orderPackages:
      packaging && totals.packages > 0
        ? [
            {
              orderPackageId: packaging.packagingTypeId,
              quantity: totals.packages,
              totalPrice: centsToEuros(totals.packageCents),
              package: {
                packageId: packaging.packagingTypeId,
                productId: packaging.product.productId,
                descr: packaging.product.name,
                cost: centsToEuros(packaging.costCents),
                itemsPerPackage: packaging.itemsPerPackage,
              },
            },
          ]
        : [],
    userPoints: { LOYALTY: { value: loyalty } },
    minimumOrder: minimumOrderJson(totals, minimumOrderCents),
  };
}
