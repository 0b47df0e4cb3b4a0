import type { OpeningHours } from '../../db/schema/delivery';

/**
 * The delivery network of the demo shop in Emilia-Romagna: the catalogue's
 * three warehouses (89 Bologna, the default; 91 Modena; 93 Rimini), the cities
 * they deliver to, the stores they stock with their lockers, and the
 * shop-at-work companies. Both brands share this network: they are banners of
 * one retailer with one logistics.
 */

/** Where the catalogue's warehouses are (ids and names are the catalogue seed's). */
export interface WarehouseSiteSeed {
  warehouseId: number;
  /** Used only when the delivery data is seeded without the catalogue (which names them). */
  name: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
}

export const WAREHOUSE_SITES: readonly WarehouseSiteSeed[] = [
  {
    warehouseId: 89,
    name: 'Magazzino Bologna Roveri',
    address1: 'Via Enrico Mattei',
    addressNumber: '60',
    city: 'Bologna',
    province: 'BO',
    postalcode: '40138',
    latitude: 44.4985,
    longitude: 11.409,
  },
  {
    warehouseId: 91,
    name: 'Magazzino Modena Torrazzi',
    address1: 'Strada Attiraglio',
    addressNumber: '15',
    city: 'Modena',
    province: 'MO',
    postalcode: '41122',
    latitude: 44.675,
    longitude: 10.935,
  },
  {
    warehouseId: 93,
    name: 'Magazzino Rimini Celle',
    address1: 'Via Marecchiese',
    addressNumber: '210',
    city: 'Rimini',
    province: 'RN',
    postalcode: '47923',
    latitude: 44.052,
    longitude: 12.548,
  },
];

/**
 * Home delivery by city: the city's CAPs, and anything within the radius of
 * its hub (so the first ring of comuni too). A warehouse serves several.
 */
export interface ZoneSeed {
  name: string;
  warehouseId: number;
  /** The store that prepares the zone's orders. */
  storeId: number;
  caps: string[];
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export const ZONES: readonly ZoneSeed[] = [
  {
    name: 'Bologna e prima cintura',
    warehouseId: 89,
    storeId: 2,
    caps: range(40121, 40141),
    latitude: 44.4949,
    longitude: 11.3426,
    radiusMeters: 10_000,
  },
  {
    name: 'Imola',
    warehouseId: 89,
    storeId: 8,
    caps: ['40026'],
    latitude: 44.3533,
    longitude: 11.7141,
    radiusMeters: 6_000,
  },
  {
    name: 'Ferrara',
    warehouseId: 89,
    storeId: 7,
    caps: range(44121, 44124),
    latitude: 44.8381,
    longitude: 11.6198,
    radiusMeters: 6_000,
  },
  {
    name: 'Modena',
    warehouseId: 91,
    storeId: 4,
    caps: range(41121, 41126),
    latitude: 44.6471,
    longitude: 10.9252,
    radiusMeters: 8_000,
  },
  {
    name: 'Reggio Emilia',
    warehouseId: 91,
    storeId: 5,
    caps: range(42121, 42124),
    latitude: 44.6983,
    longitude: 10.6312,
    radiusMeters: 7_000,
  },
  {
    name: 'Parma',
    warehouseId: 91,
    storeId: 6,
    caps: range(43121, 43126),
    latitude: 44.8015,
    longitude: 10.3279,
    radiusMeters: 7_000,
  },
  {
    name: 'Rimini',
    warehouseId: 93,
    storeId: 9,
    caps: range(47921, 47924),
    latitude: 44.0678,
    longitude: 12.5695,
    radiusMeters: 8_000,
  },
];

const WEEKDAYS_8_20: OpeningHours = {
  '1': [['08:00', '20:00']],
  '2': [['08:00', '20:00']],
  '3': [['08:00', '20:00']],
  '4': [['08:00', '20:00']],
  '5': [['08:00', '20:00']],
  '6': [['08:00', '20:00']],
};
const WITH_SUNDAY_MORNING: OpeningHours = { ...WEEKDAYS_8_20, '0': [['09:00', '13:00']] };
const LUNCH_BREAK: OpeningHours = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6'].map((d) => [
    d,
    [
      ['08:30', '13:00'],
      ['15:30', '19:30'],
    ],
  ]),
);

export interface StoreSeed {
  storeId: number;
  name: string;
  warehouseId: number;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  openingHours: OpeningHours;
  /** A locker at the store's door. */
  locker: boolean;
}

export const STORES: readonly StoreSeed[] = [
  {
    storeId: 1,
    name: 'Bologna Indipendenza',
    warehouseId: 89,
    address1: "Via dell'Indipendenza",
    addressNumber: '40',
    city: 'Bologna',
    province: 'BO',
    postalcode: '40121',
    latitude: 44.499,
    longitude: 11.3434,
    phone: '051 123 4501',
    openingHours: WITH_SUNDAY_MORNING,
    locker: true,
  },
  {
    storeId: 2,
    name: 'Bologna Mazzini',
    warehouseId: 89,
    address1: 'Via Giuseppe Mazzini',
    addressNumber: '120',
    city: 'Bologna',
    province: 'BO',
    postalcode: '40138',
    latitude: 44.487,
    longitude: 11.37,
    phone: '051 123 4502',
    openingHours: WEEKDAYS_8_20,
    locker: false,
  },
  {
    storeId: 3,
    name: 'Casalecchio Porrettana',
    warehouseId: 89,
    address1: 'Via Porrettana',
    addressNumber: '300',
    city: 'Casalecchio di Reno',
    province: 'BO',
    postalcode: '40033',
    latitude: 44.468,
    longitude: 11.275,
    phone: '051 123 4503',
    openingHours: WEEKDAYS_8_20,
    locker: true,
  },
  {
    storeId: 4,
    name: 'Modena Emilia Est',
    warehouseId: 91,
    address1: 'Via Emilia Est',
    addressNumber: '280',
    city: 'Modena',
    province: 'MO',
    postalcode: '41122',
    latitude: 44.6385,
    longitude: 10.946,
    phone: '059 123 4504',
    openingHours: WITH_SUNDAY_MORNING,
    locker: true,
  },
  {
    storeId: 5,
    name: 'Reggio Emilia San Pietro',
    warehouseId: 91,
    address1: 'Via Emilia San Pietro',
    addressNumber: '50',
    city: "Reggio nell'Emilia",
    province: 'RE',
    postalcode: '42121',
    latitude: 44.696,
    longitude: 10.64,
    phone: '0522 123 405',
    openingHours: LUNCH_BREAK,
    locker: false,
  },
  {
    storeId: 6,
    name: 'Parma Repubblica',
    warehouseId: 91,
    address1: 'Strada della Repubblica',
    addressNumber: '80',
    city: 'Parma',
    province: 'PR',
    postalcode: '43121',
    latitude: 44.801,
    longitude: 10.333,
    phone: '0521 123 406',
    openingHours: WEEKDAYS_8_20,
    locker: true,
  },
  {
    storeId: 7,
    name: 'Ferrara Giovecca',
    warehouseId: 89,
    address1: 'Corso della Giovecca',
    addressNumber: '150',
    city: 'Ferrara',
    province: 'FE',
    postalcode: '44121',
    latitude: 44.836,
    longitude: 11.625,
    phone: '0532 123 407',
    openingHours: LUNCH_BREAK,
    locker: false,
  },
  {
    storeId: 8,
    name: 'Imola Emilia',
    warehouseId: 89,
    address1: 'Via Emilia',
    addressNumber: '200',
    city: 'Imola',
    province: 'BO',
    postalcode: '40026',
    latitude: 44.353,
    longitude: 11.714,
    phone: '0542 123 408',
    openingHours: WITH_SUNDAY_MORNING,
    locker: true,
  },
  {
    storeId: 9,
    name: 'Rimini Flaminia',
    warehouseId: 93,
    address1: 'Via Flaminia',
    addressNumber: '150',
    city: 'Rimini',
    province: 'RN',
    postalcode: '47923',
    latitude: 44.045,
    longitude: 12.59,
    phone: '0541 123 409',
    openingHours: WITH_SUNDAY_MORNING,
    locker: true,
  },
];

/** Lockers away from the stores, stocked by a store's staff. */
export interface LockerSeed {
  name: string;
  storeId: number;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  /** Shop-at-work lockers are reserved to one company's staff. */
  company?: { name: string; subscriptionCode: string };
}

export const LOCKERS: readonly LockerSeed[] = [
  {
    name: 'Locker Bologna Stazione Centrale',
    storeId: 1,
    address1: "Piazza delle Medaglie d'Oro",
    addressNumber: '1',
    city: 'Bologna',
    province: 'BO',
    postalcode: '40121',
    latitude: 44.5058,
    longitude: 11.3429,
  },
  {
    name: 'Locker Polo Tecnologico Bologna Nord',
    storeId: 1,
    address1: 'Via Stalingrado',
    addressNumber: '90',
    city: 'Bologna',
    province: 'BO',
    postalcode: '40128',
    latitude: 44.516,
    longitude: 11.36,
    company: { name: 'Polo Tecnologico Bologna Nord', subscriptionCode: 'LAVORO-BO-01' },
  },
  {
    name: 'Locker Campus Modena Sud',
    storeId: 4,
    address1: 'Via Giardini',
    addressNumber: '400',
    city: 'Modena',
    province: 'MO',
    postalcode: '41124',
    latitude: 44.625,
    longitude: 10.915,
    company: { name: 'Campus Modena Sud', subscriptionCode: 'LAVORO-MO-01' },
  },
];
