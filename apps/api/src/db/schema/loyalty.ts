import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A shopper's points balances by kind; SPEC §3 shows LOYALTY on the cart. */
export const userPoints = pgTable(
  'user_points',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    pointsType: text('points_type').$type<'LOYALTY'>().notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pointsType] }),
    check('user_points_value_check', sql`${t.value} >= 0`),
  ],
);
