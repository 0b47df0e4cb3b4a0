import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed steps a database has had, so a step added later runs once on an existing database. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's generation, one row: raised in the transaction that announces a catalogue
 * change (db/change-feed.ts announce), so every process of the shop reads the same value. The
 * web app's cache-burst value (docs/rules/api-conventions.md Client GET cache).
 */
export const catalogueGeneration = pgTable(
  'catalogue_generation',
  {
    id: smallint('id').primaryKey().default(1),
    generation: bigint('generation', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_generation_one_row', sql`${t.id} = 1`)],
);
