import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FEED_KINDS, type FeedKind } from '@spesa/domain';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What an import found, as GET /admin/api/imports/{id} answers it (docs/rules/feeds.md). */
export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  offSale: number;
  /** Every problem, by line and column, in Italian; a file with any is refused whole. */
  errors: { line: number; column: string | null; message: string }[];
}

/**
 * A feed handed to the shop (the command or POST /admin/api/imports/{kind}):
 * the file itself until it has run, then what it did. The catalogue's import
 * service owns it (decision 043).
 */
export const imports = pgTable(
  'imports',
  {
    importId: bigserial('import_id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<FeedKind>().notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    full: boolean('full').notNull().default(false),
    state: text('state')
      .$type<'queued' | 'running' | 'applied' | 'refused' | 'failed'>()
      .notNull()
      .default('queued'),
    /** Rows read so far: the progress of a running import. */
    rows: integer('rows').notNull().default(0),
    report: jsonb('report').$type<ImportReport>(),
    /** The feed as received; emptied once the import has run. */
    body: bytea('body'),
    /** Who handed it in: an API key's name, or 'comando'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'imports_kind_check',
      sql`${t.kind} in (${sql.raw(FEED_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    check(
      'imports_state_check',
      sql`${t.state} in ('queued', 'running', 'applied', 'refused', 'failed')`,
    ),
  ],
);

/**
 * Keys an ERP calls the shop with (Authorization: Bearer …), made by a
 * manager and scoped to imports. Only a hash is kept: a key is shown once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    apiKeyId: serial('api_key_id').primaryKey(),
    name: text('name').notNull(),
    /** SHA-256 of the key: the key is 32 random bytes, so no slow hash is needed. */
    keyHash: text('key_hash').notNull(),
    scope: text('scope').$type<'imports'>().notNull().default('imports'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    uniqueIndex('api_keys_live_name_idx')
      .on(t.name)
      .where(sql`revoked_at is null`),
    check('api_keys_scope_check', sql`${t.scope} in ('imports')`),
  ],
);
