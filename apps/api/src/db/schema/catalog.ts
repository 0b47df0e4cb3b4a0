import { asc, desc, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  CategoryMetaData,
  Nutrition,
  OfferTerms,
  ProductInfos,
  SelectOption,
  Shelf,
  Tipologia,
  WarehousePromo,
} from '@spesa/domain';
import { brands } from './brands';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const ACCENTED = 'àáâäèéêëìíîïòóôöùúûü';
const PLAIN = 'aaaaeeeeiiiioooouuuu';

/**
 * SQL text that lower-cases and folds accents: Italian shoppers type "caffe"
 * for "caffè". translate() is immutable, so it can feed a generated column
 * (unaccent() cannot); the search code folds query words the same way.
 */
export const foldAccents = (expression: string): string =>
  `translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`;

/** Where the goods leave from; prices and stock are per warehouse. Stores and zones come later. */
export const warehouses = pgTable('warehouses', {
  warehouseId: integer('warehouse_id').primaryKey(),
  name: text('name').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    categoryId: integer('category_id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.categoryId),
    /** The path under /category/: 'frutta-e-verdura/frutta/mele'. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** 1 for the top level. */
    level: integer('level').notNull(),
    /** Ids from the top-level ancestor down to this category. */
    path: integer('path').array().notNull(),
    metaData: jsonb('meta_data').$type<CategoryMetaData>().notNull(),
    /** Colour and icon of the top-level category, used by packshots and menu pictures. */
    colour: text('colour').notNull(),
    icon: text('icon').notNull(),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/** Content blocks shown on a category page (GET /ebsn/api/category-block/info). */
export const categoryBlocks = pgTable(
  'category_blocks',
  {
    categoryBlockId: integer('category_block_id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    position: integer('position').notNull(),
    type: text('type').$type<'banner' | 'text'>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    cssClass: text('css_class').notNull(),
  },
  (t) => [index('category_blocks_category_idx').on(t.categoryId)],
);

/** Producers and the store's own labels. */
export const vendors = pgTable(
  'vendors',
  {
    vendorId: integer('vendor_id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    storeBrand: boolean('store_brand').notNull().default(false),
    /** A brand's private label: only that brand sells its products; null for producers every brand sells. */
    brandId: text('brand_id').references(() => brands.brandId),
  },
  (t) => [uniqueIndex('vendors_slug_idx').on(t.slug)],
);

/** Classes with rules of their own: alcohol (per-order maximum), frozen goods. */
export const productClasses = pgTable('product_classes', {
  productClassId: integer('product_class_id').primaryKey(),
  name: text('name').notNull(),
  maxQuantity: integer('max_quantity'),
});

export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    /**
     * The grocer's own code, the key of the products feed: importing again
     * updates the line it names. Null for a line no feed has named yet.
     */
    sku: text('sku'),
    /** The id of the product's page in the content service. */
    wpId: integer('wp_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescr: text('short_descr').notNull(),
    description: text('description').notNull(),
    /** EAN-13 (an EAN-8 with five leading zeros, as GS1 writes it); empty for loose goods weighed in store. */
    ean: text('ean').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    /** The leaf category; categoryPath repeats its ancestors for indexed subtree listings. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    categoryPath: integer('category_path').array().notNull(),
    tipologia: text('tipologia').$type<Tipologia>().notNull(),
    /** The Italian VAT rate the product sells at, in percent (4, 5, 10 or 22). */
    vatRate: smallint('vat_rate').notNull().default(22),
    productInfos: jsonb('product_infos').$type<ProductInfos>().notNull(),
    weightUnitDisplay: text('weight_unit_display').notNull(),
    minAcq: numeric('min_acq', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    maxAcq: numeric('max_acq', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    isNew: boolean('is_new').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    productClassIds: integer('product_class_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    selectOptions: jsonb('select_options').$type<SelectOption[]>().notNull().default([]),
    ingredients: text('ingredients'),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'`),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Sales rank among all products (higher sells more): the default order of listings. */
    popularity: integer('popularity').notNull().default(0),
    /** The picture the products feed named (a file of the feed or an https address), kept for the image job. */
    imageSource: text('image_source'),
    /** The vendor's and categories' names, copied here because a generated column sees one row. */
    searchBrand: text('search_brand').notNull(),
    searchCategories: text('search_categories').notNull(),
    /**
     * Moved by every save from the manager's product page: a save carrying
     * an older one is refused, never written over another's.
     */
    version: integer('version').notNull().default(1),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          [
            `setweight(to_tsvector('italian', ${foldAccents("name || ' ' || ean")}), 'A')`,
            `setweight(to_tsvector('italian', ${foldAccents('search_brand')}), 'B')`,
            `setweight(to_tsvector('italian', ${foldAccents('search_categories')}), 'C')`,
            `setweight(to_tsvector('italian', ${foldAccents("short_descr || ' ' || description")}), 'D')`,
          ].join(' || '),
        ),
      ),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    uniqueIndex('products_ean_idx')
      .on(t.ean)
      .where(sql`${t.ean} <> ''`),
    uniqueIndex('products_sku_idx').on(t.sku),
    // The manager's search lists by name: a page is read off the index, never a sort of all.
    index('products_name_idx').on(t.name, t.productId),
    // …and finds a sku by its start, whatever the case typed.
    index('products_sku_prefix_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
    index('products_category_path_idx').using('gin', t.categoryPath),
    index('products_vendor_idx').on(t.vendorId),
    index('products_search_idx').using('gin', t.searchVector),
    check(
      'products_tipologia_check',
      sql`${t.tipologia} in ('Pezzo', 'Confezione', 'Sfuso', 'Peso')`,
    ),
    check('products_ean_check', sql`${t.ean} ~ '^([0-9]{13})?$'`),
    check('products_vat_rate_check', sql`${t.vatRate} in (4, 5, 10, 22)`),
  ],
);

/** The assortment of a warehouse: price in cents, stock and promotion of each product it sells. */
export const warehouseProducts = pgTable(
  'warehouse_products',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.warehouseId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    /** Per piece for Pezzo, per kg (WEIGHT_UNIT_BASE) for the other types. */
    priceCents: integer('price_cents').notNull(),
    /** The price before the promotion; set only while a promotion runs. */
    priceStandardCents: integer('price_standard_cents'),
    promo: jsonb('promo').$type<WarehousePromo>(),
    /** In the selling unit, like a line's quantity (kg or hg for weighed goods). */
    available: numeric('available', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /**
     * Set by a stock and price feed: the warehouse's own price, which the
     * products feed's one price no longer overwrites.
     */
    ownPrice: boolean('own_price').notNull().default(false),
    /** The dated offer (offers feed) this row's price and promotion show while it runs. */
    offerId: text('offer_id').references((): AnyPgColumn => offers.offerId),
    /** The undated price and promotion the running offer covers, put back when it ends. */
    beforeOffer: jsonb('before_offer').$type<Shelf>(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.productId] }),
    index('warehouse_products_product_idx').on(t.productId),
    check('warehouse_products_price_check', sql`${t.priceCents} > 0`),
    check(
      'warehouse_products_promo_check',
      sql`${t.priceStandardCents} is null or ${t.priceStandardCents} > ${t.priceCents}`,
    ),
  ],
);

/**
 * The grocer's dated offers (offers feed, decision 046): one line's promotion
 * in one warehouse, or in every warehouse selling it, from its first day to its
 * last (both included, Rome's days). The running one is copied onto the
 * warehouse's row, which every reader and the cart's one pricing rule read.
 */
export const offers = pgTable(
  'offers',
  {
    /** The grocer's own id: importing again updates the offer. */
    offerId: text('offer_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    /** Null: every warehouse selling the line. */
    warehouseId: integer('warehouse_id').references(() => warehouses.warehouseId),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('offers_product_idx').on(t.productId),
    index('offers_ends_on_idx').on(t.endsOn),
    check('offers_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * What each shopper's delivered orders held, for 'I più acquistati' and the
 * catalogue's "preferred" filter. The lists feature adds to it when the store
 * marks an order delivered.
 */
export const purchasedProducts = pgTable(
  'purchased_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    timesBought: integer('times_bought').notNull().default(1),
    lastBoughtAt: timestamp('last_bought_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * The order of a shopper's most bought products, most often first and the most
 * recent first on a tie: 'I più acquistati' and the "preferred" filter take the
 * same first ones (docs/rules/lists.md).
 */
export const mostBoughtFirst = () => [
  desc(purchasedProducts.timesBought),
  desc(purchasedProducts.lastBoughtAt),
  asc(purchasedProducts.productId),
];

/**
 * The words of product names, brands and categories, accent-folded: typo and
 * prefix matching runs on this small table with trigrams, then the matched words
 * go to the full-text index.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Products containing the word: the order of suggestions. */
    products: integer('products').notNull(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);
