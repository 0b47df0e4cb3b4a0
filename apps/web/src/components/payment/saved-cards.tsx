import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, Plus } from 'lucide-react';
import type { PaymentAuth } from '@spesa/domain';
import type { CardChoice } from '../../lib/checkout';
import { Alert, Button, Checkbox, RadioGroup, RadioGroupItem, Skeleton, cn } from '../../ui';

/**
 * The shopper's saved cards (payment-type/list-auth), 'Usa una nuova carta'
 * and, for a new card, 'Ricorda questa carta' (payment_data save_card).
 */
export function SavedCards({
  auths,
  isPending,
  isError,
  onRetry,
  value,
  onChange,
  remember,
  onRememberChange,
  disabled,
}: {
  auths: PaymentAuth[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  value: CardChoice;
  onChange: (choice: CardChoice) => void;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  if (isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-14" />
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {isError ? (
        <Alert variant="warning">
          <p>{t('payment.savedCardsLoadError')}</p>
          <Button variant="link" size="sm" className="min-h-11" onClick={onRetry}>
            {t('checkout.retry')}
          </Button>
        </Alert>
      ) : null}
      <p id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('payment.savedCardsTitle')}
      </p>
      <RadioGroup
        aria-labelledby={`${id}-title`}
        value={String(value)}
        onValueChange={(next) => onChange(next === 'new' ? 'new' : Number(next))}
        disabled={disabled}
        className="flex flex-col gap-2"
      >
        {auths.map((auth) => {
          const itemId = `${id}-${auth.userPaymentAuthId}`;
          return (
            <label
              key={auth.userPaymentAuthId}
              htmlFor={itemId}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2',
                value === auth.userPaymentAuthId ? 'border-primary bg-primary-soft' : 'border-line',
              )}
            >
              <RadioGroupItem id={itemId} value={String(auth.userPaymentAuthId)} />
              <CreditCard aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-ink">
                  {auth.cardBrand} {auth.creditCard}
                </span>
                <span className="text-sm text-ink-muted">
                  {t('payment.cardExpires', { date: auth.expireDate })}
                </span>
              </span>
            </label>
          );
        })}
        <label
          htmlFor={`${id}-new`}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2',
            value === 'new' ? 'border-primary bg-primary-soft' : 'border-line',
          )}
        >
          <RadioGroupItem id={`${id}-new`} value="new" />
          <Plus aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
          <span className="font-semibold text-ink">{t('payment.newCard')}</span>
        </label>
      </RadioGroup>
      {value === 'new' ? (
        <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3">
          <p className="text-sm text-ink-muted">{t('payment.newCardHint')}</p>
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={`${id}-remember`}
              checked={remember}
              disabled={disabled}
              onCheckedChange={(checked) => onRememberChange(checked === true)}
            />
            <label
              htmlFor={`${id}-remember`}
              className="cursor-pointer text-sm font-semibold text-ink"
            >
              {t('payment.rememberCard')}
            </label>
          </div>
        </div>
      ) : null}
    </div>
  );
}
