import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import { openLoginDialog } from '../../auth';
import { Button, cn } from '../../../ui';

export interface AddToCartButtonProps {
  isAuthenticated: boolean;
  /** Stock and caps leave room for the first add. */
  purchasable: boolean;
  /** Accessible name naming the product (cards hold many buttons). */
  label?: string;
  compact?: boolean;
  /**
   * Id of a visible note that explains why the button is disabled for a
   * logged-in shopper (a listing shows one note for all its cards); without
   * it the note is shown under the button.
   */
  noteId?: string;
  className?: string;
}

/**
 * SPEC §6: adding to the cart needs a login. An anonymous shopper gets the
 * login dialog. Adding for real comes with the cart issue: until then a
 * logged-in shopper sees the button disabled with a visible note, never a
 * control that pretends to work.
 */
export function AddToCartButton({
  isAuthenticated,
  purchasable,
  label,
  compact = false,
  noteId,
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation('catalog');
  const ownNoteId = useId();
  const text = compact ? t('cart.addShort') : t('cart.add');

  if (!purchasable) {
    return (
      <Button variant="outline-neutral" disabled className={className} block={compact}>
        {t('cart.unavailable')}
      </Button>
    );
  }

  if (!isAuthenticated) {
    return (
      <Button
        onClick={() => openLoginDialog()}
        aria-label={label}
        aria-haspopup="dialog"
        className={className}
        block={compact}
      >
        <ShoppingCart aria-hidden="true" />
        {text}
      </Button>
    );
  }

  return (
    <div className={cn('flex flex-col gap-1.5', compact && 'w-full')}>
      <Button
        disabled
        aria-label={label}
        aria-describedby={noteId ?? ownNoteId}
        className={className}
        block={compact}
      >
        <ShoppingCart aria-hidden="true" />
        {text}
      </Button>
      {noteId ? null : (
        <p id={ownNoteId} className="text-sm text-ink-muted">
          {t('cart.notYet')}
        </p>
      )}
    </div>
  );
}
