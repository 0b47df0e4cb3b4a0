import { describe, expect, it } from 'vitest';
import {
  deliverySetupProblems,
  formatOpeningHours,
  parseCaps,
  parseClock,
  parseOpeningHours,
  parseWeekdays,
  readDeliveryLine,
  type DeliveryFeedLine,
  type DeliverySetupFacts,
} from './delivery';

const site = {
  address: 'Via Emilia',
  number: '200',
  city: 'Imola',
  province: 'bo',
  cap: '40026',
  latitude: '44,353',
  longitude: '11.714',
};

const read = (fields: Record<string, string>) => readDeliveryLine(fields);
const problemsOf = (fields: Record<string, string>) =>
  read(fields).problems.map((p) => `${p.column}: ${p.message}`);

describe('weekdays, clocks, hours and CAPs as a grocer writes them', () => {
  it.each([
    ['lun-sab', [1, 2, 3, 4, 5, 6]],
    ['tutti', [0, 1, 2, 3, 4, 5, 6]],
    ['lun,mer,ven', [1, 3, 5]],
    ['Sabato', [6]],
    ['ven-dom', [0, 5, 6]],
    ['lun-sab,dom', [0, 1, 2, 3, 4, 5, 6]],
    ['sab-lun', null],
    ['lunedì-venerdì', [1, 2, 3, 4, 5]],
    ['weekend', null],
    ['', null],
    ['lun-mar-mer', null],
  ])('%s', (text, days) => expect(parseWeekdays(text)).toEqual(days));

  it.each([
    ['9:00', '09:00'],
    ['09.30', '09:30'],
    ['24:00', '24:00'],
    ['24:30', null],
    ['9', null],
    ['12:60', null],
  ])('clock %s', (text, clock) => expect(parseClock(text)).toBe(clock));

  it('reads opening hours with a lunch break and a Sunday morning, and writes them back', () => {
    const hours = parseOpeningHours('lun-sab 08:30-13:00 15:30-19:30|dom 09:00-13:00');
    expect(hours).toEqual({
      '0': [['09:00', '13:00']],
      ...Object.fromEntries(
        ['1', '2', '3', '4', '5', '6'].map((d) => [
          d,
          [
            ['08:30', '13:00'],
            ['15:30', '19:30'],
          ],
        ]),
      ),
    });
    expect(formatOpeningHours(hours!)).toBe('lun-sab 08:30-13:00 15:30-19:30|dom 09:00-13:00');
    expect(formatOpeningHours({ '1': [['08:00', '20:00']], '3': [['08:00', '20:00']] })).toBe(
      'lun 08:00-20:00|mer 08:00-20:00',
    );
    expect(parseOpeningHours(formatOpeningHours(hours!))).toEqual(hours);
  });

  it.each([
    ['lun-sab 20:00-08:00', 'closing before opening'],
    ['lun-sab 08:00-13:00 12:00-19:00', 'spans that overlap'],
    ['lun-sab 08:00-20:00|sab 09:00-12:00', 'a day given twice'],
    ['lun-sab', 'days without hours'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => expect(parseOpeningHours(text)).toBeNull());

  it('reads CAPs and ranges, and refuses what a typo makes', () => {
    expect(parseCaps('40121-40123|40026')).toEqual(['40121', '40122', '40123', '40026']);
    expect(parseCaps('00118')).toEqual(['00118']);
    expect(parseCaps('40121-41141')).toBeNull();
    expect(parseCaps('40123-40121')).toBeNull();
    expect(parseCaps('4012')).toBeNull();
    expect(parseCaps('40121;40122')).toBeNull();
  });
});

describe('a delivery set-up line', () => {
  it('reads a warehouse, with Italian decimals and the province in capitals', () => {
    expect(read({ kind: 'warehouse', code: '95', name: 'Magazzino Imola', ...site }).line).toEqual({
      kind: 'warehouse',
      warehouseId: 95,
      name: 'Magazzino Imola',
      site: {
        address1: 'Via Emilia',
        addressNumber: '200',
        city: 'Imola',
        province: 'BO',
        postalcode: '40026',
        latitude: 44.353,
        longitude: 11.714,
      },
    });
  });

  it('reads a store with its hours, a locker of a company and a zone', () => {
    expect(
      read({
        kind: 'store',
        code: '10',
        name: 'Imola Centro',
        warehouse: '89',
        phone: '0542 123 410',
        hours: 'lun-sab 08:00-20:00',
        status: 'inactive',
        ...site,
      }).line,
    ).toMatchObject({ kind: 'store', storeId: 10, warehouseId: 89, active: false });
    expect(
      read({
        kind: 'locker',
        code: 'IMOLA-OSPEDALE',
        name: 'Locker Ospedale',
        store: '8',
        company: 'Ospedale di Imola',
        company_code: 'lavoro-im-01',
        ...site,
      }).line,
    ).toMatchObject({
      code: 'IMOLA-OSPEDALE',
      storeId: 8,
      company: { name: 'Ospedale di Imola', code: 'LAVORO-IM-01' },
      active: true,
    });
    expect(
      read({
        kind: 'zone',
        code: 'imola',
        name: 'Imola',
        warehouse: '89',
        store: '8',
        caps: '40026',
        radius_m: '6000',
        latitude: '44.3533',
        longitude: '11.7141',
      }).line,
    ).toMatchObject({ postalCodes: ['40026'], radiusMeters: 6000 });
  });

  it('reads a slot of each kind of owner, and a closing day of one warehouse or every one', () => {
    const slot = {
      kind: 'slot',
      name: 'Sera',
      weekdays: 'lun-sab',
      begin: '20:00',
      end: '22:00',
      capacity: '6',
      fee: '6,90',
      cutoff_min: '120',
    };
    expect(read({ ...slot, zone: 'imola' }).line).toEqual({
      kind: 'slot',
      owner: { zone: 'imola' },
      name: 'Sera',
      weekdays: [1, 2, 3, 4, 5, 6],
      begin: '20:00',
      end: '22:00',
      capacity: 6,
      feeCents: 690,
      cutoffMinutes: 120,
    });
    expect(read({ ...slot, store: '8', fee: '' }).line).toMatchObject({
      owner: { store: 8 },
      feeCents: 0,
    });
    expect(read({ ...slot, locker: 'IMOLA-OSPEDALE' }).line).toMatchObject({
      owner: { locker: 'IMOLA-OSPEDALE' },
    });
    expect(
      read({ kind: 'closing', date: '04/10/2027', warehouse: '89', name: 'San Petronio' }).line,
    ).toEqual({ kind: 'closing', day: '2027-10-04', warehouse: 89, reason: 'San Petronio' });
    expect(read({ kind: 'closing', date: '2027-08-16', name: 'Inventario' }).line).toMatchObject({
      warehouse: '*',
    });
  });

  it('names every bad field in Italian', () => {
    expect(problemsOf({ kind: 'magazzino' })).toEqual([
      'kind: tipo di riga magazzino non valido: usa warehouse, store, locker, zone, slot, closing',
    ]);
    expect(
      problemsOf({
        kind: 'warehouse',
        code: 'BO',
        name: 'X',
        ...site,
        province: 'Bologna',
        cap: '4012',
        latitude: '11.714',
        longitude: '44.353',
      }),
    ).toEqual([
      'code: codice BO non valido: serve un numero intero (89)',
      'province: provincia Bologna non valida: la sigla di due lettere (BO)',
      'cap: CAP 4012 non valido: servono 5 cifre',
      "latitude: coordinata 11.714 fuori dall'Italia: controlla di non aver scambiato latitudine e longitudine",
      "longitude: coordinata 44.353 fuori dall'Italia: controlla di non aver scambiato latitudine e longitudine",
    ]);
    expect(
      problemsOf({
        kind: 'store',
        code: '10',
        name: 'X',
        warehouse: '89',
        phone: '1',
        hours: 'sempre',
        ...site,
      }),
    ).toEqual([
      'hours: orari sempre non validi: giorni e fasce, separati da | (lun-sab 08:30-13:00 15:30-19:30|dom 09:00-13:00)',
    ]);
    expect(
      problemsOf({
        kind: 'slot',
        store: '8',
        zone: 'imola',
        name: 'Sera',
        weekdays: 'weekend',
        begin: '22:00',
        end: '20:00',
        capacity: '-1',
        fee: '4,999',
        cutoff_min: '2h',
      }),
    ).toEqual([
      'store: una fascia appartiene a uno solo tra store, locker e zone: compilane uno',
      'weekdays: giorni weekend non validi: usa lun, mar, mer, gio, ven, sab, dom, intervalli (lun-sab), elenchi (lun,mer) o tutti',
      "end: la fine 20:00 non viene dopo l'inizio 22:00",
      'fee: costo 4,999 non valido: in euro, zero o più, al massimo due decimali (4,90)',
      'capacity: -1 non valido: serve un numero intero, zero o più',
      'cutoff_min: 2h non valido: serve un numero intero, zero o più',
    ]);
    expect(
      problemsOf({
        kind: 'zone',
        code: 'imola',
        name: 'Imola',
        warehouse: '89',
        store: '8',
        latitude: '44.3',
        longitude: '11.7',
      }),
    ).toEqual(['caps: una zona serve almeno i CAP o il raggio (radius_m)']);
    expect(problemsOf({ kind: 'closing', date: '31/02/2027', name: '' })).toEqual([
      'date: data 31/02/2027 non valida: usa AAAA-MM-GG o GG/MM/AAAA',
      'name: valore obbligatorio mancante',
    ]);
  });
});

describe('the lines of a delivery set-up feed together', () => {
  const facts: DeliverySetupFacts = {
    warehouses: new Set([89, 91]),
    stores: new Map([
      [8, 89],
      [4, 91],
    ]),
    lockers: new Set(['bo-stazione']),
    zones: new Set(['imola']),
  };
  const slot = (over: Partial<Extract<DeliveryFeedLine, { kind: 'slot' }>>): DeliveryFeedLine => ({
    kind: 'slot',
    owner: { store: 8 },
    name: 'Mattina',
    weekdays: [1, 2, 3, 4, 5, 6],
    begin: '09:00',
    end: '11:00',
    capacity: 12,
    feeCents: 0,
    cutoffMinutes: 120,
    ...over,
  });
  const lines = (...items: DeliveryFeedLine[]) => items.map((item, i) => ({ line: i + 2, item }));

  it('takes references to what the shop holds or the file adds, in any order', () => {
    expect(
      deliverySetupProblems(
        lines(
          {
            kind: 'zone',
            code: 'cesena',
            name: 'Cesena',
            warehouseId: 95,
            storeId: 12,
            postalCodes: ['47521'],
            latitude: 44.14,
            longitude: 12.24,
            radiusMeters: null,
            active: true,
          },
          slot({ owner: { zone: 'cesena' } }),
          slot({ owner: { locker: 'bo-stazione' } }),
          {
            kind: 'store',
            storeId: 12,
            name: 'Cesena',
            warehouseId: 95,
            site: {} as never,
            phone: '1',
            hours: {},
            active: true,
          },
          { kind: 'warehouse', warehouseId: 95, name: 'Cesena', site: {} as never },
          { kind: 'closing', day: '2027-06-24', warehouse: 95, reason: 'San Giovanni' },
        ),
        facts,
      ),
    ).toEqual([]);
  });

  it('refuses unknown references, repeated entries, overlapping slots and a zone served from another warehouse', () => {
    expect(
      deliverySetupProblems(
        lines(
          slot({ owner: { store: 99 } }),
          slot({ owner: { locker: 'nessuno' } }),
          slot({ owner: { zone: 'nessuna' } }),
          slot({}),
          slot({ begin: '10:00', end: '12:00', weekdays: [6] }),
          slot({}),
          {
            kind: 'zone',
            code: 'modena',
            name: 'Modena',
            warehouseId: 89,
            storeId: 4,
            postalCodes: [],
            latitude: 44.6,
            longitude: 10.9,
            radiusMeters: 8000,
            active: true,
          },
          { kind: 'closing', day: '2027-06-24', warehouse: 97, reason: 'X' },
        ),
        facts,
      ).map((p) => `${p.line} ${p.column}: ${p.message}`),
    ).toEqual([
      '2 store: negozio 99 sconosciuto: aggiungilo con una riga store',
      '3 locker: locker nessuno sconosciuto: aggiungilo con una riga locker',
      '4 zone: zona nessuna sconosciuta: aggiungila con una riga zone',
      '6 begin: la fascia si sovrappone a quella della riga 5 negli stessi giorni',
      '7 begin: riga ripetuta: la stessa voce compare già alla riga 5',
      '8 store: il negozio 4 è servito dal magazzino 91, non dal 89',
      '9 warehouse: magazzino 97 sconosciuto: aggiungilo con una riga warehouse',
    ]);
  });
});
