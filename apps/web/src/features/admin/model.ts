import { formatEuro, onFirstUse } from '@spesa/domain';

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
