import { z } from 'zod';
import { DbIdSchema, QueryIdSchema } from './ids';
import { ProductSchema } from './catalog';

/**
 * The manager's «Prodotti» (GET /ebsn/api/staff/products, GET and POST
 * /ebsn/api/staff/product): find a product, read it for editing, save it.
 */

export const STAFF_PRODUCT_PAGE_SIZE = 25;
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const StaffProductQuerySchema = z.object({
  /** A name's words, an EAN or a sku (its start). */
  q: z.string().trim().max(100).optional(),
  category_id: QueryIdSchema.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  on_offer: flag.optional(),
  out_of_stock: flag.optional(),
  page: z.coerce.number().int().positive().max(10_000).optional(),
});
export type StaffProductQuery = z.infer<typeof StaffProductQuerySchema>;

export const StaffProductRowSchema = z.object({
  productId: z.number().int(),
  sku: z.string().nullable(),
  ean: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  /** On sale in some warehouse. */
  active: z.boolean(),
  /** A promotion runs in some warehouse. */
  onOffer: z.boolean(),
  /** On sale, and no warehouse holds any. */
  outOfStock: z.boolean(),
  /** The lowest shelf price, in cents; null off sale. */
  priceCents: z.number().int().nullable(),
});
export type StaffProductRow = z.infer<typeof StaffProductRowSchema>;

export const StaffProductListSchema = z.object({
  products: z.array(StaffProductRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffProductList = z.infer<typeof StaffProductListSchema>;

/** One warehouse's shelf of the product: every warehouse of the shop, sold there or not. */
export const StaffShelfSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  /** The price without a dated offer, in cents; null where it is not sold. */
  priceCents: z.number().int().nullable(),
  listPriceCents: z.number().int().nullable(),
  available: z.number().nullable(),
  /** A dated offer shows over this price now. */
  offer: z.boolean(),
});
export type StaffShelf = z.infer<typeof StaffShelfSchema>;

export const StaffCategoryChoiceSchema = z.object({
  categoryId: z.number().int(),
  /** «Frutta e verdura > Frutta». */
  path: z.string(),
});

export const StaffProductSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  ean: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  vatRate: z.number().int(),
  active: z.boolean(),
  categoryId: z.number().int(),
  tags: z.array(z.string()),
  /** Read with the product, sent back with its save: a save over a later version is refused. */
  version: z.number().int(),
  shelves: z.array(StaffShelfSchema),
  categories: z.array(StaffCategoryChoiceSchema),
  /** The shopper's own card of the product in the manager's warehouse; null off sale there. */
  preview: ProductSchema.nullable(),
});
export type StaffProduct = z.infer<typeof StaffProductSchema>;

export const StaffProductIdQuerySchema = z.object({ product_id: QueryIdSchema });

const text = (max: number) => z.string().max(max);

/** Prices and stock as typed (the feed's checks read them), per warehouse. */
export const StaffShelfEditSchema = z.object({
  warehouseId: DbIdSchema,
  price: text(20),
  listPrice: text(20),
  stock: text(20),
});
export type StaffShelfEdit = z.infer<typeof StaffShelfEditSchema>;

export const StaffProductSaveSchema = z.object({
  productId: DbIdSchema,
  categoryId: DbIdSchema,
  version: z.number().int().min(0).max(2_147_483_647),
  name: text(1_000),
  ean: text(50),
  shortDescription: text(1_000),
  description: text(10_000),
  vatRate: text(10),
  active: z.boolean(),
  tags: z.array(text(40)).max(10),
  shelves: z.array(StaffShelfEditSchema).max(50),
});
export type StaffProductSave = z.infer<typeof StaffProductSaveSchema>;
