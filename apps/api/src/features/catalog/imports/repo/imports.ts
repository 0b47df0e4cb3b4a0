import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FeedKind } from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { imports, type ImportReport } from '../../../../db/schema';

export type ImportRow = Omit<typeof imports.$inferSelect, 'body'>;

const { body: _body, ...shown } = getTableColumns(imports);

export async function createImport(
  db: Db,
  values: { kind: FeedKind; dryRun: boolean; full: boolean; body: Buffer; source: string },
): Promise<number> {
  const [row] = await db.insert(imports).values(values).returning({ importId: imports.importId });
  return row!.importId;
}

export async function findImport(db: Db, importId: number): Promise<ImportRow | undefined> {
  const [row] = await db.select(shown).from(imports).where(eq(imports.importId, importId));
  return row;
}

/** Claims a queued import with its file; undefined when it ran already. */
export async function startImport(
  db: Db,
  importId: number,
): Promise<(ImportRow & { body: Buffer }) | undefined> {
  const [row] = await db
    .update(imports)
    .set({ state: 'running' })
    .where(
      sql`${imports.importId} = ${importId} and ${imports.state} in ('queued', 'running') and ${imports.body} is not null`,
    )
    .returning();
  return row?.body ? { ...row, body: row.body } : undefined;
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
