import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { carts } from './carts';
import { products } from './catalog';
import { timeslotDays } from './delivery';
import { giftCertificates, userGiftCertificates } from './gift-certificates';
import { users } from './users';

/** Where the order goes, as it was when the order was placed (docs/rules/delivery-and-slots.md Address). */
export interface OrderAddressSnapshot {
  addressId: number;
  addressTypeId: number;
  addressName: string;
  address1: string;
  addressNumber: string | null;
  postalcode: string | null;
  city: string;
  province: string | null;
  doorbellName: string | null;
  floor: string | null;
  referencePhoneNumber: string | null;
  addressNote: string | null;
  /** Absent on orders placed before the console showed it. */
  elevator?: boolean | null;
}

/** The shopper's invoice data as it was when the order was placed (docs/rules/checkout-and-payment.md Invoice data). */
export type OrderInvoiceSnapshot = Record<string, string | null>;

/**
 * An order: a cart that was bought. Money in integer cents; the totals are the
 * cart's at the moment of buying (`estimated`), and the final ones are set
 * when the order is weighed and delivered. `cart_id` is unique: buying the
 * same cart twice, even from two tabs at once, makes one order (docs/architecture.md#the-api-contract).
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.cartId),
    orderStatusId: integer('order_status_id').notNull(),
    /** docs/rules/checkout-and-payment.md Order payment types: 2, 11, 12, 13, 101, 113 … */
    paymentTypeId: integer('payment_type_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    storeId: integer('store_id'),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>().notNull(),
    timeslotDayId: integer('timeslot_day_id')
      .notNull()
      .references(() => timeslotDays.timeslotDayId),
    deliveryDate: date('delivery_date').notNull(),
    /** 'HH:MM', as the slot read when the order was placed. */
    beginTime: text('begin_time').notNull(),
    endTime: text('end_time').notNull(),
    grossTotalCents: integer('gross_total_cents').notNull(),
    giftTotalCents: integer('gift_total_cents').notNull(),
    packageTotalCents: integer('package_total_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What a card reserves: packaged goods + the margin on weighed goods (docs/rules/checkout-and-payment.md). */
    prebilledCents: integer('prebilled_cents').notNull(),
    /** Set once the order is weighed and delivered: what is charged. */
    finalTotalCents: integer('final_total_cents'),
    /**
     * What the store took off the delivered goods because they came to more
     * than the card reserved (decision 027): never charged, shown on the order
     * and its documents.
     */
    waivedCents: integer('waived_cents').notNull().default(0),
    /** The day the order's receipt or invoice was issued (Rome), set when it is handed over. */
    invoiceDate: date('invoice_date'),
    /** Points this order earns once delivered (reserved until then). */
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    /** order_comment, need_invoice … as the cart carried them (docs/rules/cart.md cartInfos). */
    orderInfos: jsonb('order_infos').$type<Record<string, string>>().notNull().default({}),
    invoiceData: jsonb('invoice_data').$type<OrderInvoiceSnapshot>(),
    /** Placed by an agent for the customer (docs/rules/orders.md): flagged with a tooltip. */
    placedByAgent: boolean('placed_by_agent').notNull().default(false),
    /** An order still waiting for its payment is cancelled after this moment. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_cart_idx').on(t.cartId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_unpaid_idx')
      .on(t.payBy)
      .where(sql`${t.orderStatusId} in (1, 2)`),
    check(
      'orders_totals_check',
      sql`${t.totalCents} >= 0 and ${t.grossTotalCents} >= 0 and ${t.prebilledCents} >= 0`,
    ),
  ],
);

/** A line of an order: the product as it was sold (snapshot), ordered and later delivered. */
export const orderItems = pgTable(
  'order_items',
  {
    orderItemId: serial('order_item_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    /** The line product of the cart (LineProductSchema) as the shopper saw it. */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    selectOptions: jsonb('select_options').$type<Record<string, string>>().notNull().default({}),
    /** In the selling unit, as ordered. */
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** Estimated weight in kg (weighed lines and packs of known weight). */
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    quantityDisplay: text('quantity_display').notNull(),
    /** Weighed at preparation: the price is known only then (docs/rules/checkout-and-payment.md pre-authorisation). */
    variableWeight: boolean('variable_weight').notNull(),
    grossTotalCents: integer('gross_total_cents').notNull(),
    /** The product's VAT rate when it was sold, in percent. */
    vatRate: smallint('vat_rate').notNull().default(22),
    acceptAlternatives: boolean('accept_alternatives').notNull(),
    notes: text('notes').notNull().default(''),
    /** The top-level department, for grouping. */
    sectorId: integer('sector_id'),
    deliveredQuantity: numeric('delivered_quantity', { precision: 12, scale: 3, mode: 'number' }),
    deliveredWeight: numeric('delivered_weight', { precision: 12, scale: 3, mode: 'number' }),
    finalGrossTotalCents: integer('final_gross_total_cents'),
    /** The line this one replaced (a substitute chosen at picking). */
    replacesOrderItemId: integer('replaces_order_item_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderPackages = pgTable(
  'order_packages',
  {
    orderPackageId: serial('order_package_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    packagingTypeId: integer('packaging_type_id').notNull(),
    productId: integer('product_id').notNull(),
    descr: text('descr').notNull(),
    quantity: integer('quantity').notNull(),
    unitCostCents: integer('unit_cost_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('order_packages_order_idx').on(t.orderId)],
);

/** Discounts on the order: the codes applied to its cart, with what they took off. */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    orderAdjustmentId: serial('order_adjustment_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userGiftCertificateId: integer('user_gift_certificate_id').references(
      () => userGiftCertificates.userGiftCertificateId,
    ),
    giftCertificateId: integer('gift_certificate_id').references(
      () => giftCertificates.giftCertificateId,
    ),
    code: text('code').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('order_adjustments_order_idx').on(t.orderId)],
);

/** Each change of status, with when it happened (the detail's timeline). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    orderStatusHistoryId: bigserial('order_status_history_id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    orderStatusId: integer('order_status_id').notNull(),
    note: text('note'),
    /** Who moved it (issue 16): a staff member's name, or null for the shopper and the system. */
    actor: text('actor'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/**
 * The payment attempts of an order (docs/rules/checkout-and-payment.md Payment transaction): statuses
 * 0 error, 1 in progress, 2 authorized, 3 confirmed (captured), 4 reversed
 * (refunded), 5 cancelled (voided). `provider_ref` is the gateway's id of the
 * payment (the test acquirer's payment, Stripe's PaymentIntent).
 */
export const orderTransactions = pgTable(
  'order_transactions',
  {
    orderTransactionId: serial('order_transaction_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** docs/rules/checkout-and-payment.md transaction payment types: 1 card, 2 delivery, 13 PayPal … */
    paymentTypeId: integer('payment_type_id').notNull(),
    transactionStatusId: integer('transaction_status_id').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Sent with the gateway's create call: a retried request creates no second payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Where the shopper's browser goes to pay (the gateway's hosted page). */
    redirectUrl: text('redirect_url'),
    /** What the payment asks for: a notification for another amount is refused. */
    amountCents: integer('amount_cents').notNull(),
    authorizedCents: integer('authorized_cents').notNull().default(0),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's reason for a refusal: declined, insufficient_funds … */
    failureCode: text('failure_code'),
    userPaymentAuthId: integer('user_payment_auth_id'),
    /**
     * Set when the payment is of one due-date document of a deferred order
     * (docs/rules/checkout-and-payment.md Paying a due-date document), not of the order itself:
     * its authorisation pays that document, and the order's own payment rules leave it alone.
     */
    // No action on delete: a document that was paid keeps its payments (checked at the
    // statement's end, so deleting the order takes both).
    dueDocumentId: integer('due_document_id').references(() => orderDueDocuments.dueDocumentId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_transactions_order_idx').on(t.orderId),
    index('order_transactions_due_document_idx').on(t.dueDocumentId),
    uniqueIndex('order_transactions_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('order_transactions_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/**
 * Callbacks from a payment gateway already processed: a replayed callback
 * (same event id) changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_idx').on(t.provider, t.eventId)],
);

/**
 * The shopper's rating of a delivered order (docs/rules/orders.md note/order): one per
 * order, changed with note/order/update.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    noteId: serial('note_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_notes_order_idx').on(t.orderId),
    index('order_notes_user_idx').on(t.userId),
    check('order_notes_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A parking bay held for a store pickup (docs/rules/orders.md order/reserve): one per order;
 * bays are numbered 1..N per store and delivery day, never shared.
 */
export const parkingReservations = pgTable(
  'parking_reservations',
  {
    reservationId: serial('reservation_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The pickup point: the order's warehouse (store). */
    warehouseId: integer('warehouse_id').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    bay: integer('bay').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parking_reservations_order_idx').on(t.orderId),
    uniqueIndex('parking_reservations_bay_idx').on(t.warehouseId, t.deliveryDate, t.bay),
    check('parking_reservations_bay_check', sql`${t.bay} >= 1`),
  ],
);

/**
 * A due-date document of an order paid on deferred terms (payment type 11,
 * docs/rules/checkout-and-payment.md Due-date document): the invoice instalment the customer owes by
 * dueDate. Its status (paid, pending, expiring, expired) follows from the
 * amounts and the date, in the domain.
 */
export const orderDueDocuments = pgTable(
  'order_due_documents',
  {
    dueDocumentId: serial('due_document_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    docDate: date('doc_date').notNull(),
    docReferenceNumber: text('doc_reference_number').notNull(),
    dueDate: date('due_date').notNull(),
    docAmountCents: integer('doc_amount_cents').notNull(),
    paymentAmountCents: integer('payment_amount_cents').notNull().default(0),
  },
  (t) => [
    index('order_due_documents_order_idx').on(t.orderId),
    check(
      'order_due_documents_amounts_check',
      sql`${t.docAmountCents} >= 0 and ${t.paymentAmountCents} >= 0`,
    ),
  ],
);
