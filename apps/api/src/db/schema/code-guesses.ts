import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong guesses of codes (discount codes, shop-at-work codes), one row per
 * guess and per key it counts against ('session:<hash>', 'address:<ip>'). In
 * the database, so every process of the shop sees the same counts.
 */
export const codeGuessFailures = pgTable(
  'code_guess_failures',
  {
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('code_guess_failures_key_idx').on(t.key, t.failedAt)],
);
