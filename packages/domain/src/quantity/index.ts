export { QUANTITY_REFUSAL_CODES } from './messages';
export type { QuantityRefusal, QuantityRefusalCode } from './messages';
export {
  maxPurchasable,
  quantityRulesOf,
  readInfoNumber,
  type OptionChoices,
  type QuantifiedProduct,
  type QuantityRules,
} from './rules';
export { isOnGrid } from './grid';
export { missingOptions, validateOptions, type ChosenOptions } from './options';
export { nextQuantity, previousQuantity, type QuantityStep } from './steps';
export { typedQuantity } from './typed';
export { validateCartQuantity, type CartQuantityCheck, type CartQuantityContext } from './validate';
export { classLimitRefusal, classUnits, type ClassedLine } from './class-limits';
export { formatDecimal, formatMeasure, formatQuantity } from './format';
export { fromBaseQuantity, lineTotalCents, lineWeight, toBaseQuantity } from './weights';
export {
  packageOfferOf,
  packageReplacement,
  type PackageOffer,
  type PackageReplacement,
} from './package-replacement';
