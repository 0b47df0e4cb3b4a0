import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  CHANGE_ACTOR_KINDS,
  CHANGE_SUBJECTS,
  type ChangeActorKind,
  type ChangeSubject,
  type ChangeValues,
} from '@spesa/domain';
import { products } from './catalog';
import { users } from './users';
import { apiKeys } from './imports';

const among = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The «Registro modifiche»: who changed what in the catalogue, the offers,
 * the calendar and the keys, and what was there before. Written by the
 * change-log feature alone, in the same transaction as the change it
 * records; never updated nor deleted.
 */
export const changeLog = pgTable(
  'change_log',
  {
    changeId: bigserial('change_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<ChangeActorKind>().notNull(),
    /** The person, for a change made in the console. */
    actorUserId: integer('actor_user_id').references(() => users.userId),
    /** The key, for a change an ERP sent. */
    actorApiKeyId: integer('actor_api_key_id').references(() => apiKeys.apiKeyId),
    /** As it was at the time: a person renamed later keeps their old name here. */
    actorName: text('actor_name').notNull(),
    subject: text('subject').$type<ChangeSubject>().notNull(),
    subjectId: text('subject_id').notNull(),
    productId: integer('product_id').references(() => products.productId),
    what: text('what').notNull(),
    before: jsonb('before').$type<ChangeValues>(),
    after: jsonb('after').$type<ChangeValues>(),
  },
  (t) => [
    check('change_log_actor_kind_check', sql`${t.actorKind} in (${among(CHANGE_ACTOR_KINDS)})`),
    check('change_log_subject_check', sql`${t.subject} in (${among(CHANGE_SUBJECTS)})`),
    index('change_log_at_idx').on(t.at),
    index('change_log_product_idx').on(t.productId, t.at),
    index('change_log_actor_idx').on(t.actorName, t.at),
  ],
);
