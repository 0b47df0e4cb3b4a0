import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Cart } from '@spesa/domain';
import { CHECKOUT_PATH } from '../../../config/paths';
import { isAssigned } from '../../../lib/checkout';
import { euro } from '../../../lib/format';
import { Button, cn } from '../../../ui';

type Waiting = 'empty' | 'minimum' | 'address' | 'timeslot' | null;

/**
 * What the cart still needs before the checkout: lines reaching the minimum
 * order, then an address, then a slot (docs/rules/cart.md).
 */
function waitingFor(cart: Cart | undefined): Waiting {
  if (!cart || cart.cartItems.length === 0) return 'empty';
  if (cart.minimumOrder.missing > 0) return 'minimum';
  if (!isAssigned(cart.shippingAddress)) return 'address';
  if (!isAssigned(cart.timeslot)) return 'timeslot';
  return null;
}

/**
 * 'Vai alla cassa' (docs/rules/cart.md Cart summary): opens /checkout once the cart's
 * lines reach the minimum order and it has an address and a timeslot; otherwise
 * it is disabled and says what is missing.
 */
export function CheckoutButton({
  cart,
  onNavigate,
  className,
}: {
  cart: Cart | undefined;
  onNavigate: () => void;
  /** Its share of the footer it sits in. */
  className?: string;
}) {
  const { t } = useTranslation('cart');
  const noteId = useId();
  const waiting = waitingFor(cart);
  if (waiting === null)
    return (
      <Button asChild block className={cn('sm:w-auto', className)}>
        <Link to={CHECKOUT_PATH} onClick={onNavigate}>
          {t('checkout.go')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  const reason =
    waiting === 'empty'
      ? null
      : t(`checkout.${waiting}`, { missing: euro(cart?.minimumOrder.missing ?? 0) });
  return (
    <div className={cn('flex flex-col items-stretch gap-1 sm:items-end', className)}>
      <Button disabled block className="sm:w-auto" aria-describedby={reason ? noteId : undefined}>
        {t('checkout.go')}
        <ArrowRight aria-hidden="true" />
      </Button>
      {reason ? (
        <p id={noteId} className="text-xs text-ink-muted">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
