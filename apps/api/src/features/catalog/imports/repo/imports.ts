import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FeedKind } from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { imports, type ImportReport } from '../../../../db/schema';
import { COMMAND_ACTOR_NAME, type ChangeActor } from '../../../change-log';

export type ImportRow = Omit<typeof imports.$inferSelect, 'body'>;

const { body: _body, ...shown } = getTableColumns(imports);

export async function createImport(
  db: Db,
  values: { kind: FeedKind; dryRun: boolean; full: boolean; body: Buffer; source: ChangeActor },
): Promise<number> {
  const { source, ...rest } = values;
  const [row] = await db
    .insert(imports)
    .values({
      ...rest,
      source: source.kind === 'command' ? COMMAND_ACTOR_NAME : source.name,
      sourceUserId: source.kind === 'staff' ? source.userId : null,
      sourceApiKeyId: source.kind === 'key' ? source.apiKeyId : null,
    })
    .returning({ importId: imports.importId });
  return row!.importId;
}

/** Who handed an import in, as the «Registro modifiche» names them. */
export function importActor(row: ImportRow): ChangeActor {
  if (row.sourceUserId !== null)
    return { kind: 'staff', userId: row.sourceUserId, name: row.source };
  if (row.sourceApiKeyId !== null)
    return { kind: 'key', apiKeyId: row.sourceApiKeyId, name: row.source };
  return { kind: 'command' };
}

export async function findImport(db: Db, importId: number): Promise<ImportRow | undefined> {
  const [row] = await db.select(shown).from(imports).where(eq(imports.importId, importId));
  return row;
}

/** Claims a queued import; undefined when it ran already. Its file stays in the database, read in slices. */
export async function startImport(
  db: Db,
  importId: number,
): Promise<(ImportRow & { size: number }) | undefined> {
  const [row] = await db
    .update(imports)
    .set({ state: 'running' })
    .where(
      sql`${imports.importId} = ${importId} and ${imports.state} in ('queued', 'running') and ${imports.body} is not null`,
    )
    .returning({ ...shown, size: sql<number>`octet_length(${imports.body})::int` });
  return row;
}

/** `length` bytes of an import's file from `start` (0-based). */
export async function bodySlice(
  db: Db,
  importId: number,
  start: number,
  length: number,
): Promise<Buffer> {
  const [row] = await db
    .select({
      part: sql<Buffer | Uint8Array>`substring(${imports.body} from ${start + 1} for ${length})`,
    })
    .from(imports)
    .where(eq(imports.importId, importId));
  const part = row?.part;
  if (!part) throw new Error(`import ${importId} has no file`);
  return Buffer.isBuffer(part) ? part : Buffer.from(part);
}

export const noteProgress = (db: Db, importId: number, rows: number) =>
  db.update(imports).set({ rows }).where(eq(imports.importId, importId));

export const finishImport = (
  db: Db,
  importId: number,
  state: 'applied' | 'refused' | 'failed',
  rows: number,
  report: ImportReport | null,
) =>
  db
    .update(imports)
    .set({ state, rows, report, body: null, finishedAt: sql`now()` })
    .where(eq(imports.importId, importId));

/** A page of the imports, newest first, with how many problems each found (not the problems). */
export async function listImports(db: Db, offset: number, limit: number) {
  const rows = await db
    .select({
      importId: imports.importId,
      kind: imports.kind,
      state: imports.state,
      dryRun: imports.dryRun,
      full: imports.full,
      rows: imports.rows,
      source: imports.source,
      createdAt: imports.createdAt,
      finishedAt: imports.finishedAt,
      created: sql<number>`coalesce((${imports.report}->>'created')::int, 0)`,
      updated: sql<number>`coalesce((${imports.report}->>'updated')::int, 0)`,
      unchanged: sql<number>`coalesce((${imports.report}->>'unchanged')::int, 0)`,
      offSale: sql<number>`coalesce((${imports.report}->>'offSale')::int, 0)`,
      errorCount: sql<number>`coalesce(jsonb_array_length(${imports.report}->'errors'), 0)`,
    })
    .from(imports)
    .orderBy(desc(imports.importId))
    .offset(offset)
    .limit(limit);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(imports);
  return { rows, total: count?.total ?? 0 };
}
