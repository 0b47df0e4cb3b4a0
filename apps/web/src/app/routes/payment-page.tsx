import { PaymentRoute } from '../../features/checkout';
import { CartDeliveryInfo } from '../../features/delivery';

/** /payment: the payment step with the delivery box, read only on this route (docs/rules/checkout-and-payment.md). */
export function PaymentPage() {
  return <PaymentRoute renderDelivery={(cart) => <CartDeliveryInfo cart={cart} />} />;
}

export { paymentLoader } from '../../features/checkout';
