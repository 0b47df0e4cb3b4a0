import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FEED_KINDS, type FeedKind } from '@spesa/domain';
import { products } from './catalog';
import { users } from './users';

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
    /** Who handed it in: an API key's name, a person's name, or 'comando'. */
    source: text('source').notNull(),
    /** The person who handed it in from the console: the «Registro modifiche» names them. */
    sourceUserId: integer('source_user_id').references(() => users.userId),
    /** The key an ERP handed it in with. */
    sourceApiKeyId: integer('source_api_key_id').references(() => apiKeys.apiKeyId),
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
 * What a feed will write, prepared batch by batch while the shop goes on
 * serving, then written to the catalogue in one short transaction (decision
 * 047): on the embedded database a transaction holds the only connection, so
 * a long one would stall every shopper.
 */
export const importStages = pgTable(
  'import_stages',
  {
    stageId: bigserial('stage_id', { mode: 'number' }).primaryKey(),
    /** One run of the import service: its stages are written, then deleted, together. */
    run: text('run').notNull(),
    /** What the rows are for: the statement that writes them (import-service's stage kinds). */
    step: text('step').notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
  },
  (t) => [index('import_stages_run_idx').on(t.run, t.stageId)],
);

/**
 * A product's own picture, named by the products feed (a file of its folder
 * or zip, or an https address), resized to the packshot's widths by the
 * image job; the drawn packshot stands in until it is ready (decision 047).
 */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.productId),
    /** As the feed named it: what a later feed is compared to. */
    source: text('source').notNull(),
    state: text('state').$type<'waiting' | 'ready' | 'failed'>().notNull().default('waiting'),
    /** The file as the feed held it, until it is resized; null for an https address. */
    original: bytea('original'),
    /** WebP at the packshot's widths (PICTURE_WIDTHS.packshot). */
    webp400: bytea('webp_400'),
    webp800: bytea('webp_800'),
    /** The import and line that named it, for its problem. */
    importId: bigint('import_id', { mode: 'number' }).references(() => imports.importId, {
      onDelete: 'set null',
    }),
    line: integer('line'),
    /** Why it could not be read, in Italian, for the grocer. */
    problem: text('problem'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_images_waiting_idx')
      .on(t.productId)
      .where(sql`${t.state} = 'waiting'`),
    index('product_images_import_idx').on(t.importId),
    check('product_images_state_check', sql`${t.state} in ('waiting', 'ready', 'failed')`),
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
