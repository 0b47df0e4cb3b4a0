import {
  ADDRESS_TYPE,
  INTL_LOCALE,
  addressTypeName,
  displayCity,
  eurosToCents,
  formatEuro,
  type Address,
  type AddressTypeName,
  type CartShippingAddress,
  type Store,
  onFirstUse,
  SHOP_TIME_ZONE,
} from '@spesa/domain';

type StreetParts = Pick<Address, 'address1' | 'addressNumber' | 'postalcode' | 'city' | 'province'>;

/** "Via Mazzini 12" */
export const streetLine = (a: Pick<StreetParts, 'address1' | 'addressNumber'>): string =>
  [a.address1.trim(), a.addressNumber.trim()].filter(Boolean).join(' ');

/** "40121 Bologna (BO)" */
export const townLine = (a: Pick<StreetParts, 'postalcode' | 'city' | 'province'>): string => {
  const province = a.province.trim() ? `(${a.province.trim().toUpperCase()})` : '';
  return [a.postalcode.trim(), displayCity(a.city.trim()), province].filter(Boolean).join(' ');
};

/** "Via Mazzini 12, 40121 Bologna (BO)" */
export const fullAddress = (a: StreetParts): string =>
  [streetLine(a), townLine(a)].filter(Boolean).join(', ');

/** The address type name of the API (home, drive, locker); unknown types read as home. */
export const typeNameOf = (addressTypeId: number): AddressTypeName =>
  addressTypeName(addressTypeId) ?? 'home';

/** What the navbar shows of the cart's address: the street and town for home, the point's name for pickup. */
export function shippingAddressLabel(address: CartShippingAddress): string {
  const street = `${streetLine(address)}, ${displayCity(address.city)}`;
  if (address.addressTypeId === ADDRESS_TYPE.HOME) return street;
  return address.addressName.trim() || street;
}

/** The shopper's own name of a home address ("Casa"), shown beside the service; none for pickup points. */
export const homeAddressName = (address: CartShippingAddress): string =>
  address.addressTypeId === ADDRESS_TYPE.HOME ? address.addressName.trim() : '';

const dayFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);

const isoDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** "dom 22 nov" */
export const shortDay = (iso: string): string =>
  dayFormatter().format(isoDate(iso)).replace('.', '');

/** The parts of a day tab: "dom", "22", "nov". */
export function dayParts(iso: string): { weekday: string; day: string; month: string } {
  const parts = dayFormatter().formatToParts(isoDate(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((p) => p.type === type)?.value ?? '').replace('.', '');
  return { weekday: part('weekday'), day: part('day'), month: part('month') };
}

/** "09:00 - 11:00" (each slot shows 'HH:MM - HH:MM'). */
export const slotRange = (slot: { beginTime: string; endTime: string }): string =>
  `${slot.beginTime.slice(0, 5)} - ${slot.endTime.slice(0, 5)}`;

const cutoffParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/**
 * When a slot's orders close, in Italian time: the hour, and the day when it is
 * not the slot's own ("mar 1 dic"), for 'Ordini entro …' on the slot.
 */
export function cutoffOf(cutoffAt: string, slotDate: string): { time: string; day: string | null } {
  const parts = cutoffParts().formatToParts(new Date(cutoffAt));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return {
    time: `${part('hour')}:${part('minute')}`,
    day: date === slotDate ? null : shortDay(date),
  };
}

/** "3,90 €" */
export const formatFee = (euros: number): string => formatEuro(eurosToCents(euros));

/** "800 m", "2,4 km" */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  const km = meters / 1000;
  return `${km.toLocaleString(INTL_LOCALE, { maximumFractionDigits: km < 10 ? 1 : 0 })} km`;
}

/** Today's opening hours of a store ("08:00-20:00", "08:30-13:00, 15:30-19:30"), or null when closed. */
export function todaysHours(store: Store, now: Date = new Date()): string | null {
  const weekday = now.getDay();
  const todayIso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (store.closedDates.includes(todayIso)) return null;
  const day = store.openingHours.find((d) => d.weekday === weekday);
  if (!day || day.hours.length === 0) return null;
  return day.hours.map((h) => `${h.from}-${h.to}`).join(', ');
}

/** Case- and accent-insensitive text for the selector's search. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** docs/rules/delivery-and-slots.md Address selector: search on name, street and city. */
export function matchesAddressSearch(address: Address, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(
    [
      address.addressName,
      address.address1,
      address.addressNumber,
      address.city,
      address.postalcode,
    ].join(' '),
  );
  return words.every((w) => haystack.includes(w));
}
