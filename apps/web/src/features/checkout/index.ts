/**
 * The checkout (docs/rules/checkout-and-payment.md Checkout): /checkout and
 * /payment. The app composes the cart's lines and summary and the delivery box
 * into them (app/routes), since a feature imports no other feature. The payment
 * result pages are routed from their own modules (app/router.tsx).
 */
export { checkoutKeys } from './api/keys';
export { CheckoutRoute, type CheckoutRouteProps } from './routes/checkout-route';
export { PaymentRoute, paymentLoader, type PaymentRouteProps } from './routes/payment-route';
export { InvoiceDataPanel } from './components/invoice-data-panel';
