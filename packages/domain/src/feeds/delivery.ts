import { FEED_MESSAGES as M } from '../texts/feeds';
import { parseFeedDate } from './offers';
import {
  FEED_CODE,
  lineFields,
  parseCents,
  parseFeedDecimal,
  type FeedProblem,
  type FieldProblem,
} from './values';

/** The kinds of line of a delivery set-up feed, in the order the import writes them. */
export const DELIVERY_LINE_KINDS = [
  'warehouse',
  'store',
  'locker',
  'zone',
  'slot',
  'closing',
] as const;
export type DeliveryLineKind = (typeof DELIVERY_LINE_KINDS)[number];

/** Where a warehouse, a store or a locker is. Coordinates are WGS84 degrees. */
export interface FeedSite {
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
}

/** Opening hours by weekday (0 = Sunday … 6 = Saturday), each a list of [open, close] 'HH:MM'. */
export type WeeklyHours = Partial<
  Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', [string, string][]>
>;

/** Whose weekly slot a slot line is: a store's counter, a locker or a home-delivery zone. */
export type SlotOwner = { store: number } | { locker: string } | { zone: string };

export type DeliveryFeedLine =
  | { kind: 'warehouse'; warehouseId: number; name: string; site: FeedSite }
  | {
      kind: 'store';
      storeId: number;
      name: string;
      warehouseId: number;
      site: FeedSite;
      phone: string;
      hours: WeeklyHours;
      active: boolean;
    }
  | {
      kind: 'locker';
      code: string;
      name: string;
      storeId: number;
      site: FeedSite;
      /** A shop-at-work locker: reserved to the staff of the company with this code. */
      company: { name: string; code: string } | null;
      active: boolean;
    }
  | {
      kind: 'zone';
      code: string;
      name: string;
      warehouseId: number;
      storeId: number;
      postalCodes: string[];
      latitude: number;
      longitude: number;
      radiusMeters: number | null;
      active: boolean;
    }
  | {
      kind: 'slot';
      owner: SlotOwner;
      name: string;
      /** 0 = Sunday … 6 = Saturday, ascending. */
      weekdays: number[];
      begin: string;
      end: string;
      capacity: number;
      feeCents: number;
      cutoffMinutes: number;
    }
  | { kind: 'closing'; day: string; warehouse: number | '*'; reason: string };

/** Italian weekday abbreviations by number (0 = Sunday), as a grocer writes them. */
const DAY_NAMES = ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'] as const;
/** Monday first: a range «ven-lun» runs through the weekend. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const DAY_FULL_NAMES = [
  'domenica',
  'lunedi',
  'martedi',
  'mercoledi',
  'giovedi',
  'venerdi',
  'sabato',
];

/** A day by its name or the start of it, three letters at least («lun», «Lunedì»). */
const dayNumber = (name: string): number | null => {
  const plain = name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (plain.length < 3) return null;
  const index = DAY_FULL_NAMES.findIndex((d) => d.startsWith(plain));
  return index === -1 ? null : index;
};

/**
 * Weekdays as a grocer writes them: «lun-sab», «lun,mer,ven», «sab», «tutti»;
 * null when not. Ascending, 0 = Sunday.
 */
export function parseWeekdays(text: string): number[] | null {
  const value = text.trim().toLowerCase();
  if (!value) return null;
  if (value === 'tutti') return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of value.split(',')) {
    const [from, to, ...rest] = part.split('-');
    if (rest.length > 0 || from === undefined) return null;
    const a = dayNumber(from);
    const b = to === undefined ? a : dayNumber(to);
    if (a === null || b === null) return null;
    const start = WEEK_ORDER.indexOf(a as (typeof WEEK_ORDER)[number]);
    const end = WEEK_ORDER.indexOf(b as (typeof WEEK_ORDER)[number]);
    if (end < start) return null;
    for (let i = start; i <= end; i++) days.add(WEEK_ORDER[i]!);
  }
  return [...days].sort((x, y) => x - y);
}

/** 'HH:MM' of a 24-hour clock, or null. */
export function parseClock(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * Opening hours as a grocer writes them: «lun-sab 08:00-20:00|dom 09:00-13:00»,
 * a lunch break as two spans («lun-sab 08:30-13:00 15:30-19:30»). Null when not.
 */
export function parseOpeningHours(text: string): WeeklyHours | null {
  const hours: WeeklyHours = {};
  const groups = text
    .split('|')
    .map((g) => g.trim())
    .filter(Boolean);
  if (groups.length === 0) return null;
  for (const group of groups) {
    const [dayText, ...spanTexts] = group.split(/\s+/);
    const days = parseWeekdays(dayText ?? '');
    if (!days || spanTexts.length === 0) return null;
    const spans: [string, string][] = [];
    for (const spanText of spanTexts) {
      const [open, close, ...rest] = spanText.split('-').map(parseClock);
      if (!open || !close || rest.length > 0 || open >= close) return null;
      const last = spans.at(-1);
      if (last && open < last[1]) return null;
      spans.push([open, close]);
    }
    for (const day of days) {
      const key = String(day) as keyof WeeklyHours;
      if (hours[key]) return null;
      hours[key] = spans;
    }
  }
  return hours;
}

/** The most CAPs one zone's range may give: past it, a typo («40121-41141»). */
const MAX_CAP_RANGE = 1000;

/** CAPs as «40121-40141|40026»: the CAPs, or null when not. */
export function parseCaps(text: string): string[] | null {
  const caps: string[] = [];
  for (const part of text.split('|').map((p) => p.trim())) {
    const range = /^(\d{5})(?:\s*-\s*(\d{5}))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (to < from || to - from >= MAX_CAP_RANGE) return null;
    for (let cap = from; cap <= to; cap++) caps.push(String(cap).padStart(5, '0'));
  }
  return [...new Set(caps)];
}

/** The box Italy fits in (Lampedusa to the Vetta d'Italia, Sardinia to Otranto). */
const ITALY = { minLat: 35.2, maxLat: 47.2, minLng: 6.6, maxLng: 18.6 };

const LIMITS: Record<string, number> = {
  name: 120,
  address: 120,
  number: 20,
  city: 80,
  phone: 30,
  company: 120,
};

/**
 * Checks one line of a delivery set-up feed on its own: what it refers to
 * (a warehouse, a store, a locker or a zone of the file or the shop) is the
 * import's to check.
 */
export function readDeliveryLine(
  fields: Readonly<Record<string, string>>,
): { line: DeliveryFeedLine; problems: [] } | { line: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const { text, required, code, withinLimits } = lineFields(fields, problems);
  const id = (column: string): number => {
    const value = required(column);
    if (value && !/^\d{1,9}$/.test(value)) {
      problems.push({ column, message: M.badId(value) });
      return 0;
    }
    return Number(value);
  };
  const count = (column: string, optional = false): number | null => {
    const value = optional ? text(column) : required(column);
    if (!value) return null;
    if (!/^\d{1,6}$/.test(value)) {
      problems.push({ column, message: M.badCount(value) });
      return null;
    }
    return Number(value);
  };
  const degrees = (column: string, min: number, max: number): number => {
    const value = required(column);
    if (!value) return 0;
    const number = parseFeedDecimal(value);
    if (number === null) problems.push({ column, message: M.badNumber(value) });
    else if (number < min || number > max) problems.push({ column, message: M.notInItaly(value) });
    return number ?? 0;
  };
  const site = (): FeedSite => {
    const province = required('province');
    if (province && !/^[A-Za-z]{2}$/.test(province))
      problems.push({ column: 'province', message: M.badProvince(province) });
    const postalcode = required('cap');
    if (postalcode && !/^\d{5}$/.test(postalcode))
      problems.push({ column: 'cap', message: M.badCap(postalcode) });
    return {
      address1: required('address'),
      addressNumber: text('number'),
      city: required('city'),
      province: province.toUpperCase(),
      postalcode,
      latitude: degrees('latitude', ITALY.minLat, ITALY.maxLat),
      longitude: degrees('longitude', ITALY.minLng, ITALY.maxLng),
    };
  };
  const active = (): boolean => {
    const value = text('status').toLowerCase();
    if (value && value !== 'active' && value !== 'inactive')
      problems.push({ column: 'status', message: M.badStatus(text('status')) });
    return value !== 'inactive';
  };

  withinLimits(LIMITS);

  const kindText = required('kind').toLowerCase();
  const kind = DELIVERY_LINE_KINDS.find((k) => k === kindText);
  if (!kind) {
    if (kindText)
      problems.push({
        column: 'kind',
        message: M.badDeliveryKind(text('kind'), DELIVERY_LINE_KINDS),
      });
    return { line: null, problems };
  }

  const line = ((): DeliveryFeedLine => {
    switch (kind) {
      case 'warehouse':
        return { kind, warehouseId: id('code'), name: required('name'), site: site() };
      case 'store': {
        const hoursText = required('hours');
        const hours = hoursText ? parseOpeningHours(hoursText) : {};
        if (!hours) problems.push({ column: 'hours', message: M.badHours(hoursText) });
        return {
          kind,
          storeId: id('code'),
          name: required('name'),
          warehouseId: id('warehouse'),
          site: site(),
          phone: required('phone'),
          hours: hours ?? {},
          active: active(),
        };
      }
      case 'locker': {
        const companyName = text('company');
        const companyCode = text('company_code').toUpperCase();
        if (companyName && !companyCode)
          problems.push({ column: 'company_code', message: M.required });
        if (companyCode && !companyName) problems.push({ column: 'company', message: M.required });
        if (companyCode && !FEED_CODE.test(companyCode))
          problems.push({ column: 'company_code', message: M.badCode('company_code') });
        return {
          kind,
          code: code('code'),
          name: required('name'),
          storeId: id('store'),
          site: site(),
          company: companyName && companyCode ? { name: companyName, code: companyCode } : null,
          active: active(),
        };
      }
      case 'zone': {
        const capsText = text('caps');
        const postalCodes = capsText ? parseCaps(capsText) : [];
        if (!postalCodes) problems.push({ column: 'caps', message: M.badCaps(capsText) });
        const radiusMeters = count('radius_m', true);
        if (!capsText && radiusMeters === null && !text('radius_m'))
          problems.push({ column: 'caps', message: M.capsOrRadius });
        return {
          kind,
          code: code('code'),
          name: required('name'),
          warehouseId: id('warehouse'),
          storeId: id('store'),
          postalCodes: postalCodes ?? [],
          latitude: degrees('latitude', ITALY.minLat, ITALY.maxLat),
          longitude: degrees('longitude', ITALY.minLng, ITALY.maxLng),
          radiusMeters,
          active: active(),
        };
      }
      case 'slot': {
        const named = (['store', 'locker', 'zone'] as const).filter((c) => text(c));
        let owner: SlotOwner = { store: 0 };
        if (named.length !== 1) problems.push({ column: 'store', message: M.oneSlotOwner });
        else if (named[0] === 'store') owner = { store: id('store') };
        else if (named[0] === 'locker') owner = { locker: code('locker') };
        else owner = { zone: code('zone') };
        const weekdaysText = required('weekdays');
        const weekdays = weekdaysText ? parseWeekdays(weekdaysText) : [];
        if (!weekdays) problems.push({ column: 'weekdays', message: M.badWeekdays(weekdaysText) });
        const clock = (column: string): string => {
          const value = required(column);
          const parsed = value ? parseClock(value) : '';
          if (parsed === null) problems.push({ column, message: M.badClock(value) });
          return parsed ?? '';
        };
        const begin = clock('begin');
        const end = clock('end');
        if (begin && end && end <= begin)
          problems.push({ column: 'end', message: M.endNotAfterBegin(end, begin) });
        const feeText = text('fee');
        const feeCents = feeText ? parseCents(feeText) : 0;
        if (feeCents === null) problems.push({ column: 'fee', message: M.badFee(feeText) });
        return {
          kind,
          owner,
          name: required('name'),
          weekdays: weekdays ?? [],
          begin,
          end,
          capacity: count('capacity') ?? 0,
          feeCents: feeCents ?? 0,
          cutoffMinutes: count('cutoff_min') ?? 0,
        };
      }
      case 'closing': {
        const dateText = required('date');
        const day = dateText ? parseFeedDate(dateText) : '';
        if (day === null) problems.push({ column: 'date', message: M.badDate(dateText) });
        const warehouseText = text('warehouse');
        let warehouse: number | '*' = '*';
        if (warehouseText && warehouseText !== '*') {
          if (/^\d{1,9}$/.test(warehouseText)) warehouse = Number(warehouseText);
          else problems.push({ column: 'warehouse', message: M.badId(warehouseText) });
        }
        return { kind, day: day ?? '', warehouse, reason: required('name') };
      }
    }
  })();
  return problems.length > 0 ? { line: null, problems } : { line, problems: [] };
}

/** What identifies a line of the feed: a second line with the same key is a duplicate. */
export function deliveryLineKey(line: DeliveryFeedLine): string {
  switch (line.kind) {
    case 'warehouse':
      return `warehouse ${line.warehouseId}`;
    case 'store':
      return `store ${line.storeId}`;
    case 'locker':
      return `locker ${line.code}`;
    case 'zone':
      return `zone ${line.code}`;
    case 'slot':
      return `slot ${slotOwnerKey(line.owner)} ${line.weekdays.join(',')} ${line.begin}-${line.end}`;
    case 'closing':
      return `closing ${line.day} ${line.warehouse}`;
  }
}

/** One owner of weekly slots, as text: 'store 4', 'locker BO-STAZIONE', 'zone bologna'. */
export const slotOwnerKey = (owner: SlotOwner): string =>
  'store' in owner
    ? `store ${owner.store}`
    : 'locker' in owner
      ? `locker ${owner.locker}`
      : `zone ${owner.zone}`;

/** Two weekly slots of one owner that run at the same time on a day they share. */
export const slotsOverlap = (
  a: { weekdays: readonly number[]; begin: string; end: string },
  b: typeof a,
): boolean => a.weekdays.some((d) => b.weekdays.includes(d)) && a.begin < b.end && b.begin < a.end;

/**
 * Opening hours as the feed writes them, Monday first, a run of days with the
 * same hours as one group: «lun-sab 08:00-20:00|dom 09:00-13:00».
 */
export function formatOpeningHours(hours: WeeklyHours): string {
  const spansOf = (day: number): string =>
    (hours[String(day) as keyof WeeklyHours] ?? [])
      .map(([open, close]) => `${open}-${close}`)
      .join(' ');
  const groups: { from: number; to: number; spans: string }[] = [];
  for (const day of WEEK_ORDER) {
    const spans = spansOf(day);
    const last = groups.at(-1);
    if (
      spans &&
      last &&
      last.spans === spans &&
      WEEK_ORDER.indexOf(last.to as 0) + 1 === WEEK_ORDER.indexOf(day)
    )
      last.to = day;
    else if (spans) groups.push({ from: day, to: day, spans });
  }
  return groups
    .map(
      ({ from, to, spans }) =>
        `${from === to ? DAY_NAMES[from] : `${DAY_NAMES[from]}-${DAY_NAMES[to]}`} ${spans}`,
    )
    .join('|');
}

/** What the shop's delivery set-up holds already: what a feed's lines may refer to. */
export interface DeliverySetupFacts {
  /** Store id → the warehouse that stocks it. */
  stores: ReadonlyMap<number, number>;
  warehouses: ReadonlySet<number>;
  lockers: ReadonlySet<string>;
  zones: ReadonlySet<string>;
}

/** The column a repeated line is told under: the one holding its key. */
const KEY_COLUMN: Record<DeliveryLineKind, string> = {
  warehouse: 'code',
  store: 'code',
  locker: 'code',
  zone: 'code',
  slot: 'begin',
  closing: 'date',
};

/**
 * The problems across the lines of a delivery set-up feed, each checked on
 * its own already: repeated entries, overlapping slots of one owner, a
 * company code given two names, a zone served by a store of another
 * warehouse, and references to a warehouse, store, locker or zone that
 * neither the file nor the shop holds. A line may refer to one further down.
 */
export function deliverySetupProblems(
  lines: readonly { line: number; item: DeliveryFeedLine }[],
  facts: DeliverySetupFacts,
): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const warehouses = new Set(facts.warehouses);
  const stores = new Map(facts.stores);
  const lockers = new Set(facts.lockers);
  const zones = new Set(facts.zones);
  const firstLine = new Map<string, number>();
  /** Lines that repeat an earlier one: told once, as repeated. */
  const repeated = new Set<number>();
  for (const { line, item } of lines) {
    const key = deliveryLineKey(item);
    const first = firstLine.get(key);
    if (first !== undefined) {
      problems.push({
        line,
        column: KEY_COLUMN[item.kind],
        message: M.duplicateDeliveryLine(first),
      });
      repeated.add(line);
    } else firstLine.set(key, line);
    if (item.kind === 'warehouse') warehouses.add(item.warehouseId);
    if (item.kind === 'store') stores.set(item.storeId, item.warehouseId);
    if (item.kind === 'locker') lockers.add(item.code);
    if (item.kind === 'zone') zones.add(item.code);
  }

  const companies = new Map<string, string>();
  const weeks = new Map<
    string,
    { line: number; weekdays: number[]; begin: string; end: string }[]
  >();
  for (const { line, item } of lines) {
    const warehouseKnown = (id: number): void => {
      if (!warehouses.has(id))
        problems.push({ line, column: 'warehouse', message: M.warehouseMissing(id) });
    };
    const storeKnown = (id: number): void => {
      if (!stores.has(id)) problems.push({ line, column: 'store', message: M.storeMissing(id) });
    };
    if (item.kind === 'store') warehouseKnown(item.warehouseId);
    else if (item.kind === 'closing' && item.warehouse !== '*') warehouseKnown(item.warehouse);
    else if (item.kind === 'locker') {
      storeKnown(item.storeId);
      const { company } = item;
      const named = company ? companies.get(company.code) : undefined;
      if (company && named !== undefined && named !== company.name)
        problems.push({
          line,
          column: 'company_code',
          message: M.companyOfAnother(company.code, named),
        });
      else if (company) companies.set(company.code, company.name);
    } else if (item.kind === 'zone') {
      warehouseKnown(item.warehouseId);
      storeKnown(item.storeId);
      const its = stores.get(item.storeId);
      if (its !== undefined && warehouses.has(item.warehouseId) && its !== item.warehouseId)
        problems.push({
          line,
          column: 'store',
          message: M.storeOfAnotherWarehouse(item.storeId, its, item.warehouseId),
        });
    } else if (item.kind === 'slot') {
      const { owner } = item;
      if ('store' in owner) storeKnown(owner.store);
      else if ('locker' in owner) {
        if (!lockers.has(owner.locker))
          problems.push({ line, column: 'locker', message: M.lockerMissing(owner.locker) });
      } else if (!zones.has(owner.zone))
        problems.push({ line, column: 'zone', message: M.zoneMissing(owner.zone) });
      if (repeated.has(line)) continue;
      const week = weeks.get(slotOwnerKey(owner)) ?? [];
      const overlapping = week.find((other) => slotsOverlap(other, item));
      if (overlapping)
        problems.push({ line, column: 'begin', message: M.slotsOverlap(overlapping.line) });
      week.push({ line, weekdays: item.weekdays, begin: item.begin, end: item.end });
      weeks.set(slotOwnerKey(owner), week);
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}
