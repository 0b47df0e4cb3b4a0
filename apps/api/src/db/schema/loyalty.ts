import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A shopper's points balances by kind; docs/rules/README.md shows LOYALTY on the cart. */
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

/**
 * Each change of a shopper's loyalty points (issue 29): earned by a delivered
 * order, spent on a voucher, given by the programme. The balance is their sum.
 * `order_id` and `reason` are unique together, so an order credits its points once.
 */
export const loyaltyMovements = pgTable(
  'loyalty_movements',
  {
    movementId: serial('movement_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /**
     * 'order' (earned), 'voucher' (spent on a voucher), 'welcome' (given by the
     * programme), 'refund' (a refunded order's points taken back, its unused vouchers' given back).
     */
    reason: text('reason').$type<'order' | 'voucher' | 'welcome' | 'refund'>().notNull(),
    orderId: integer('order_id'),
    /** The voucher these points turned into. */
    userGiftCertificateId: integer('user_gift_certificate_id'),
    points: integer('points').notNull(),
    description: text('description').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_movements_user_idx').on(t.userId, t.at),
    uniqueIndex('loyalty_movements_order_idx')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} is not null`),
  ],
);
