import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed steps a database has had, so a step added later runs once on an existing database. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
