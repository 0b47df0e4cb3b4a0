import { useTranslation } from 'react-i18next';
import type { Cart } from '@spesa/domain';
import { CartDrawerContent, CheckoutButton } from '../../features/cart';
import { CartDeliveryInfo } from '../../features/delivery';
import { DialogFrame } from '../../components/dialog-frame';
import { Button, DialogBody, DialogFooter } from '../../ui';
import { ga4CartItems, useEcommerceEvent } from '../../lib/analytics';
import { useToastLift } from '../notifications';
import type { DrawerProps } from './categories-drawer';

export interface CartDrawerProps extends DrawerProps {
  cart: Cart | undefined;
  isLoading: boolean;
  isError: boolean;
  isAuthenticated: boolean;
  onLogin: () => void;
}

/** The right cart drawer: 600 px on desktop, full width on phones (docs/rules/cart.md). */
export function CartDrawer({
  open,
  onOpenChange,
  cart,
  isLoading,
  isError,
  isAuthenticated,
  onLogin,
}: CartDrawerProps) {
  const { t } = useTranslation('shell');
  // 'Vai alla cassa' and 'Continua la spesa' stay visible under the 'Hai aggiunto…' toasts.
  const liftToasts = useToastLift();
  useEcommerceEvent('view_cart', open && cart && cart.cartItems.length > 0 ? 'open' : null, () => ({
    items: cart ? ga4CartItems(cart) : [],
  }));
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      side="right"
      aria-describedby={undefined}
      title={t('cartDrawer.title')}
    >
      <DialogBody>
        <CartDrawerContent
          cart={cart}
          isLoading={isLoading}
          isError={isError}
          isAuthenticated={isAuthenticated}
          onLogin={onLogin}
          renderDeliveryInfo={(current) => <CartDeliveryInfo cart={current} />}
        />
      </DialogBody>
      <DialogFooter ref={liftToasts}>
        <Button
          variant="outline-neutral"
          block
          className="sm:w-auto"
          onClick={() => onOpenChange(false)}
        >
          {t('cartDrawer.continueShopping')}
        </Button>
        {isAuthenticated ? (
          <CheckoutButton cart={cart} onNavigate={() => onOpenChange(false)} />
        ) : null}
      </DialogFooter>
    </DialogFrame>
  );
}
