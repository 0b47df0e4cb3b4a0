import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';
import type { SlotState } from '../timeslot-rules';
import { SLOT_LOOK } from './slot-look';

const ORDER: SlotState[] = ['empty', 'intermediate', 'full', 'selected'];

/** docs/rules/delivery-and-slots.md Timeslot selector legend: free, almost full, full, selected; each with its icon and word. */
export function TimeslotLegend({ className }: { className?: string }) {
  const { t } = useTranslation('delivery');
  return (
    <div className={className}>
      <h3 className="sr-only">{t('timeslot.legend')}</h3>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
        {ORDER.map((state) => {
          const { icon: Icon, swatch } = SLOT_LOOK[state];
          return (
            <li key={state} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-6 items-center justify-center rounded-md border',
                  swatch,
                )}
              >
                <Icon className="size-4" />
              </span>
              {t(`timeslot.status.${state}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
