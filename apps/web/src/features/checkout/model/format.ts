import { INTL_LOCALE, onFirstUse, SHOP_TIME_ZONE } from '@spesa/domain';

const timeFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** 'HH:MM' of an ISO instant, in Italian time. */
export const clockTime = (iso: string): string => timeFormatter().format(new Date(iso));
