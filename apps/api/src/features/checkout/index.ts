/**
 * Checkout (SPEC §2 Checkout, §7 Checkout): from a full cart to a placed
 * order — prepare (lock), buy (one order per cart), the amounts and choices
 * the payment step shows. Orders and their payments live in the orders feature.
 */
export { checkoutShopperRoutes } from './routes';
