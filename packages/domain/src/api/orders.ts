import { z } from 'zod';
import { QueryIdSchema } from './ids';
import { ADDRESS_TYPE } from '../delivery/address-type';
import { ORDER_STATUS } from '../orders/order-status';
import { OrderSummarySchema } from './checkout';
import { FlagSchema, IsoDateSchema } from './delivery';
import { DueDocumentSchema } from './due-documents';
import { ORDER_NOTE_MESSAGES } from '../texts/orders';

/*
 * docs/rules/orders.md Orders: order/view answers data.data, the order. Money in euros,
 * quantities in the selling unit, as the cart shows them.
 */

export const OrderItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  /** The product as it was sold: name, shortDescr, mediaURL, slug … */
  product: z.record(z.string(), z.unknown()),
  quantity: z.number(),
  quantityDisplay: z.string(),
  weight: z.number().nullable(),
  /** Weighed at preparation: its price is an estimate until then. */
  variableWeight: z.boolean(),
  grossTotal: z.number(),
  acceptAlternatives: z.boolean(),
  notes: z.string(),
  sectorId: z.number().int().nullable(),
  deliveredQuantity: z.number().nullable(),
  deliveredWeight: z.number().nullable(),
  finalGrossTotal: z.number().nullable(),
  /** The line this one replaced at picking (a substitute); null otherwise. */
  replacesOrderItemId: z.number().int().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderTransactionSchema = z.object({
  orderTransactionId: z.number().int(),
  /** ISO 8601. */
  addDate: z.string(),
  transactionStatusId: z.number().int(),
  paymentTypeId: z.number().int(),
  authorizedAmount: z.number(),
  capturedAmount: z.number(),
  refundedAmount: z.number(),
  /** 'VISA •••• 4242'; null for PayPal and payments not made by card. */
  cardDescr: z.string().nullable(),
});

export const OrderSchema = OrderSummarySchema.extend({
  /** ISO 8601. */
  addDate: z.string(),
  shippingAddress: z.object({
    addressId: z.number().int(),
    addressTypeId: z.number().int(),
    addressName: z.string(),
    address1: z.string(),
    addressNumber: z.string().nullable(),
    postalcode: z.string().nullable(),
    city: z.string(),
    province: z.string().nullable(),
  }),
  items: z.array(OrderItemSchema),
  orderPackages: z.array(
    z.object({
      orderPackageId: z.number().int(),
      descr: z.string(),
      quantity: z.number().int(),
      cost: z.number(),
      totalPrice: z.number(),
    }),
  ),
  orderAdjustments: z.array(
    z.object({ code: z.string(), description: z.string(), amount: z.number() }),
  ),
  grossTotal: z.number(),
  giftTotal: z.number(),
  packageTotal: z.number(),
  deliveryFee: z.number(),
  /** What the delivered goods came to above the card's reservation: not charged (decision 027). */
  waived: z.number(),
  /** Charged or collected so far, less refunds: with what is still due, the total. */
  paid: z.number(),
  /** order_comment, need_invoice (docs/rules/cart.md cartInfos). */
  cartInfos: z.record(z.string(), z.string()),
  loyaltyPoints: z.number().int(),
  /** Placed by an agent for the customer (docs/rules/orders.md): flagged with a tooltip. */
  placedByAgent: z.boolean(),
  /** A company invoice the shop sends as FatturaPA (order/invoice format=xml). */
  hasEInvoice: z.boolean(),
  transactions: z.array(OrderTransactionSchema),
  statusHistory: z.array(
    z.object({
      orderStatusId: z.number().int(),
      at: z.string(),
      /** The shopper changed the order then (its lines, slot or payment), its status unchanged. */
      edited: z.boolean().optional(),
    }),
  ),
  dueDocuments: z.array(DueDocumentSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET order/view (docs/rules/orders.md): order_id, show_replaced. */
export const OrderViewQuerySchema = z.object({
  order_id: QueryIdSchema,
  /** Also the lines a substitute replaced at picking (each substitute names it in replacesOrderItemId). */
  show_replaced: FlagSchema,
});
export type OrderViewQuery = z.input<typeof OrderViewQuerySchema>;

export const OrderViewResponseSchema = z.object({ data: OrderSchema });
export type OrderViewResponse = z.infer<typeof OrderViewResponseSchema>;

// ── My orders: list, cancel, reorder ─────────────────────────────────────────

export const ORDER_REFUSAL_CODES = [
  'order.not_found',
  'order.not_cancellable',
  'order.not_editable',
  'order.editing_other',
] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[number];

/** docs/rules/orders.md: orders list page size 12, default page 1. */
export const ORDER_LIST_PAGE_SIZE = 12;
export const ORDER_LIST_MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;
const MAX_EUROS = 1_000_000;

/** The provider sends empty parameters ('page=&from_date='); empty means "not given". */
export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const euros = z.preprocess(
  emptyAsUndefined,
  z.coerce.number().finite().min(0).max(MAX_EUROS).optional(),
);

/**
 * GET order/list (docs/rules/orders.md). page starts at 1 (0 is refused); page_size is
 * clamped to 1..100; an inverted date or amount range is refused naming its
 * upper bound (to_date, to_gross_total).
 */
/** The page of every order list: page from 1 (0 refused), page_size clamped to 1..100, lines on request. */
export const OrderPageQueryShape = {
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(MAX_PAGE).default(1)),
  page_size: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .default(ORDER_LIST_PAGE_SIZE)
      .transform((n) => Math.min(ORDER_LIST_MAX_PAGE_SIZE, Math.max(1, n))),
  ),
  /** Each order with its lines (items). */
  fetch_detail: FlagSchema,
};

export const OrderListQuerySchema = z
  .object({
    ...OrderPageQueryShape,
    /** Also the orders waiting for their payment (statuses 1 and 2); hidden by default. */
    show_pending: FlagSchema,
    /** With fetch_detail: also the lines replaced by a substitute at picking. */
    show_replaced: FlagSchema,
    /** By order date (the day it was placed, Europe/Rome), inclusive. */
    from_date: z.preprocess(emptyAsUndefined, IsoDateSchema.optional()),
    to_date: z.preprocess(emptyAsUndefined, IsoDateSchema.optional()),
    /** Euros, on the order's total, inclusive. */
    from_gross_total: euros,
    to_gross_total: euros,
  })
  .superRefine((q, ctx) => {
    if (q.from_date && q.to_date && q.from_date > q.to_date)
      ctx.addIssue({
        code: 'custom',
        path: ['to_date'],
        message: 'La data finale è precedente alla data iniziale.',
      });
    if (
      q.from_gross_total !== undefined &&
      q.to_gross_total !== undefined &&
      q.from_gross_total > q.to_gross_total
    )
      ctx.addIssue({
        code: 'custom',
        path: ['to_gross_total'],
        message: 'L’importo massimo è inferiore all’importo minimo.',
      });
  });
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
export type OrderListParams = z.output<typeof OrderListQuerySchema>;

/** One row of My orders (docs/rules/orders.md, issue 11). */
export const OrderListItemSchema = OrderSummarySchema.extend({
  /** ISO 8601: when the order was placed. */
  addDate: z.string(),
  /** Placed by an agent for the shopper (docs/rules/orders.md): flagged with a tooltip. */
  placedByAgent: z.boolean(),
  /** The store has not taken it in charge yet (docs/rules/orders.md). */
  isEditable: z.boolean(),
  isCancelable: z.boolean(),
  /** With fetch_detail=true only. */
  items: z.array(OrderItemSchema).optional(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrderListPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type OrderListPage = z.infer<typeof OrderListPageSchema>;

/** data of order/list: data.data = { orders, page }, newest first. */
export const OrderListResponseSchema = z.object({
  data: z.object({ orders: z.array(OrderListItemSchema), page: OrderListPageSchema }),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** data of order/delete: the cancelled order's summary (info 'Ordine n. X annullato.'). */
export const OrderDeleteResponseSchema = z.object({ data: OrderListItemSchema });
export type OrderDeleteResponse = z.infer<typeof OrderDeleteResponseSchema>;

export const ORDER_NOTE_TEXT_MAX = 1000;

/** The rating note of note/order/add (docs/rules/orders.md: the body is the rating note). */
export const OrderNoteBodySchema = z.object({
  orderId: QueryIdSchema,
  rating: z.coerce
    .number()
    .int()
    .min(1, ORDER_NOTE_MESSAGES.ratingRange)
    .max(5, ORDER_NOTE_MESSAGES.ratingRange),
  text: z
    .string()
    .max(ORDER_NOTE_TEXT_MAX, ORDER_NOTE_MESSAGES.textTooLong(ORDER_NOTE_TEXT_MAX))
    .default(''),
});
export type OrderNoteBody = z.input<typeof OrderNoteBodySchema>;

/** note/order/update: the same note with the id note/order/add answered. */
export const OrderNoteUpdateBodySchema = OrderNoteBodySchema.extend({
  noteId: QueryIdSchema,
});
export type OrderNoteUpdateBody = z.input<typeof OrderNoteUpdateBodySchema>;

/** note/list/: the filter body; without orderId, all the shopper's notes. */
export const OrderNoteListBodySchema = z.object({ orderId: QueryIdSchema.optional() }).default({});
export type OrderNoteListBody = z.input<typeof OrderNoteListBodySchema>;

export const OrderNoteSchema = z.object({
  noteId: z.number().int(),
  orderId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  /** ISO 8601. */
  addDate: z.string(),
  updateDate: z.string(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

export const OrderNoteResponseSchema = z.object({ data: OrderNoteSchema });
export type OrderNoteResponse = z.infer<typeof OrderNoteResponseSchema>;
export const OrderNoteListResponseSchema = z.object({ data: z.array(OrderNoteSchema) });
export type OrderNoteListResponse = z.infer<typeof OrderNoteListResponseSchema>;

const DELIVERED: ReadonlySet<number> = new Set([
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
]);
/** Only a delivered order, whole or in part, can be rated (note/order/add and update). */
export const isOrderRateable = (statusId: number): boolean => DELIVERED.has(statusId);

const PICKUP_ADDRESS_TYPES: ReadonlySet<number> = new Set([
  ADDRESS_TYPE.STORE,
  ADDRESS_TYPE.LOCKER,
]);
/** The shopper collects the order at a store or locker: a parking bay makes sense. */
export const isPickupAddressType = (addressTypeId: number): boolean =>
  PICKUP_ADDRESS_TYPES.has(addressTypeId);

const PARKING_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.ORDERED,
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.IN_PREPARATION_ALT,
  ORDER_STATUS.ALMOST_READY,
]);
/** Ordered or being prepared: the store still expects the shopper (order/reserve). */
export const isParkingReservableStatus = (statusId: number): boolean =>
  PARKING_STATUSES.has(statusId);

/** Metres beyond which the bay is not held yet (docs/rules/orders.md order/reserve). */
export const PARKING_MAX_DISTANCE = 5000;

/** order/reserve: distance is the shopper's from the store, in metres. */
export const ParkingReserveQuerySchema = z.object({
  order_id: QueryIdSchema,
  distance: z.coerce.number().finite().min(0).max(100_000),
});
export type ParkingReserveQuery = z.input<typeof ParkingReserveQuerySchema>;

export const ParkingReservationSchema = z.object({
  orderId: z.number().int(),
  bay: z.number().int(),
  /** ISO 8601. */
  reservedAt: z.string(),
});
export const ParkingReserveResponseSchema = z.object({ data: ParkingReservationSchema });
export type ParkingReserveResponse = z.infer<typeof ParkingReserveResponseSchema>;
