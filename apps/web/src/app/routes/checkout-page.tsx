import { useSession } from '../../lib/session';
import { openLoginDialog } from '../../lib/session';
import { CartDrawerContent, CartSummary } from '../../features/cart';
import { CheckoutRoute } from '../../features/checkout';
import { CartDeliveryInfo } from '../../features/delivery';

/** /checkout: the checkout with the cart's lines (promo boxes shown) and summary and the delivery box. */
export function CheckoutPage() {
  const session = useSession();
  return (
    <CheckoutRoute
      renderDelivery={(cart) => <CartDeliveryInfo cart={cart} />}
      renderLines={(cart) => (
        <CartDrawerContent
          cart={cart}
          isLoading={false}
          isError={false}
          isAuthenticated={session.isAuthenticated}
          onLogin={openLoginDialog}
          showPromo
          withSummary={false}
        />
      )}
      renderSummary={(cart) => <CartSummary cart={cart} />}
    />
  );
}
