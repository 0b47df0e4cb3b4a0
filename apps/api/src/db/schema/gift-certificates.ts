import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { carts } from './carts';
import { users } from './users';

/**
 * Discount codes a shopper types into the cart: a percentage off the goods or
 * a fixed amount, optionally above a minimum spend, within a validity window.
 * `redemptions` counts the carts holding the code; a code with
 * `max_redemptions` is taken by a conditional update, so it is never redeemed
 * more often than that, even by concurrent requests (docs/architecture.md#the-api-contract).
 */
export const giftCertificates = pgTable(
  'gift_certificates',
  {
    giftCertificateId: serial('gift_certificate_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    /** Upper case; shoppers type it in any case. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    percent: integer('percent'),
    amountCents: integer('amount_cents'),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Null: any number of carts may use it (once each). */
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
  },
  (t) => [
    uniqueIndex('gift_certificates_code_idx').on(t.brandId, t.code),
    check(
      'gift_certificates_kind_check',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountCents} is null)
        or (${t.kind} = 'amount' and ${t.amountCents} > 0 and ${t.percent} is null)`,
    ),
    check(
      'gift_certificates_redemptions_check',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/**
 * A code applied by a shopper: to their cart now, to the order it becomes
 * later (the orders feature fills order_id). One row per code and cart.
 */
export const userGiftCertificates = pgTable(
  'user_gift_certificates',
  {
    userGiftCertificateId: serial('user_gift_certificate_id').primaryKey(),
    giftCertificateId: integer('gift_certificate_id')
      .notNull()
      .references(() => giftCertificates.giftCertificateId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    cartId: integer('cart_id').references(() => carts.cartId, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_gift_certificates_cart_idx').on(t.cartId, t.giftCertificateId),
    index('user_gift_certificates_user_idx').on(t.userId),
  ],
);
