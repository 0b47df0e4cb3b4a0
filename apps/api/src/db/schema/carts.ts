import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CART_STATUS_OPEN } from '@spesa/domain';
import { brands } from './brands';
import { users } from './users';

export const carts = pgTable(
  'carts',
  {
    cartId: serial('cart_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cartStatusId: integer('cart_status_id').notNull().default(CART_STATUS_OPEN),
    /** While cartStatusId is 7: when the checkout in progress stops holding the lock. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    warehouseId: integer('warehouse_id').notNull(),
    storeId: integer('store_id'),
    cartInfos: jsonb('cart_infos').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Moved by triggers (migration 0008) whenever the cart's row, lines or
     * applied codes change: what a copy of its contents is checked against.
     */
    version: integer('version').notNull().default(1),
    /** The version checkout/prepare left: buy refuses a cart changed since (another tab). */
    preparedVersion: integer('prepared_version'),
    /**
     * Set while the shopper edits a placed order (order/modify): buying this
     * cart replaces that order's contents instead of placing a new one. No
     * foreign key in the schema file: orders already reference carts.
     */
    editingOrderId: integer('editing_order_id'),
  },
  // One cart in progress per shopper; finished carts become orders and leave this state.
  (t) => [
    uniqueIndex('carts_one_open_per_user_idx')
      .on(t.userId)
      .where(sql`cart_status_id in (1, 7)`),
  ],
);
