import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';

/** Accounts belong to one brand: each retailer keeps its own customers. */
export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.brandId),
    /** The login name: the e-mail address, lower-cased. */
    login: text('login').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    fiscalCode: text('fiscal_code'),
    birthDate: date('birth_date'),
    userTypeId: text('user_type_id').notNull().default('3'),
    betaTester: boolean('beta_tester').notNull().default(false),
    ssoUser: boolean('sso_user').notNull().default(false),
    profileLevel: integer('profile_level').notNull().default(2),
    fidelityCard: text('fidelity_card'),
    defaultStoreAddressId: integer('default_store_address_id'),
    defaultDeliveryAddressId: integer('default_delivery_address_id'),
    /** The address given at registration (docs/rules/account.md Registration fields). */
    address1: text('address1'),
    addressNumber: text('address_number'),
    postalcode: text('postalcode'),
    city: text('city'),
    province: text('province'),
    /** The reference store chosen at registration (a stores.store_id). */
    referenceStoreId: integer('reference_store_id'),
    /** Null until the link of the confirmation mail is followed: such an account cannot log in. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set by user_anonymize: the personal data is gone, the orders stay for the books. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** Staff signed in by SAML (issue 16): 'picker' | 'manager', from the IdP's attributes. */
    staffRole: text('staff_role').$type<'picker' | 'manager'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_brand_login_idx').on(t.brandId, sql`lower(${t.login})`)],
);

/**
 * The people a master account (user types 1 and 2, docs/rules/account.md) manages: an
 * agent's customers, whose orders list-for-all-person-orders shows.
 */
export const managedAccounts = pgTable(
  'managed_accounts',
  {
    masterUserId: integer('master_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('managed_accounts_idx').on(t.masterUserId, t.userId)],
);
