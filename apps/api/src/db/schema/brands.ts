import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BrandPublic } from '@spesa/domain';

export const brands = pgTable('brands', {
  brandId: text('brand_id').primaryKey(),
  name: text('name').notNull(),
  /** Host names served as this brand (the whitelist of docs/rules/shop-shell.md deep links). */
  domains: jsonb('domains').$type<string[]>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  theme: jsonb('theme').$type<BrandPublic['theme']>().notNull(),
  flags: jsonb('flags').$type<BrandPublic['flags']>().notNull(),
  config: jsonb('config').$type<BrandPublic['config']>().notNull(),
  texts: jsonb('texts').$type<BrandPublic['texts']>().notNull(),
  logoSvg: text('logo_svg').notNull(),
});
