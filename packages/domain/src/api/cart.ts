import { z } from 'zod';
import { CART } from '../constants';
import { roundQuantity } from '../units/convert';
import { LineProductSchema } from './catalog';
import { CartShippingAddressSchema, CartTimeslotSchema, DeliveryServiceSchema } from './delivery';
import { DbIdSchema, QueryIdSchema } from './ids';
import { UserSchema } from './user';

/*
 * The cart calls of docs/rules/cart.md and the cart they answer with (docs/rules/cart.md Cart, Cart
 * item). Money is euros with two decimals on the wire; the server computes in
 * integer cents. Quantities are in the product's selling unit: pieces, packs,
 * or a weight in WEIGHT_UNIT_SELLING for Sfuso and Peso.
 */

// ── Italian texts and codes the cart answers with ────────────────────────────

/**
 * Codes of the cart's refusals besides the quantity ones (QUANTITY_REFUSAL_CODES).
 * cart.need_address and cart.need_timeslot open the web's needAddress and
 * needTimeslot dialogs (docs/rules/delivery-and-slots.md Checkout flow helper).
 */
export const CART_REFUSAL_CODES = [
  'cart.need_address',
  'cart.need_timeslot',
  'cart.product_not_found',
  'cart.item_not_found',
  'order.not_found',
  'wishlist.not_found',
  'giftcertificate.invalid',
  'giftcertificate.expired',
  'giftcertificate.used_up',
  'giftcertificate.already_applied',
  'giftcertificate.min_spend',
] as const;
export type CartRefusalCode = (typeof CART_REFUSAL_CODES)[number];

// ── Requests ─────────────────────────────────────────────────────────────────

/** Lines a single call may name: a whole order or list fits, a flood does not. */
export const MAX_ITEMS_PER_REQUEST = 300;
/** Larger than any grocery quantity in any unit; keeps the numbers far from overflow. */
const MAX_QUANTITY = 100_000;
export const ITEM_NOTE_MAX_LENGTH = 500;

const hasThreeDecimalsAtMost = (q: number) => roundQuantity(q) === q;

/** In the selling unit; at most 3 decimals (docs/rules/cart.md). 0 on update removes the line. */
export const CartQuantitySchema = z
  .number()
  .min(0)
  .max(MAX_QUANTITY)
  .refine(hasThreeDecimalsAtMost, 'At most 3 decimals');

const TextFlagSchema = z.enum(['true', 'false']);

/** accept_alternatives as the provider sends it: 'true'/'false', or a JSON boolean. */
const AcceptAlternativesSchema = z
  .union([z.boolean(), TextFlagSchema])
  .transform((v) => v === true || v === 'true');

/** Where the add came from (search, category, list): accepted for the provider's client, not used. */
const SearchParamsSchema = z
  .union([
    z.string().max(1000),
    z.record(
      z.string().max(100),
      z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
    ),
  ])
  .optional();

/** parameterName → option key of the product's selectOptions, e.g. { SPESSORE_TAGLIO: 'sottile' }. */
export const ChosenOptionsSchema = z
  .record(z.string().min(1).max(50), z.string().min(1).max(50))
  .refine((options) => Object.keys(options).length <= 10, 'At most 10 options');

export const AddToCartItemSchema = z.object({
  productId: DbIdSchema,
  quantity: CartQuantitySchema.refine((q) => q > 0, 'Must be positive'),
  /** productId is the product's wpId (its content-service page). */
  useWpId: z
    .union([z.boolean(), TextFlagSchema])
    .transform((v) => v === true || v === 'true')
    .optional(),
  /** Accepted for the provider's client; the cart's warehouse prices and stocks the line. */
  deliveryWarehouseId: DbIdSchema.optional(),
  searchParams: SearchParamsSchema,
  infos: z
    .object({
      notes: z.string().max(ITEM_NOTE_MAX_LENGTH).optional(),
      accept_alternatives: AcceptAlternativesSchema.optional(),
    })
    .optional(),
  /** Required when the product has selectOptions; the same product with other options is another line. */
  selectOptions: ChosenOptionsSchema.optional(),
});
export type AddToCartItem = z.input<typeof AddToCartItemSchema>;
/** An item as the server reads it: accept_alternatives and useWpId as booleans. */
export type AddToCartItemData = z.output<typeof AddToCartItemSchema>;

export const AddToCartRequestSchema = z.object({
  items: z.array(AddToCartItemSchema).min(1).max(MAX_ITEMS_PER_REQUEST),
});
export type AddToCartRequest = z.input<typeof AddToCartRequestSchema>;

export const UpdateCartRequestSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: DbIdSchema,
        quantity: CartQuantitySchema,
        searchParams: SearchParamsSchema,
      }),
    )
    .min(1)
    .max(MAX_ITEMS_PER_REQUEST),
});
export type UpdateCartRequest = z.input<typeof UpdateCartRequestSchema>;

export const DeleteFromCartRequestSchema = z.object({
  items: z
    .array(z.object({ itemId: DbIdSchema, productId: DbIdSchema.optional() }))
    .min(1)
    .max(MAX_ITEMS_PER_REQUEST),
});
export type DeleteFromCartRequest = z.input<typeof DeleteFromCartRequestSchema>;

/** POST cart/update-cart-info: the order note (docs/rules/cart.md: at most 1000 characters) or the invoice request. */
export const UpdateCartInfoRequestSchema = z.discriminatedUnion('property', [
  z.object({
    property: z.literal('order_comment'),
    value: z
      .string()
      .max(CART.orderNoteMaxLength, 'La nota può contenere al massimo 1000 caratteri'),
  }),
  z.object({ property: z.literal('need_invoice'), value: TextFlagSchema }),
  /** The packaging chosen at checkout (packaging-type/list). */
  z.object({
    property: z.literal('packaging_type_id'),
    value: z.string().regex(/^[1-9][0-9]{0,8}$/, 'A packaging type id'),
  }),
]);
export type UpdateCartInfoRequest = z.input<typeof UpdateCartInfoRequestSchema>;

export const UpdateCartItemInfosRequestSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: DbIdSchema,
        infos: z
          .object({
            accept_alternatives: TextFlagSchema.optional(),
            notes: z.string().max(ITEM_NOTE_MAX_LENGTH).optional(),
          })
          .strict(),
      }),
    )
    .min(1)
    .max(MAX_ITEMS_PER_REQUEST),
});
export type UpdateCartItemInfosRequest = z.input<typeof UpdateCartItemInfosRequestSchema>;

/** Most cart calls carry show_sectors (docs/rules/cart.md): 'true' groups the lines by department. */
export const CartQuerySchema = z.object({
  show_sectors: z
    .string()
    .max(10)
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const AddAllFromOrderQuerySchema = CartQuerySchema.extend({ order_id: QueryIdSchema });
export const AddAllFromWishlistQuerySchema = CartQuerySchema.extend({ list_id: QueryIdSchema });

/** Codes are short; a longer one cannot be valid and is refused as malformed. */
export const GIFT_CODE_MAX_LENGTH = 40;
export const GiftCodeQuerySchema = CartQuerySchema.extend({
  code: z.string().trim().min(1).max(GIFT_CODE_MAX_LENGTH),
});

// ── The cart ─────────────────────────────────────────────────────────────────

export const CartItemInfoSchema = z.object({
  /** docs/rules/cart.md: the string 'true' or 'false'. Defaults from the brand (promo products have their own). */
  accept_alternatives: TextFlagSchema,
  notes: z.string().optional(),
  /** Weighed lines: the weight as the shopper reads it ('600 g'). */
  customWeight: z.string().optional(),
});
export type CartItemInfo = z.infer<typeof CartItemInfoSchema>;

export const CartItemSchema = z.object({
  itemId: z.number().int(),
  /** The same id, under the provider's other name. */
  cartItemId: z.number().int(),
  /** As the catalogue shows it in the cart's warehouse (line shape); chosen options carry `selected`. */
  product: LineProductSchema,
  /** In the selling unit: pieces, packs, or kg/hg of a weighed product. */
  quantity: z.number(),
  /** In WEIGHT_UNIT_BASE (kg): weighed lines and packs of known weight; null for pieces. */
  weight: z.number().nullable(),
  /** Euros: price × quantity (weighed goods by their weight in the base unit), less the multi-buy. */
  grossTotal: z.number(),
  /** Euros the product's multi-buy ('3x2') takes off this line; absent when it takes nothing. */
  promoDiscount: z.number().positive().optional(),
  /** '3 pz', '2 conf', '600 g', '1,5 kg'. */
  quantityDisplay: z.string(),
  cartItemInfo: CartItemInfoSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSectorSchema = z.object({
  /** The top-level department (category id). */
  sectorId: z.number().int(),
  name: z.string(),
  cartItems: z.array(CartItemSchema),
});
export type CartSector = z.infer<typeof CartSectorSchema>;

export const GiftCertificateRefSchema = z.object({
  giftCertificateId: z.number().int(),
  code: z.string(),
  description: z.string(),
});

export type GiftCertificateRef = z.infer<typeof GiftCertificateRefSchema>;

export const CartGiftCertificateSchema = GiftCertificateRefSchema.extend({
  userGiftCertificateId: z.number().int(),
  /** Euros taken off now; 0 while the minimum spend is not reached. */
  amount: z.number(),
  applied: z.boolean(),
});
export type CartGiftCertificate = z.infer<typeof CartGiftCertificateSchema>;

export const OrderAdjustmentSchema = z.object({
  /** Null: the discount is on the whole order, not on one line. */
  orderItemId: z.number().int().nullable(),
  userGiftCertificateId: z.number().int(),
  giftCertificate: GiftCertificateRefSchema,
  amount: z.number(),
});

export const OrderPackageSchema = z.object({
  orderPackageId: z.number().int(),
  quantity: z.number().int(),
  totalPrice: z.number(),
  package: z.object({
    packageId: z.number().int(),
    productId: z.number().int(),
    descr: z.string(),
    /** Euros per package. */
    cost: z.number(),
    itemsPerPackage: z.number().int(),
  }),
});
export type OrderPackage = z.infer<typeof OrderPackageSchema>;

/**
 * The cart as the API returns it (docs/rules/cart.md Cart). Totals, in euros:
 * grossTotal (the goods) − giftTotal (codes) + packageTotal (bags) +
 * deliveryFee = totalPrice. docs/rules/cart.md: "cartItems, or sectors each with
 * cartItems": with show_sectors=true the lines travel once, inside their
 * sectors, and `cartItems` is left out (CartWireSchema); clients read it
 * through CartViewResponseSchema, which puts the flat list back (Cart).
 */
export const CartSchema = z.object({
  cartId: z.number().int(),
  cartStatusId: z.number().int(),
  user: UserSchema,
  store: z.object({ storeId: z.number().int(), name: z.string().optional() }).nullable(),
  warehouse: z.object({ warehouseId: z.number().int() }),
  /** Null only for an anonymous visitor; a shopper's new cart gets an auto-assigned store. */
  shippingAddress: CartShippingAddressSchema.nullable(),
  selectedService: DeliveryServiceSchema.nullable(),
  timeslot: CartTimeslotSchema.nullable(),
  /** Every line, in the order added; lines the cart's warehouse does not sell are left out. */
  cartItems: z.array(CartItemSchema),
  /** With show_sectors=true: the same lines grouped by top-level department, in menu order. */
  sectors: z.array(CartSectorSchema).optional(),
  /** Lines (products) in the cart: "Hai N prodotti nel carrello". */
  totalItems: z.number().int(),
  grossTotal: z.number(),
  giftTotal: z.number(),
  packageTotal: z.number(),
  deliveryFee: z.number(),
  totalPrice: z.number(),
  cartInfos: z.record(z.string(), z.string()),
  giftCertificates: z.array(CartGiftCertificateSchema),
  orderAdjustmentSummary: z.object({
    orderAdjustments: z.array(OrderAdjustmentSchema),
    totalAmount: z.number(),
  }),
  /** Vouchers this order will earn (loyalty), shown in the summary. */
  giftCertificatesToGenerate: z.array(z.object({ description: z.string(), giftTotal: z.number() })),
  orderPackages: z.array(OrderPackageSchema),
  userPoints: z.object({ LOYALTY: z.object({ value: z.number().int() }).optional() }),
  /**
   * The brand's minimum order and what the goods still lack to reach it, 0 once
   * reached (docs/rules/cart.md Minimum order): the cart says it, checkout refuses below it.
   */
  minimumOrder: z.object({ minimum: z.number(), missing: z.number() }),
  /**
   * Present while the cart holds the edit of a placed order (order/modify):
   * buying it replaces that order's contents.
   */
  editingOrderId: z.number().int().optional(),
});
export type Cart = z.infer<typeof CartSchema>;

/** The cart on the wire: without cartItems when the lines come in sectors. */
export const CartWireSchema = CartSchema.extend({ cartItems: z.array(CartItemSchema).optional() });
export type CartWire = z.infer<typeof CartWireSchema>;

/** The flat list of lines back from the sectors, in the order added (item ids grow). */
export function withFlatLines(cart: CartWire): Cart {
  if (cart.cartItems) return { ...cart, cartItems: cart.cartItems };
  const lines = (cart.sectors ?? []).flatMap((sector) => sector.cartItems);
  return { ...cart, cartItems: lines.sort((a, b) => a.itemId - b.itemId) };
}

/** What the server declares and sends for every call answering the cart. */
export const CartWireResponseSchema = z.object({ data: CartWireSchema });
export type CartWireResponse = z.infer<typeof CartWireResponseSchema>;

/** What a client parses: the wire cart with its flat list of lines restored. */
export const CartViewResponseSchema = z.object({ data: CartWireSchema.transform(withFlatLines) });
export type CartViewResponse = z.infer<typeof CartViewResponseSchema>;

export const GiftCertificateCheckResponseSchema = z.object({
  giftCertificate: GiftCertificateRefSchema,
});
