import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { products } from './catalog';

/**
 * The lines of a cart. A line is a product with its chosen options: the same
 * product cut thin and cut thick are two lines, hence the options key in the
 * unique index. The quantity is in the product's selling unit (pieces, packs,
 * or a weight in WEIGHT_UNIT_SELLING), numeric(12,3) as docs/architecture.md#the-api-contract says.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    itemId: serial('item_id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.cartId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    /** parameterName → option key, e.g. { SPESSORE_TAGLIO: 'sottile' }. */
    selectOptions: jsonb('select_options').$type<Record<string, string>>().notNull().default({}),
    /** The options in a canonical text ('SPESSORE_TAGLIO=sottile'), '' without options. */
    optionsKey: text('options_key').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    acceptAlternatives: boolean('accept_alternatives').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.cartId, t.productId, t.optionsKey),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
