/**
 * Discount codes (docs/rules/account.md gift certificates): lookup, validity and their
 * redemption on a cart. The cart feature owns the routes and the transactions
 * of a redemption, the domain's cart the discount a code gives; this feature
 * owns the rows and the shopper's own lists (docs/rules/account.md giftcertificate/list,
 * list-manual-assigned, and the loyalty points' history), and the loyalty
 * programme's movements: the points a delivery credits and the vouchers they
 * become (decision 027), and what a refund takes back of them (issue 32).
 */
export { findValidCode, applyCode, removeCode } from './service';
export {
  attachCodesToOrder,
  lendOrderCodesToCart,
  releaseCartCodes,
  releaseOrderCodes,
  appliedCodesJson,
  parseAppliedCodes,
  type AppliedCode,
  type AppliedCodeOwner,
} from './repo';
export { creditLoyalty, issueLoyaltyVoucher, takeBackLoyalty } from './loyalty';
export { loyaltyBalanceSql } from './loyalty-repo';
export { LOYALTY_VOUCHERS_KIND, type IssuedVoucher, type LoyaltyDeps } from './voucher-mail';
export { eraseLoyaltyOf } from './erasure-repo';
