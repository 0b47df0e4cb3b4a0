import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { CHECKOUT_PATH } from '../../../config/paths';
import { Button } from '../../../ui';

/** The checkout route comes with the checkout issue; until then the button says why it waits (decision 009). */
const CHECKOUT_READY = false;

export function CheckoutButton({
  hasItems,
  onNavigate,
}: {
  hasItems: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('cart');
  const noteId = useId();
  if (CHECKOUT_READY && hasItems)
    return (
      <Button asChild block className="sm:w-auto">
        <Link to={CHECKOUT_PATH} onClick={onNavigate}>
          {t('checkout.go')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <Button disabled block className="sm:w-auto" aria-describedby={hasItems ? noteId : undefined}>
        {t('checkout.go')}
        <ArrowRight aria-hidden="true" />
      </Button>
      {hasItems ? (
        <p id={noteId} className="text-xs text-ink-muted">
          {t('checkout.notYet')}
        </p>
      ) : null}
    </div>
  );
}
