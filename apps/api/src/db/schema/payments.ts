import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

/**
 * The payment types a brand offers at checkout (docs/rules/checkout-and-payment.md Order payment types),
 * in the order shown. `company_only`: deferred payment and summary invoice are
 * for company customers (a shopper with a VAT number in the invoice data).
 */
export const brandPaymentTypes = pgTable(
  'brand_payment_types',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    paymentTypeId: integer('payment_type_id').notNull(),
    position: integer('position').notNull(),
    companyOnly: boolean('company_only').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.paymentTypeId] })],
);

/**
 * A card the shopper chose to keep (docs/rules/checkout-and-payment.md payment-type/list-auth): the
 * gateway's token and what a shopper recognises it by, never the number.
 */
export const userPaymentAuths = pgTable(
  'user_payment_auths',
  {
    userPaymentAuthId: serial('user_payment_auth_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    paymentTypeId: integer('payment_type_id').notNull(),
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('user_payment_auths_user_idx').on(t.userId),
    check('user_payment_auths_last4_check', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The built-in test acquirer's own books (docs/architecture.md#the-outside-world): a payment it was asked
 * to take, as a real acquirer keeps it on its side. The shop reads it only
 * through the payment port.
 */
export const acquirerPayments = pgTable(
  'acquirer_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    /** The merchant's idempotency key: the same key answers the same payment. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    merchantReference: text('merchant_reference').notNull(),
    /** Who is paid, as the shopper reads it on the page: the brand's name. Null on payments taken before it was sent. */
    merchantName: text('merchant_name'),
    method: text('method').$type<'card' | 'paypal'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /**
     * created → (challenge) → authorized | declined | pending → authorized | declined;
     * authorized → captured | voided; captured → refunded (in part or whole).
     */
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A token for a card the shopper asked to keep, reusable for later payments. */
    cardToken: text('card_token'),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    returnUrl: text('return_url').notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** A pending payment resolves by itself at this moment. */
    resolvesAt: timestamp('resolves_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('acquirer_payments_pending_idx')
      .on(t.resolvesAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
