import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MenuItem } from '@spesa/domain';
import { brands } from './brands';

/** Navigation menus of the content service, by brand and location ('footer'). */
export const contentMenus = pgTable(
  'content_menus',
  {
    menuId: serial('menu_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    location: text('location').notNull(),
    items: jsonb('items').$type<MenuItem[]>().notNull(),
  },
  (t) => [uniqueIndex('content_menus_brand_location_idx').on(t.brandId, t.location)],
);
