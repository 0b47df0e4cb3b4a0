import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

/**
 * A shopper's device registered for push notifications (SPEC §7 Native app,
 * decision 035): one row per (platform, uuid), so a device registered again
 * stays one row and moves to the shopper who registered it last. For 'web' the
 * endpoint and keys are the browser's PushSubscription; for 'android' and
 * 'ios' external_id is the store's token, kept but not sent to by this server.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    deviceId: bigserial('device_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    platform: text('platform').$type<'web' | 'android' | 'ios'>().notNull(),
    uuid: text('uuid').notNull(),
    /** The push service's URL (web) or the store's token (android, ios). */
    externalId: text('external_id').notNull(),
    /** The subscription's keys (web only). */
    p256dh: text('p256dh'),
    auth: text('auth'),
    model: text('model').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    platformVersion: text('platform_version').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_devices_platform_uuid_idx').on(t.platform, t.uuid),
    index('push_devices_user_idx').on(t.userId, t.updatedAt),
    check('push_devices_platform_check', sql`${t.platform} in ('web', 'android', 'ios')`),
  ],
);

/**
 * The server's VAPID key pair (RFC 8292), made at the first start and kept:
 * one row, id 1. Several processes starting together insert theirs with ON
 * CONFLICT DO NOTHING and all read back the one that won.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
