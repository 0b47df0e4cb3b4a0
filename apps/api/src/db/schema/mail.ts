import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail the shop sends (docs/architecture.md#the-outside-world): written here in the same transaction as
 * what it tells about, then delivered by a job (SMTP when SMTP_URL is set;
 * otherwise it stays here for the /dev/mail page). A mail server that is
 * down delays the mail and loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailId: bigserial('mail_id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    /** What the mail is about: 'order.confirmed', 'order.cancelled' … */
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** queued → sent | kept (no SMTP: the outbox is the destination) | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
