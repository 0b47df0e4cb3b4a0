import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FEED_COLUMNS, nextDay, shopDayOf, type Store } from '@spesa/domain';
import { rowsOf } from '../../../db/client';
import { body, build, type TestApp } from '../../../test/helper';
import { createApiKey } from '../../api-keys';
import { problemTexts, sendFeed } from '../../../test/feed-support';
import { holidaysBetween, prepareCalendar } from '../../delivery';
import { DEMO_DELIVERY_FEED } from '../../../seed/delivery';

/*
 * The delivery set-up feed (docs/rules/feeds.md, Delivery set-up), on PGlite
 * and on PostgreSQL: warehouses, stores, lockers, zones by CAP, each one's
 * week of slots and closing days, through the one import service, and what a
 * shopper sees of them on the next request.
 */

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  key = (await createApiKey(t.database.db, 'erp-consegne'))!.key;
});
afterAll(() => t.close());

const COLUMNS = FEED_COLUMNS.delivery;
/** A line of the feed: its kind and the columns it fills. */
const row = (kind: string, fields: Record<string, string>): string =>
  COLUMNS.map((c) => (c === 'kind' ? kind : (fields[c] ?? ''))).join(';');
const feed = (...lines: string[]) => `${[COLUMNS.join(';'), ...lines].join('\n')}\n`;
const send = (file: string, query = '') => sendFeed(t, key, 'delivery', file, query);

const RAVENNA = {
  address: 'Via di Roma',
  number: '100',
  city: 'Ravenna',
  province: 'RA',
  cap: '48121',
  latitude: '44,4175',
  longitude: '12,2035',
};
const ravenna = [
  row('warehouse', { code: '95', name: 'Magazzino Ravenna Bassette', ...RAVENNA }),
  row('store', {
    code: '10',
    name: 'Ravenna Darsena',
    warehouse: '95',
    phone: '0544 123 410',
    hours: 'lun-sab 08:00-20:00',
    ...RAVENNA,
  }),
  row('locker', { code: 'ra-darsena', name: 'Locker Darsena', store: '10', ...RAVENNA }),
  row('locker', {
    code: 'ra-porto',
    name: 'Locker Porto di Ravenna',
    store: '10',
    company: 'Autorità portuale',
    company_code: 'lavoro-ra-01',
    ...RAVENNA,
  }),
  row('zone', {
    code: 'ravenna',
    name: 'Ravenna',
    warehouse: '95',
    store: '10',
    caps: '48121-48125',
    latitude: '44,4175',
    longitude: '12,2035',
    radius_m: '6000',
  }),
  row('slot', {
    zone: 'ravenna',
    name: 'Mattina',
    weekdays: 'lun-sab',
    begin: '09:00',
    end: '11:00',
    capacity: '8',
    fee: '4,90',
    cutoff_min: '120',
  }),
  row('slot', {
    zone: 'ravenna',
    name: 'Sera',
    weekdays: 'lun-sab',
    begin: '19:00',
    end: '21:00',
    capacity: '6',
    fee: '6,90',
    cutoff_min: '120',
  }),
  row('slot', {
    store: '10',
    name: 'Pomeriggio',
    weekdays: 'lun-sab',
    begin: '16:00',
    end: '18:00',
    capacity: '12',
    fee: '0',
    cutoff_min: '120',
  }),
];

const checkAddress = async (city: string, postalcode: string, province: string) =>
  body(
    await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/user-address/check',
      payload: { address1: 'Via Roma', addressNumber: '1', city, postalcode, province },
    }),
  ).data as { active: number; warehouseId?: number };

const store = async (storeId: number) =>
  (
    body(await t.app.inject({ url: `/ebsn/api/store/view?store_id=${storeId}` })).data as {
      data: Store;
    }
  ).data;

/** The dated slots of a zone on a day, with their capacity and fee. */
const zoneSlots = async (code: string, day: string) =>
  rowsOf<{ name: string; capacity: number; fee_cents: number }>(
    await t.database.db.execute(sql`
      select t.name, d.capacity, d.fee_cents from timeslot_days d
      join timeslots t on t.timeslot_id = d.timeslot_id
      join delivery_zones z on z.zone_id = t.zone_id
      where d.slot_date = ${day} and z.code = ${code}
      order by t.begin_time`),
  );

/** The dated slots of a warehouse's counters, lockers and zones on a day. */
const datedSlots = async (warehouseId: number, day: string) =>
  rowsOf<{ name: string; capacity: number; fee_cents: number }>(
    await t.database.db.execute(sql`
      select t.name, d.capacity, d.fee_cents from timeslot_days d
      join timeslots t on t.timeslot_id = d.timeslot_id
      left join addresses a on a.address_id = t.address_id
      left join delivery_zones z on z.zone_id = t.zone_id
      where d.slot_date = ${day} and coalesce(a.warehouse_id, z.warehouse_id) = ${warehouseId}
      order by t.begin_time`),
  );

/** The first day from this one that is Monday to Saturday and not a holiday. */
function openDayFrom(from: string): string {
  let day = from;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() === 0 || holidaysBetween(day, day).length > 0)
    day = nextDay(day);
  return day;
}

/** A working day a few days ahead, within the days the seed lays out. */
function workingDay(): string {
  let day = shopDayOf(new Date());
  for (let i = 0; i < 3; i++) day = nextDay(day);
  return openDayFrom(day);
}

describe('a delivery set-up feed', () => {
  it('is the demo shop’s own: the seed imported it, so again it changes nothing', async () => {
    const { answer } = await send(readFileSync(DEMO_DELIVERY_FEED, 'utf8'));
    expect(answer).toMatchObject({ state: 'applied', created: 0, updated: 0, offSale: 0 });
    expect(answer.unchanged).toBeGreaterThan(100);
  });

  it('refuses a file with any problem, by line and column in Italian, and writes nothing', async () => {
    const { answer } = await send(
      feed(
        row('magazzino', { code: '96' }),
        row('store', {
          code: '11',
          name: 'Lugo',
          warehouse: '97',
          phone: '1',
          hours: 'lun-sab 08:00-20:00',
          ...RAVENNA,
          cap: '4812',
        }),
        row('zone', {
          code: 'lugo',
          name: 'Lugo',
          warehouse: '89',
          store: '4',
          caps: '48022',
          latitude: '44,42',
          longitude: '11,91',
        }),
        row('slot', {
          zone: 'bologna-e-prima-cintura',
          name: 'Presto',
          weekdays: 'lun-sab',
          begin: '08:00',
          end: '10:00',
          capacity: '4',
          cutoff_min: '60',
        }),
        row('slot', {
          locker: 'nessuno',
          name: 'Sera',
          weekdays: 'tutti',
          begin: '20:00',
          end: '23:00',
          capacity: '4',
          cutoff_min: '60',
        }),
        row('slot', {
          store: '1',
          name: 'Mattina',
          weekdays: 'lun-sab',
          begin: '09:00',
          end: '11:00',
          capacity: '4',
          cutoff_min: '60',
        }),
        row('slot', {
          store: '1',
          name: 'Metà mattina',
          weekdays: 'sab',
          begin: '10:00',
          end: '12:00',
          capacity: '4',
          cutoff_min: '60',
        }),
        row('closing', { date: '31/02/2027', name: 'San Mai' }),
      ),
    );
    expect(answer.state).toBe('refused');
    expect(problemTexts(answer)).toEqual([
      'riga 2, colonna kind: tipo di riga magazzino non valido: usa warehouse, store, locker, zone, slot, closing',
      'riga 3, colonna cap: CAP 4812 non valido: servono 5 cifre',
      'riga 4, colonna store: il negozio 4 è servito dal magazzino 91, non dal 89',
      'riga 6, colonna locker: locker nessuno sconosciuto: aggiungilo con una riga locker',
      'riga 8, colonna begin: la fascia si sovrappone a quella della riga 7 negli stessi giorni',
      'riga 9, colonna date: data 31/02/2027 non valida: usa AAAA-MM-GG o GG/MM/AAAA',
    ]);
    expect(await checkAddress('Lugo', '48022', 'RA')).toMatchObject({ active: 0 });
  });

  it('counts a dry run and writes nothing', async () => {
    const { answer } = await send(feed(...ravenna), '?dry_run=true');
    expect(answer).toMatchObject({ state: 'applied', dryRun: true, created: 8 });
    expect(await checkAddress('Ravenna', '48121', 'RA')).toMatchObject({ active: 0 });
  });

  it('opens a warehouse, its store, locker and zone: a Ravenna address is served on the next request', async () => {
    const { answer } = await send(feed(...ravenna));
    expect(answer).toMatchObject({ state: 'applied', created: 8, updated: 0, errors: [] });
    expect(await checkAddress('Ravenna', '48123', 'RA')).toMatchObject({
      active: 1,
      warehouseId: 95,
    });
    const darsena = await store(10);
    expect(darsena).toMatchObject({ name: 'Ravenna Darsena', warehouseId: 95 });
    expect(darsena.deliveryServices.map((s) => s.name).sort()).toEqual([
      'Ritiro al locker',
      'Ritiro in negozio',
    ]);
    // The port's locker is reserved to the port's staff, who subscribe with the company's code.
    const [company] = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`select name from shopatwork_companies where subscription_code = 'LAVORO-RA-01'`,
      ),
    );
    expect(company).toEqual({ name: 'Autorità portuale' });
    expect(darsena.openingHours[1]).toMatchObject({ hours: [{ from: '08:00', to: '20:00' }] });

    const again = await send(feed(...ravenna));
    expect(again.answer).toMatchObject({ created: 0, updated: 0, unchanged: 8, offSale: 0 });
  });

  it('gives an owner its whole week: a capacity raised on the coming days, a slot left out retired', async () => {
    const day = workingDay();
    const zone = 'bologna-e-prima-cintura';
    expect((await zoneSlots(zone, day)).map((s) => s.name)).toContain('Sera');
    const bologna = readFileSync(DEMO_DELIVERY_FEED, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('slot;') && l.includes(';bologna-e-prima-cintura;'))
      .filter((l) => !l.includes(';Sera;'))
      .map((l) =>
        l.replace(';Mattina;', ';Mattina presto;').replace(/;09:00;11:00;8;/, ';09:00;11:00;14;'),
      );
    expect(bologna).toHaveLength(5);
    const { answer } = await send(feed(...bologna));
    expect(answer).toMatchObject({
      state: 'applied',
      created: 0,
      updated: 1,
      unchanged: 4,
      offSale: 1,
    });
    const after = await zoneSlots(zone, day);
    expect(after[0]).toEqual({ name: 'Mattina presto', capacity: 14, fee_cents: 490 });
    expect(after.map((s) => s.name)).not.toContain('Sera');
    expect(after).toHaveLength(5);
  });

  it('closes a day for one warehouse: its slots go, the store lists it, the other warehouses deliver', async () => {
    const day = workingDay();
    const { answer } = await send(
      feed(row('closing', { date: day, warehouse: '89', name: 'Inventario' })),
    );
    expect(answer).toMatchObject({ state: 'applied', created: 1 });
    expect(await datedSlots(89, day)).toEqual([]);
    expect((await datedSlots(91, day)).length).toBeGreaterThan(0);
    expect((await store(2)).closedDates).toContain(day);
    expect((await store(4)).closedDates).not.toContain(day);
  });

  it('keeps a closing day beyond the laid-out days closed when the calendar reaches it', async () => {
    let later = workingDay();
    for (let i = 0; i < 14; i++) later = nextDay(later);
    later = openDayFrom(later);
    const control = openDayFrom(nextDay(later));
    expect(await datedSlots(93, later)).toEqual([]);
    await send(
      feed(row('closing', { date: later, warehouse: '*', name: 'Sciopero dei trasporti' })),
    );
    await prepareCalendar(t.database.db, null, { from: later, to: control });
    expect(await datedSlots(93, later)).toEqual([]);
    expect((await datedSlots(93, control)).length).toBeGreaterThan(0);
  });

  it('with --full, switches off the stores, lockers and zones it leaves out, and reopens closing days', async () => {
    const demo = readFileSync(DEMO_DELIVERY_FEED, 'utf8').trimEnd().split('\n').slice(1);
    const withoutRimini = demo.filter((l) => !l.includes(';rimini;'));
    const { answer } = await send(feed(...withoutRimini, ...ravenna), '?full=true');
    expect(answer.state).toBe('applied');
    expect(answer.offSale).toBeGreaterThanOrEqual(2);
    expect(await checkAddress('Rimini', '47921', 'RN')).toMatchObject({ active: 0 });
    expect((await store(2)).closedDates).not.toContain(workingDay());
  });
});
