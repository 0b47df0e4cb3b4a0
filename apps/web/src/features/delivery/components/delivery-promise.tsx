import { useTranslation } from 'react-i18next';
import { CalendarClock, MapPin } from 'lucide-react';
import type { TimeslotDay } from '@spesa/domain';
import { useSession } from '../../../lib/session';
import { useCart } from '../../../lib/cart';
import { isAssigned, useCheckoutFlow } from '../../../lib/checkout';
import { Button } from '../../../ui';
import { useTimeslots } from '../api/get-timeslots';
import { shippingAddressLabel, shortDay, slotRange } from '../format';
import { isSlotChoosable, visibleDays } from '../timeslot-rules';

/** The first slot a shopper can still book, day by day as the calendar lists them. */
export function firstFreeSlot(days: readonly TimeslotDay[]) {
  for (const day of visibleDays(days)) {
    const slot = day.timeslots.find(isSlotChoosable);
    if (slot) return { date: day.dateIso, slot };
  }
  return null;
}

/**
 * The home's delivery promise for a logged-in shopper (issue 17): when the
 * cart has an address but no timeslot, the first free one for it, to book in
 * one tap; the booked one otherwise; the way to choose an address without one.
 * Nothing for a visitor or before the cart is known, so that it never differs
 * from the page the server rendered.
 */
export function DeliveryPromise() {
  const { t } = useTranslation('delivery');
  const session = useSession();
  const cart = useCart({ enabled: session.isKnown && !session.isError });
  const flow = useCheckoutFlow();
  const address = cart.data?.shippingAddress;
  const booked = isAssigned(cart.data?.timeslot) ? cart.data?.timeslot : null;
  const needsSlot = session.isAuthenticated && isAssigned(address) && !booked;
  const calendar = useTimeslots({ enabled: needsSlot });

  if (!session.isAuthenticated || !cart.data) return null;
  if (!address || !isAssigned(address))
    return (
      <Button
        variant="outline"
        className="mt-4 w-full whitespace-normal sm:w-auto"
        onClick={() => void flow.changeAddress()}
      >
        <MapPin aria-hidden="true" />
        {t('navbar.choose')}
      </Button>
    );

  const free = calendar.data ? firstFreeSlot(calendar.data.days) : null;
  const line = booked
    ? t('promise.booked', { day: shortDay(booked.date), range: slotRange(booked) })
    : calendar.isPending
      ? null
      : free
        ? t('promise.nextSlot', { day: shortDay(free.date), range: slotRange(free.slot) })
        : t('promise.noSlot');

  // Beside the cart's button from 640 px, the slot's button beside its line: the welcome
  // keeps one row's height, so the first products stay in a 1280 × 800 screen.
  return (
    <div className="mt-3 w-full border-t border-line pt-3 sm:mt-4 sm:flex sm:w-auto sm:flex-1 sm:flex-wrap sm:items-center sm:gap-x-3 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-3">
      <p className="flex items-start gap-2 text-ink">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary-dark" />
        <span>
          <span className="block text-sm text-ink-muted">{shippingAddressLabel(address)}</span>
          <span className="font-semibold">{line ?? t('promise.loading')}</span>
        </span>
      </p>
      {booked ? null : (
        <Button
          variant="outline"
          className="mt-3 w-full whitespace-normal sm:mt-0 sm:w-auto"
          onClick={() => void flow.changeTimeslot()}
        >
          {t('promise.book')}
        </Button>
      )}
    </div>
  );
}
