import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CartTimeslot, TimeslotDay } from '@spesa/domain';
import { cn } from '../../../ui';
import { cutoffOf, formatFee, slotRange } from '../format';
import { longDay } from '../../../lib/format';
import { isSlotChoosable, slotState } from '../timeslot-rules';
import { SLOT_LOOK } from './slot-look';

export interface TimeslotGridProps {
  day: TimeslotDay;
  cartSlot: Pick<CartTimeslot, 'date' | 'timeslotId'> | null | undefined;
  /** The grid is disabled while a choice is being sent (docs/rules/delivery-and-slots.md Timeslot). */
  disabled: boolean;
  onChoose: (date: string, timeslotId: number) => void;
}

/** docs/rules/delivery-and-slots.md: the slot says until when it can be ordered or changed. */
function cutoffText(t: TFunction<'delivery'>, cutoffAt: string, slotDate: string): string {
  const { time, day } = cutoffOf(cutoffAt, slotDate);
  return day ? t('timeslot.cutoffBefore', { day, time }) : t('timeslot.cutoffSameDay', { time });
}

/**
 * The slots of one day: 2 columns on phones, 4 from md up (docs/rules/delivery-and-slots.md). Each slot
 * is a toggle button (aria-pressed) that says its range and its state in words.
 */
export function TimeslotGrid({ day, cartSlot, disabled, onChoose }: TimeslotGridProps) {
  const { t } = useTranslation('delivery');
  return (
    <fieldset disabled={disabled} className="min-w-0" aria-busy={disabled}>
      <legend className="sr-only">{t('timeslot.slotsLabel', { day: longDay(day.dateIso) })}</legend>
      <ul className="grid grid-cols-2 gap-2.5 md:grid-cols-4">
        {day.timeslots.map((slot) => {
          const state = slotState(day.dateIso, slot, cartSlot);
          const { icon: Icon, button } = SLOT_LOOK[state];
          const choosable = isSlotChoosable(slot) || state === 'selected';
          return (
            <li key={slot.timeslotId}>
              <button
                type="button"
                aria-pressed={state === 'selected'}
                disabled={!choosable}
                onClick={() => onChoose(day.dateIso, slot.timeslotId)}
                className={cn(
                  'flex min-h-[4.75rem] w-full cursor-pointer flex-col items-start justify-center gap-1 rounded-xl border-2 px-3 py-2 text-left transition-colors disabled:cursor-not-allowed',
                  button,
                  disabled && state !== 'full' ? 'opacity-70' : '',
                )}
              >
                <span className="text-base font-bold tabular-nums">{slotRange(slot)}</span>
                <span className="flex items-center gap-1.5 text-sm font-medium">
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(`timeslot.status.${state}`)}
                </span>
                {slot.active === 1 && state !== 'full' ? (
                  <span
                    className={cn(
                      'text-xs font-medium',
                      state === 'selected' ? 'text-white' : 'text-ink-muted',
                    )}
                  >
                    {cutoffText(t, slot.cutoffAt, day.dateIso)}
                  </span>
                ) : null}
                {slot.deliveryFee > 0 ? (
                  <span
                    className={cn(
                      'text-xs font-medium',
                      state === 'selected' ? 'text-white' : 'text-ink-muted',
                    )}
                  >
                    {t('timeslot.fee', { fee: formatFee(slot.deliveryFee) })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
