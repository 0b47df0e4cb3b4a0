/** The shopper's invoice data: saved from the checkout, copied into each order that needs an invoice. */
export { findBillingData } from './repo';
export { eraseBillingDataOf } from './erasure-repo';
