/** The shopper's invoice data: saved from the checkout, copied into each order that needs an invoice. */
export { billingShopperRoutes } from './routes';
export { findBillingData } from './repo';
