import { formatEuro, onFirstUse, SHOP_TIME_ZONE } from '@spesa/domain';

export const euro = (value: number): string => formatEuro(Math.round(value * 100));

const kgFormat = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 }));
export const kg = (value: number): string => `${kgFormat().format(value)} kg`;

/** The SAML sign-in (docs/rules/account.md saml/do-login): a full navigation to the identity provider. */
export const staffLoginUrl = (relay: string): string =>
  `/ebsn/api/saml/do-login?${new URLSearchParams({ relay_state_url: relay }).toString()}`;

export const staffLogoutUrl = (relay: string): string =>
  `/ebsn/api/saml/do-logout?${new URLSearchParams({ relay_state_url: relay }).toString()}`;

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);
export const dayLabel = (isoDate: string): string =>
  dayFormat().format(new Date(`${isoDate}T12:00:00Z`));

const stampFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);
/** When something happened in the store's time: «24/11, 09:30». */
export const stampLabel = (iso: string): string => stampFormat().format(new Date(iso));
