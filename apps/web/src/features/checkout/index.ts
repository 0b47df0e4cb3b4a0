/**
 * The checkout (docs/rules/checkout-and-payment.md Checkout): /checkout, /payment and the payment result
 * pages. The app composes the cart's lines and summary and the delivery box
 * into them (app/routes), since a feature imports no other feature.
 */
export { checkoutKeys } from './api/keys';
export { CheckoutRoute, type CheckoutRouteProps } from './routes/checkout-route';
export { PaymentRoute, paymentLoader, type PaymentRouteProps } from './routes/payment-route';
export { PaymentCompletedRoute, PENDING_POLL_MS } from './routes/payment-completed-route';
export { PaymentErrorRoute } from './routes/payment-error-route';
export { InvoiceDataPanel } from './components/invoice-data-panel';
