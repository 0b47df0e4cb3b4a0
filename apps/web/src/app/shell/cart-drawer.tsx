import { useTranslation } from 'react-i18next';
import type { Cart } from '@spesa/domain';
import { CartDrawerContent, CheckoutButton } from '../../features/cart';
import { CartDeliveryInfo } from '../../features/delivery';
import { DialogFrame } from '../../components/dialog-frame';
import { Button, DialogBody, DialogFooter, cn } from '../../ui';
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

/** Each of the footer's two buttons: half the row on a phone, as wide as its words above. */
const FOOTER_BUTTON = 'min-w-0 flex-1 px-3 text-sm sm:flex-none sm:px-5 sm:text-base';

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
      {/* One row on a phone too: the two buttons took 130 of a 740 px screen's height (issue 34); one above the other with the text at 200 %. */}
      <DialogFooter
        ref={liftToasts}
        className="flex-nowrap items-start p-3 sm:p-4 @max-2xs/page:flex-col @max-2xs/page:items-stretch"
      >
        <Button
          variant="outline-neutral"
          className={cn(FOOTER_BUTTON, 'w-full sm:w-auto')}
          onClick={() => onOpenChange(false)}
        >
          {t('cartDrawer.continueShopping')}
        </Button>
        {isAuthenticated ? (
          <CheckoutButton
            cart={cart}
            onNavigate={() => onOpenChange(false)}
            className={FOOTER_BUTTON}
          />
        ) : null}
      </DialogFooter>
    </DialogFrame>
  );
}
