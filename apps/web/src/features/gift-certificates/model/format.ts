import {
  INTL_LOCALE,
  eurosToCents,
  formatEuro,
  type UserGiftCertificate,
  onFirstUse,
} from '@spesa/domain';

/** Validity ends and orders are Italian moments. */
const SHOP_TIME_ZONE = 'Europe/Rome';

const dateFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** '31 dicembre 2027' of an ISO instant, in Italian time. */
export const italianDate = (iso: string): string => dateFormatter().format(new Date(iso));

/** '5,00 €' of euros on the wire. */
export const euro = (value: number): string => formatEuro(eurosToCents(value));

const numberFormatter = onFirstUse(() => new Intl.NumberFormat(INTL_LOCALE));

/** '1250', '12.500' (Italian grouping starts at five digits). */
export const points = (value: number): string => numberFormatter().format(value);

export type CertificateState = 'available' | 'inCart' | 'used' | 'expired';

/**
 * What the shopper can still do with a certificate. A code of the held list
 * that no order used is on the cart; a used one stays used even once expired.
 */
export function stateOf(
  certificate: UserGiftCertificate,
  list: 'held' | 'assigned',
): CertificateState {
  if (certificate.used) return 'used';
  if (certificate.expired) return 'expired';
  return list === 'held' ? 'inCart' : 'available';
}
