import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { cn } from '../../../ui';

export type CheckoutStep = 'checkout' | 'payment' | 'done';
const STEPS: readonly CheckoutStep[] = ['checkout', 'payment', 'done'];

/** Cassa › Pagamento › Conferma: where the shopper is in the purchase. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className="mb-5">
      <ol className="flex flex-wrap items-center gap-2 text-sm font-semibold sm:gap-3">
        {STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step} className="flex min-w-0 items-center gap-2 sm:gap-3">
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-0.5 w-5 shrink-0 sm:w-10',
                    done || active ? 'bg-primary' : 'bg-line',
                  )}
                />
              ) : null}
              <span
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex min-w-0 items-center gap-1.5',
                  active ? 'text-primary' : done ? 'text-ink' : 'text-ink-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs',
                    active && 'border-primary bg-primary text-white',
                    done && 'border-primary bg-primary-soft text-primary',
                    !active && !done && 'border-line-strong text-ink-muted',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
                </span>
                {/* On phones only the current step is named: three names do not fit. */}
                <span className={cn('whitespace-nowrap', !active && 'sr-only sm:not-sr-only')}>
                  {t(`steps.${step}`)}
                </span>
                {active ? <span className="sr-only">{t('steps.current')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
