import { useTranslation } from 'react-i18next';
import { ListChecks } from 'lucide-react';
import type { Order } from '@spesa/domain';
import { cn } from '../../../ui';
import { dateTime } from '../model/format';
import { statusLabel, statusTone, type StatusTone } from '../model/status';
import { Section } from './section';

const DOT: Record<StatusTone, string> = {
  waiting: 'bg-amber-500',
  active: 'bg-blue-600',
  delivered: 'bg-green-600',
  cancelled: 'bg-ink-subtle',
  failed: 'bg-danger',
};

/** The order's statuses in the order they happened; the last one is the current one. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const steps =
    order.statusHistory.length > 0
      ? order.statusHistory
      : [{ orderStatusId: order.orderStatusId, at: order.addDate }];
  return (
    <Section title={t('detail.timeline')} icon={<ListChecks />}>
      <ol className="relative flex flex-col gap-4 pl-1">
        {steps.map((step, index) => {
          const current = index === steps.length - 1;
          return (
            <li
              key={`${step.orderStatusId}-${step.at}-${'edited' in step ? 'e' : ''}`}
              aria-current={current ? 'step' : undefined}
              className="relative flex gap-3"
            >
              {!current ? (
                <span
                  aria-hidden="true"
                  className="absolute top-4 left-[7px] h-[calc(100%+0.25rem)] w-0.5 bg-line"
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'relative mt-1 size-4 shrink-0 rounded-full ring-4 ring-white',
                  DOT[statusTone(step.orderStatusId)],
                  !current && 'opacity-60',
                )}
              />
              <div className="min-w-0">
                <p className={cn('text-ink', current ? 'font-bold' : 'font-medium')}>
                  {'edited' in step && step.edited
                    ? t('detail.edited')
                    : statusLabel(step.orderStatusId, order.orderStatusDescr)}
                  {current ? <span className="sr-only"> {t('detail.currentStep')}</span> : null}
                </p>
                <p className="text-sm text-ink-muted">
                  <time dateTime={step.at}>{dateTime(step.at)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
