/**
 * The shop's Italian formats of amounts and dates that several features show (orders,
 * checkout, gift certificates, the cart): one place, so that they read the same.
 */
export { euro, italianDate, longDate, longDay } from './format';
