/**
 * Discount codes (SPEC §3 gift certificates, §8): lookup, validity, the
 * discount they give, and their redemption on a cart. The cart feature owns
 * the routes and the transactions; this feature owns the rules and the rows.
 */
export { findValidCode, applyCode, removeCode } from './service';
export { discountsOf, type CodeDiscount } from './discount';
export {
  appliedCodesJson,
  parseAppliedCodes,
  type AppliedCode,
  type AppliedCodeOwner,
} from './repo';
