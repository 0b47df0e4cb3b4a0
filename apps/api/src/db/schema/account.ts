import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

/**
 * Single-use secrets mailed to a person: the registration's reg_control_code,
 * a password reset token, the confirmation of a new e-mail address. Only the
 * hash is kept, like session tokens; `used_at` makes each one single-use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose')
      .$type<'registration_confirm' | 'password_reset' | 'email_change'>()
      .notNull(),
    /** The address an e-mail change moves to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * The consents a registration form asks (docs/rules/account.md Disclaimers, module type
 * 2, store 5): per brand, registration module type and optionally one store.
 * A new wording is a new version: what a person accepted keeps its version.
 */
export const registrationDisclaimers = pgTable(
  'registration_disclaimers',
  {
    disclaimerId: serial('disclaimer_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    registrationModuleTypeId: integer('registration_module_type_id').notNull().default(2),
    /** Null: every store of the brand. */
    storeId: integer('store_id'),
    /** 'privacy' | 'newsletter' | 'marketing' | 'surveys' | a legal text's code */
    code: text('code').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    version: integer('version').notNull().default(1),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('registration_disclaimers_code_idx').on(
      t.brandId,
      t.registrationModuleTypeId,
      t.code,
    ),
  ],
);

/** A person's answer to each consent, with the version of the text and when. */
export const userDisclaimers = pgTable(
  'user_disclaimers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    disclaimerId: integer('disclaimer_id')
      .notNull()
      .references(() => registrationDisclaimers.disclaimerId),
    accepted: boolean('accepted').notNull(),
    version: integer('version').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.disclaimerId] })],
);

/** A Google or Facebook account linked to a shopper (docs/rules/account.md login methods). */
export const userIdentities = pgTable(
  'user_identities',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    /** The provider's stable id of the person (OIDC `sub`). */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.provider, t.subject] }),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * SAML assertions already used to sign in (issue 16): an assertion presented
 * twice is a replay and is refused. Also the AuthnRequests issued and not yet
 * answered, as `request:<ID>` (issue 30, decision 024). Rows past
 * `expires_at` can be deleted.
 */
export const samlAssertions = pgTable('saml_assertions', {
  assertionId: text('assertion_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
