import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A shopper's invoice data (docs/rules/checkout-and-payment.md Invoice data, update_billing_address),
 * one set per account; an order keeps a copy of it as it was.
 */
export const userBillingData = pgTable('user_billing_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  personType: text('person_type').$type<'private' | 'company'>().notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  fiscalCode: text('fiscal_code'),
  vatNumber: text('vat_number'),
  pec: text('pec'),
  sdiCode: text('sdi_code'),
  birthPlace: text('birth_place'),
  gender: text('gender').$type<'M' | 'F'>(),
  address1: text('address1').notNull(),
  addressNumber: text('address_number').notNull(),
  postalcode: text('postalcode').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
