import { z } from 'zod';
import { CartQuantitySchema, ChosenOptionsSchema } from './cart';
import { LineProductSchema } from './catalog';
import { DbIdSchema, QueryIdSchema } from './ids';
import { shopperIssue } from '../validators/zod-field';
import { WISHLIST_LIMITS } from '../constants';
import { WISHLIST_MESSAGES } from '../texts/lists';

/*
 * The list calls of docs/rules/lists.md: wishlist/view, list, confirm,
 * update, insert, delete, select, delete_prods, add_prod, update_prods, and
 * share / unshare (paths the provider did not show, designed in its style).
 * Quantities are in the product's selling unit, as in the cart.
 */

export const WISHLIST_GRANTS = ['READ', 'EDIT'] as const;
export type WishlistGrant = (typeof WISHLIST_GRANTS)[number];

export const WISHLIST_KINDS = ['list', 'favourites', 'purchased'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

/** Codes a list call refuses with, beside the quantity ones (QUANTITY_REFUSAL_CODES). */
export const WISHLIST_REFUSAL_CODES = [
  'wishlist.not_found',
  'wishlist.item_not_found',
  'wishlist.product_not_found',
  'wishlist.read_only',
  'wishlist.owner_only',
  'wishlist.fixed',
  'wishlist.too_many_lists',
  'wishlist.too_many_items',
  'wishlist.too_many_shares',
  'wishlist.too_many_invitations',
  'wishlist.share_self',
] as const;
export type WishlistRefusalCode = (typeof WISHLIST_REFUSAL_CODES)[number];

// ── Requests ─────────────────────────────────────────────────────────────────

const queryFlag = z
  .string()
  .max(10)
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Trimmed; counted in characters as the shopper sees them (an emoji is one);
 * NUL is refused for every field before any route (http/storable-text). The
 * shopper reads the Italian message.
 */
export const WishlistNameSchema = z
  .string()
  .transform((name) => name.trim())
  .superRefine((name, ctx) => {
    if (name.length === 0) ctx.addIssue(shopperIssue(WISHLIST_MESSAGES.nameRequired));
    else if ([...name].length > WISHLIST_LIMITS.nameMaxLength)
      ctx.addIssue(shopperIssue(WISHLIST_MESSAGES.nameTooLong));
  });

export const WishlistViewQuerySchema = z.object({
  list_id: QueryIdSchema,
  /** Marks each item available, out of stock or not sold at the cart's warehouse. */
  calculate_stock: queryFlag,
  /** Groups the items by top-level department, like the cart. */
  show_sectors: queryFlag,
});

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const WishlistListQuerySchema = z.object({
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(WISHLIST_LIMITS.maxPageSize)
      .default(WISHLIST_LIMITS.defaultPageSize),
  ),
});
export type WishlistListQuery = z.input<typeof WishlistListQuerySchema>;

export const WishlistIdQuerySchema = z.object({ list_id: QueryIdSchema });
export const WishlistInsertQuerySchema = z.object({ name: WishlistNameSchema });
export const WishlistUpdateQuerySchema = z.object({
  list_id: QueryIdSchema,
  name: WishlistNameSchema,
});

export const WishlistConfirmRequestSchema = z.object({
  address_id: DbIdSchema,
  list_id: DbIdSchema,
});
export type WishlistConfirmRequest = z.input<typeof WishlistConfirmRequestSchema>;

const positiveQuantity = CartQuantitySchema.refine((q) => q > 0, 'Must be positive');

export const WishlistAddRequestSchema = z.object({
  wishlistId: DbIdSchema,
  items: z
    .array(
      z.object({
        productId: DbIdSchema,
        /** In the selling unit; without it, the product's first add (one piece, WEIGHT_SELLING). */
        quantity: positiveQuantity.optional(),
        selectOptions: ChosenOptionsSchema.optional(),
      }),
    )
    .min(1)
    .max(WISHLIST_LIMITS.itemsPerRequest),
});
export type WishlistAddRequest = z.input<typeof WishlistAddRequestSchema>;

export const WishlistUpdateItemsRequestSchema = z.object({
  wishlistId: DbIdSchema,
  items: z
    .array(z.object({ itemId: DbIdSchema, quantity: CartQuantitySchema }))
    .min(1)
    .max(WISHLIST_LIMITS.itemsPerRequest),
});
export type WishlistUpdateItemsRequest = z.input<typeof WishlistUpdateItemsRequestSchema>;

export const WishlistDeleteItemsRequestSchema = z.object({
  wishlistId: DbIdSchema,
  items: z
    .array(
      z.object({
        itemId: DbIdSchema,
        /** Accepted for the provider's client; the item id names the line. */
        quantity: CartQuantitySchema.optional(),
        productId: DbIdSchema.optional(),
      }),
    )
    .min(1)
    .max(WISHLIST_LIMITS.itemsPerRequest),
});
export type WishlistDeleteItemsRequest = z.input<typeof WishlistDeleteItemsRequestSchema>;

export const WishlistShareRequestSchema = z.object({
  list_id: DbIdSchema,
  email: z.string().trim().toLowerCase().min(3).max(254).email('Digitare una e-mail valida'),
  grant: z.enum(WISHLIST_GRANTS),
});
export type WishlistShareRequest = z.input<typeof WishlistShareRequestSchema>;

export const WishlistUnshareRequestSchema = z.object({
  list_id: DbIdSchema,
  email: z.string().trim().toLowerCase().min(3).max(254).email('Digitare una e-mail valida'),
});
export type WishlistUnshareRequest = z.input<typeof WishlistUnshareRequestSchema>;

/** accept, leave: the list shared with the shopper. */
export const WishlistShareAnswerRequestSchema = z.object({ list_id: DbIdSchema });
export type WishlistShareAnswerRequest = z.input<typeof WishlistShareAnswerRequestSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────

export const WishlistSharingSchema = z.object({
  /** docs/rules/lists.md Sharing: READ means no editing; OWNER and EDIT may edit. */
  grant: z.enum(['OWNER', ...WISHLIST_GRANTS]),
  /** Who made the list, for a list shared with the shopper; null for the shopper's own. */
  owner: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** The people the owner shares it with; empty for a list shared with the shopper. */
  sharedWith: z.array(z.object({ email: z.string(), grant: z.enum(WISHLIST_GRANTS) })),
});
export type WishlistSharing = z.infer<typeof WishlistSharingSchema>;

export const WishlistSchema = z.object({
  listId: z.number().int(),
  /** The same id, under the provider's other name. */
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(WISHLIST_KINDS),
  /** Products in the list. */
  size: z.number().int(),
  isDefault: z.boolean(),
  /** False for 'I più acquistati' and for a READ share. */
  editable: z.boolean(),
  sharingData: WishlistSharingSchema,
});
export type Wishlist = z.infer<typeof WishlistSchema>;

export const WISHLIST_STOCK_STATUSES = [
  'available',
  'out_of_stock',
  'not_sold',
  'discontinued',
] as const;
export type WishlistStockStatus = (typeof WISHLIST_STOCK_STATUSES)[number];

export const WishlistItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  /** As the catalogue shows it (the cart's warehouse, or one that sells it); null when no warehouse sells it any more. */
  product: LineProductSchema.nullable(),
  name: z.string(),
  /** In the selling unit, as in the cart. */
  quantity: z.number(),
  /** In WEIGHT_UNIT_BASE for weighed products; null for pieces. */
  weight: z.number().nullable(),
  /** '3 pz', '600 g'; empty when the product is gone. */
  quantityDisplay: z.string(),
  selectOptions: z.record(z.string(), z.string()),
  /** With calculate_stock: at the cart's warehouse, and why not when it cannot be bought there. */
  stock: z
    .object({ status: z.enum(WISHLIST_STOCK_STATUSES), message: z.string().nullable() })
    .optional(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** A department and its items, named by id: each item travels once, in wishlistItems. */
export const WishlistSectorSchema = z.object({
  sectorId: z.number().int(),
  name: z.string(),
  itemIds: z.array(z.number().int()),
});
export type WishlistSector = z.infer<typeof WishlistSectorSchema>;

export const WishlistDetailSchema = WishlistSchema.extend({
  wishlistItems: z.array(WishlistItemSchema),
  /** With show_sectors: the same items by top-level department, in menu order. */
  sectors: z.array(WishlistSectorSchema).optional(),
  /** The warehouse the products and the stock are of: the cart's. */
  warehouseId: z.number().int(),
});
export type WishlistDetail = z.infer<typeof WishlistDetailSchema>;

export const WishlistViewResponseSchema = z.object({ data: WishlistDetailSchema });
export type WishlistViewResponse = z.infer<typeof WishlistViewResponseSchema>;

export const WishlistPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totItems: z.number().int(),
  totPages: z.number().int(),
});

/** A list someone shared with the shopper, waiting for «Accetta» or «Rifiuta». */
export const WishlistInvitationSchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  grant: z.enum(WISHLIST_GRANTS),
  owner: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type WishlistInvitation = z.infer<typeof WishlistInvitationSchema>;

export const WishlistListResponseSchema = z.object({
  personalList: z.object({ lists: z.array(WishlistSchema), page: WishlistPageSchema }),
  /** The invitations not answered yet, newest first; their lists are not among `lists`. */
  invitations: z.array(WishlistInvitationSchema),
});
export type WishlistListResponse = z.infer<typeof WishlistListResponseSchema>;

/** insert, update, select, share, unshare: the list as the call left it. */
export const WishlistOneResponseSchema = z.object({ data: WishlistSchema });
export type WishlistOneResponse = z.infer<typeof WishlistOneResponseSchema>;

/** delete: the id of the list gone. */
export const WishlistDeleteResponseSchema = z.object({
  data: z.object({ listId: z.number().int() }),
});
