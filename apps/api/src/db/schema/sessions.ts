import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

/**
 * Server-side sessions. The primary key is the SHA-256 of the token the client
 * holds, so a leaked table does not leak usable session ids.
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionHash: text('session_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    remember: boolean('remember').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed logins, counted per account and per address to slow guessing down. A
 * failure from a device the account already logged in from carries that
 * device's hash and is counted for that device alone.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    brandId: text('brand_id').notNull(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    deviceHash: text('device_hash'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.brandId, t.accountKey, t.failedAt),
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
  ],
);

/**
 * Devices an account has logged in from: the SHA-256 of the random device
 * cookie set at a successful login. A known device is not slowed by other
 * people's failures on its account.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    deviceHash: text('device_hash').notNull(),
    brandId: text('brand_id').notNull(),
    accountKey: text('account_key').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceHash, t.brandId, t.accountKey] }),
    index('login_devices_last_used_idx').on(t.lastUsedAt),
  ],
);
