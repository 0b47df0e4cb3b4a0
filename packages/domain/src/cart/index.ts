export { pricingOf, type CartProduct, type Pricing } from './products';
export {
  goodsCentsOf,
  isWeighedLine,
  optionsKeyOf,
  priceLines,
  type PricedLine,
  type PricedLines,
  type StoredLine,
} from './lines';
export {
  packagesFor,
  packagingOffer,
  type DefaultPackaging,
  type PackagingOffer,
} from './packaging';
export { bundleOf, linePrice, type Bundle, type LinePrice } from './offers';
export {
  LOYALTY,
  formatPoints,
  loyaltyOnDelivery,
  loyaltyOnRefund,
  loyaltyPointsFor,
  loyaltyVoucher,
  vouchersEarned,
} from './loyalty';
export {
  discountsOf,
  validityOf,
  type AppliedDiscountCode,
  type CodeDiscount,
  type DiscountCode,
  type Validity,
} from './discount';
export { cartTotals, type CartTotals } from './totals';
export {
  addToPlan,
  isRefusal,
  lineKey,
  planQuantities,
  plannedFrom,
  plannedLinesRefusal,
  overDailyMax,
  type CartChangeRefusal,
  type LineWrites,
  type PlannedAddition,
  type PlannedLine,
  type QuantityPlan,
} from './plan';
export { packSwaps, type PackSwap, type PackSwaps } from './pack-swaps';
export {
  CART_STATUS_LOCKED,
  CART_STATUS_PARKED,
  CART_STATUS_OPEN,
  CART_STATUS_ORDERED,
  cartLockHolds,
  effectiveCartStatus,
  lockDeadline,
  type CartLockState,
} from './lock';
export { cartProductCount, type CountedLine } from './count';
export { minimumOrderOf, type MinimumOrder } from './minimum-order';
