import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { refusalMessage } from '../../../lib/api';
import { Alert, Button, Skeleton, Spinner } from '../../../ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useCart } from '../../../lib/cart';
import { useSelectTimeslot } from '../api/select-timeslot';
import { useTimeslots } from '../api/get-timeslots';
import { dayParts, homeAddressName, shippingAddressLabel, typeNameOf } from '../format';
import { longDay } from '../../../lib/format';
import { preselectedDay, visibleDays } from '../timeslot-rules';
import { TimeslotGrid } from './timeslot-grid';
import { TimeslotLegend } from './timeslot-legend';

export interface TimeslotSelectorProps {
  /** The slot was taken (docs/rules/delivery-and-slots.md: set-timeslot succeeded, submit is emitted). */
  onSubmit: () => void;
  /** The shopper wants another address first ('setAddress' of the checkout flow). */
  onChangeAddress?: () => void;
}

/**
 * docs/rules/delivery-and-slots.md Timeslot selector: day tabs with the cart's date preselected, the
 * active slots of the day, the legend; choosing a slot takes it for the cart.
 */
export function TimeslotSelector({ onSubmit, onChangeAddress }: TimeslotSelectorProps) {
  const { t } = useTranslation('delivery');
  const { t: tCart } = useTranslation('cart');
  const cart = useCart();
  const timeslots = useTimeslots();
  const select = useSelectTimeslot();
  const [chosenDay, setChosenDay] = useState<string>();

  const days = useMemo(() => visibleDays(timeslots.data?.days ?? []), [timeslots.data]);
  const cartSlot = cart.data?.timeslot ?? null;
  const activeDay =
    chosenDay && days.some((d) => d.dateIso === chosenDay)
      ? chosenDay
      : preselectedDay(days, cartSlot?.date);
  const address = cart.data?.shippingAddress ?? null;

  const choose = (date: string, timeslotId: number) => {
    if (select.isPending) return;
    select.mutate(
      { date, timeslotId },
      {
        onSuccess: onSubmit,
        // The calendar may have changed (a slot filled up): read it again.
        onError: () => void timeslots.refetch(),
      },
    );
  };

  const refusal = select.isError
    ? (refusalMessage(select.error) ?? tCart('errors.errorSettingTimeslot'))
    : '';

  return (
    <div className="flex flex-col gap-5">
      {address ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-surface-muted px-4 py-3">
          <p className="flex min-w-0 items-start gap-2 text-sm text-ink">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              {t('timeslot.for', {
                service: t(`services.${typeNameOf(address.addressTypeId)}`),
                address: [homeAddressName(address), shippingAddressLabel(address)]
                  .filter(Boolean)
                  .join(' · '),
              })}
            </span>
          </p>
          {onChangeAddress ? (
            <Button variant="link" size="sm" className="min-h-11" onClick={onChangeAddress}>
              {t('timeslot.changeAddress')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div role="alert" className="empty:sr-only">
        {refusal ? <Alert variant="error">{refusal}</Alert> : null}
      </div>

      {timeslots.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <div className="flex gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-[4.5rem]" />
            ))}
          </div>
          <div className="grid grid-cols-2 gap-2.5 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-[4.75rem]" />
            ))}
          </div>
        </div>
      ) : timeslots.isError ? (
        <Alert variant="error">
          <p>{t('timeslot.loadError')}</p>
          <Button
            variant="link"
            size="sm"
            className="mt-1 min-h-11"
            onClick={() => void timeslots.refetch()}
          >
            {t('timeslot.retry')}
          </Button>
        </Alert>
      ) : days.length === 0 || !activeDay ? (
        <Alert variant="info">{t('timeslot.noSlots')}</Alert>
      ) : (
        <Tabs value={activeDay} onValueChange={setChosenDay} className="flex flex-col gap-4">
          <TabsList variant="cards" aria-label={t('timeslot.daysLabel')}>
            {days.map((day) => {
              const parts = dayParts(day.dateIso);
              return (
                <TabsTrigger key={day.dateIso} value={day.dateIso} variant="cards">
                  <span className="text-xs font-semibold uppercase">{parts.weekday}</span>
                  <span className="text-xl leading-tight font-bold">{parts.day}</span>
                  <span className="text-xs">{parts.month}</span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          {days.map((day) => (
            <TabsContent key={day.dateIso} value={day.dateIso}>
              <h3 className="mb-3 font-semibold text-ink first-letter:uppercase">
                {longDay(day.dateIso)}
              </h3>
              <TimeslotGrid
                day={day}
                cartSlot={cartSlot}
                disabled={select.isPending}
                onChoose={choose}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}

      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted empty:hidden">
        {select.isPending ? (
          <>
            <Spinner className="size-4" />
            {t('timeslot.choosing')}
          </>
        ) : null}
      </p>

      <TimeslotLegend className="border-t border-line pt-4" />
    </div>
  );
}
