import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { warehouses } from './catalog';
import { users } from './users';

/**
 * Delivery setup: where a cart's shopping goes (a store counter, a locker or a
 * home address served by a zone of a warehouse) and when (a timeslot with
 * capacity). Coordinates are WGS84 degrees.
 */

/** Where each warehouse is (warehouse/find-by-coordinates measures from here). */
export const warehouseLocations = pgTable('warehouse_locations', {
  warehouseId: integer('warehouse_id')
    .primaryKey()
    .references(() => warehouses.warehouseId),
  address1: text('address1').notNull(),
  addressNumber: text('address_number').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  postalcode: text('postalcode').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Opening hours by weekday (0 = Sunday … 6 = Saturday), each a list of [open, close] 'HH:MM'. */
export type OpeningHours = Partial<
  Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', [string, string][]>
>;

export const stores = pgTable('stores', {
  storeId: integer('store_id').primaryKey(),
  name: text('name').notNull(),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.warehouseId),
  address1: text('address1').notNull(),
  addressNumber: text('address_number').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  postalcode: text('postalcode').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  active: boolean('active').notNull().default(true),
});

/** Companies whose staff collect their shopping at work (shopatwork/subscribe). */
export const shopatworkCompanies = pgTable('shopatwork_companies', {
  companyId: serial('company_id').primaryKey(),
  name: text('name').notNull(),
  /** Upper case; what the employee types. */
  subscriptionCode: text('subscription_code').notNull().unique(),
  active: boolean('active').notNull().default(true),
});

export const shopatworkSubscriptions = pgTable(
  'shopatwork_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => shopatworkCompanies.companyId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** Home delivery coverage of a city: by CAP, or within a radius of its hub, or both. */
export const deliveryZones = pgTable('delivery_zones', {
  zoneId: serial('zone_id').primaryKey(),
  /** The grocer's own code for the zone: the delivery set-up feed's key. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.warehouseId),
  /** The store that prepares this zone's orders. */
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.storeId),
  postalCodes: text('postal_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The hub the couriers leave from: the centre of the radius. */
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  radiusMeters: integer('radius_meters'),
  /** Lower wins when two zones serve the same point. */
  priority: integer('priority').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * Addresses of docs/rules/delivery-and-slots.md. A row with a user is a shopper's home address (type 2);
 * a row without one is a pickup point of the shop: a store counter (type 3) or
 * a locker (type 5), public or reserved to a shop-at-work company.
 */
export const addresses = pgTable(
  'addresses',
  {
    addressId: serial('address_id').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    addressTypeId: integer('address_type_id').notNull(),
    storeId: integer('store_id').references(() => stores.storeId),
    warehouseId: integer('warehouse_id').references(() => warehouses.warehouseId),
    zoneId: integer('zone_id').references(() => deliveryZones.zoneId),
    companyId: integer('company_id').references(() => shopatworkCompanies.companyId),
    addressName: text('address_name').notNull(),
    /** A locker's code in the grocer's delivery set-up feed: its key there. */
    pickupCode: text('pickup_code'),
    doorbellName: text('doorbell_name').notNull().default(''),
    address1: text('address1').notNull(),
    addressNumber: text('address_number').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalcode: text('postalcode').notNull(),
    floor: text('floor').notNull().default(''),
    addressNote: text('address_note').notNull().default(''),
    referencePhoneNumber: text('reference_phone_number').notNull().default(''),
    elevator: boolean('elevator').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    gpsLatitude: doublePrecision('gps_latitude'),
    gpsLongitude: doublePrecision('gps_longitude'),
    /** Orders keep pointing at deleted addresses, so deletion only hides them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx')
      .on(t.userId, t.addressTypeId)
      .where(sql`deleted_at is null`),
    index('addresses_pickup_idx')
      .on(t.addressTypeId)
      .where(sql`user_id is null`),
    uniqueIndex('addresses_pickup_code_idx')
      .on(t.pickupCode)
      .where(sql`pickup_code is not null`),
    check('addresses_type_check', sql`${t.addressTypeId} in (2, 3, 5)`),
    // Home addresses belong to a shopper; pickup points to a store and warehouse.
    check(
      'addresses_owner_check',
      sql`(${t.addressTypeId} = 2) = (${t.userId} is not null) and (${t.addressTypeId} = 2 or ${t.warehouseId} is not null)`,
    ),
  ],
);

/**
 * A weekly timeslot (the API's timeslotId) of one pickup point or one zone:
 * the weekdays it runs, its hours, capacity, fee and order cut-off.
 */
export const timeslots = pgTable(
  'timeslots',
  {
    timeslotId: serial('timeslot_id').primaryKey(),
    addressId: integer('address_id').references(() => addresses.addressId),
    zoneId: integer('zone_id').references(() => deliveryZones.zoneId),
    name: text('name').notNull(),
    /** 0 = Sunday … 6 = Saturday, as PostgreSQL's extract(dow). */
    weekdays: integer('weekdays').array().notNull(),
    beginTime: time('begin_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    /** Orders close this long before the slot begins. */
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('timeslots_address_idx').on(t.addressId),
    index('timeslots_zone_idx').on(t.zoneId),
    check('timeslots_owner_check', sql`(${t.addressId} is null) <> (${t.zoneId} is null)`),
    check('timeslots_capacity_check', sql`${t.capacity} >= 0 and ${t.feeCents} >= 0`),
  ],
);

/**
 * A day the shop does not deliver or hand over orders, beside the national
 * holidays (holidays.ts): a local feast, an inventory, a strike. Of one
 * warehouse, or of every one when warehouse_id is null.
 */
export const closingDays = pgTable(
  'closing_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    warehouseId: integer('warehouse_id').references(() => warehouses.warehouseId),
    reason: text('reason').notNull(),
  },
  (t) => [unique('closing_days_day_warehouse_key').on(t.day, t.warehouseId).nullsNotDistinct()],
);

/**
 * A timeslot on a date: the row whose capacity is consumed, locked FOR UPDATE
 * by whoever takes a place. Generated on demand for the coming days.
 */
export const timeslotDays = pgTable(
  'timeslot_days',
  {
    timeslotDayId: serial('timeslot_day_id').primaryKey(),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.timeslotId, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    beginsAt: timestamp('begins_at', { withTimezone: true }).notNull(),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** Places taken by placed orders (the orders feature moves a cart's hold here). */
    orderedCount: integer('ordered_count').notNull().default(0),
    /** Why the store's manager closed this dated slot: it takes no more orders (capacity = ordered). */
    closedReason: text('closed_reason'),
  },
  (t) => [
    uniqueIndex('timeslot_days_slot_date_idx').on(t.timeslotId, t.slotDate),
    index('timeslot_days_date_idx').on(t.slotDate),
    check('timeslot_days_ordered_check', sql`${t.orderedCount} >= 0`),
  ],
);

/** A place held for a cart until it expires or the cart takes another slot. */
export const timeslotHolds = pgTable(
  'timeslot_holds',
  {
    cartId: integer('cart_id')
      .primaryKey()
      .references(() => carts.cartId, { onDelete: 'cascade' }),
    timeslotDayId: integer('timeslot_day_id')
      .notNull()
      .references(() => timeslotDays.timeslotDayId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timeslot_holds_day_idx').on(t.timeslotDayId, t.expiresAt)],
);

/** The cart's delivery choice: its address (hence service, store, warehouse) and timeslot. */
export const cartDeliveries = pgTable('cart_deliveries', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.cartId, { onDelete: 'cascade' }),
  addressId: integer('address_id')
    .notNull()
    .references(() => addresses.addressId),
  addressAutoAssigned: boolean('address_auto_assigned').notNull().default(false),
  timeslotDayId: integer('timeslot_day_id').references(() => timeslotDays.timeslotDayId, {
    onDelete: 'set null',
  }),
  timeslotAutoAssigned: boolean('timeslot_auto_assigned').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
