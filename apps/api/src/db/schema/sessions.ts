import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/** Failed logins, counted per account and per address to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    brandId: text('brand_id').notNull(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.brandId, t.accountKey, t.failedAt),
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
  ],
);
