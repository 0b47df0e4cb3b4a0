import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * Everything the content service serves (docs/rules/content.md, WordPress REST shapes), one
 * row per post as WordPress keeps it: pages, flyers, FAQ, awards, slides,
 * ux-blocks, per brand. `content_html` is sanitised before it is stored.
 */
export const contentPosts = pgTable(
  'content_posts',
  {
    postId: serial('post_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    /** 'page' | 'volantino' | 'faq' | 'award' | 'slide' | 'ux_block' | 'post' */
    postType: text('post_type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    excerptHtml: text('excerpt_html').notNull().default(''),
    status: text('status').notNull().default('publish'),
    menuOrder: integer('menu_order').notNull().default(0),
    parentId: integer('parent_id'),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    /** Shown from / until (slides, flyers): outside the window the post is not served. */
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    /** seo_title, seo_description, testo_validit and type-specific fields (a flyer's pages). */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_posts_slug_idx').on(t.brandId, t.postType, t.slug),
    index('content_posts_list_idx').on(t.brandId, t.postType, t.menuOrder),
  ],
);

/** Categories and tags of the content (FAQ categories, ux-block terms), per brand. */
export const contentTerms = pgTable(
  'content_terms',
  {
    termId: serial('term_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    /** 'faq_category' | 'ux_block_term' | 'category' … */
    taxonomy: text('taxonomy').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('content_terms_slug_idx').on(t.brandId, t.taxonomy, t.slug)],
);

export const contentPostTerms = pgTable(
  'content_post_terms',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => contentPosts.postId, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => contentTerms.termId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.termId] }),
    index('content_post_terms_term_idx').on(t.termId),
  ],
);

/** What the customer-service form (form id 5) and other content forms received. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    requestId: serial('request_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    formId: integer('form_id').notNull(),
    userId: integer('user_id'),
    email: text('email').notNull(),
    /** The form's fields as sent, after validation. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_requests_brand_idx').on(t.brandId, t.createdAt)],
);
