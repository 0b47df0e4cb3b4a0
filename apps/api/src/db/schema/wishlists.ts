import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

/**
 * A shopper's lists (docs/rules/lists.md). 'favourites' (Preferiti) and
 * 'purchased' (I più acquistati, whose items are read from what the shopper's
 * delivered orders held) exist at most once per shopper; 'list' is a list the
 * shopper named. `version` moves with every change of the list or its items,
 * so two devices can tell they saw an older list.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    listId: serial('list_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'list' | 'favourites' | 'purchased'>().notNull().default('list'),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlists_user_idx').on(t.userId, t.listId),
    uniqueIndex('wishlists_one_special_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.kind} <> 'list'`),
    uniqueIndex('wishlists_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('wishlists_kind_check', sql`${t.kind} in ('list', 'favourites', 'purchased')`),
  ],
);

/**
 * A product in a list, with its chosen options, in the product's selling unit
 * like a cart line. A product gone from the catalogue leaves the lists with it.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    itemId: serial('item_id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => wishlists.listId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    selectOptions: jsonb('select_options').$type<Record<string, string>>().notNull().default({}),
    optionsKey: text('options_key').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_line_idx').on(t.listId, t.productId, t.optionsKey),
    check('wishlist_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A list shared with another account of the same brand: READ sees it and puts
 * it in the cart, EDIT changes it too. An invitation until its recipient
 * accepts it (accepted_at): only then is the list among theirs.
 */
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => wishlists.listId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    grant: text('grant').$type<'READ' | 'EDIT'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index('wishlist_shares_user_idx').on(t.userId),
    check('wishlist_shares_grant_check', sql`${t.grant} in ('READ', 'EDIT')`),
  ],
);
