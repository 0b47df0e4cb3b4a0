import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger, Skeleton } from '../../../ui';
import { usePrebilledAmount } from '../api/get-prebilled-amount';
import { euro } from '../../../lib/format';

/**
 * What a card or PayPal reserves now (checkout/prebilled-amount, docs/rules/checkout-and-payment.md),
 * with the reason: packaged goods plus a margin on variable-weight goods,
 * charged on delivery for the weighed amount.
 */
export function PrebilledAmount({
  paymentTypeId,
  orderId = null,
}: {
  paymentTypeId: number;
  orderId?: number | null;
}) {
  const { t } = useTranslation('checkout');
  const amount = usePrebilledAmount(paymentTypeId, orderId);
  if (amount.isPending) return <Skeleton className="h-16" />;
  if (amount.isError)
    return <p className="text-sm text-ink-muted">{t('payment.prebilledError')}</p>;
  const explanation = t('payment.prebilledTooltip', { percent: amount.data.marginPercent });
  return (
    <div className="rounded-xl border border-accent/50 bg-warning-soft py-1 pr-3 pl-3">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-1 font-semibold text-ink">
          {t('payment.prebilledTitle')}
          <Popover>
            <PopoverTrigger
              aria-label={t('payment.prebilledWhy')}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-white hover:text-primary"
            >
              <Info aria-hidden="true" className="size-5" />
            </PopoverTrigger>
            <PopoverContent>{explanation}</PopoverContent>
          </Popover>
        </span>
        <span className="text-lg font-extrabold text-ink tabular-nums">
          {euro(amount.data.prebilledAmount)}
        </span>
      </div>
    </div>
  );
}
