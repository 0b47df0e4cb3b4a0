import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { productImages } from '../../../../db/schema';

export type PictureRow = typeof productImages.$inferInsert;

/** Pictures a feed named: each waits for the image job again (or failed already, with its problem). */
export async function keepPictures(db: Db, rows: readonly PictureRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(productImages)
    .values(rows.map((r) => ({ ...r, webp400: null, webp800: null, updatedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: productImages.productId,
      set: {
        source: sql`excluded.source`,
        state: sql`excluded.state`,
        original: sql`excluded.original`,
        webp400: null,
        webp800: null,
        importId: sql`excluded.import_id`,
        line: sql`excluded.line`,
        problem: sql`excluded.problem`,
        updatedAt: sql`now()`,
      },
    });
}

/** Products whose feed no longer names a picture: the drawn packshot again. */
export async function dropPictures(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length > 0)
    await db.delete(productImages).where(inArray(productImages.productId, [...productIds]));
}

export const waitingPictures = (db: Db, limit: number) =>
  db
    .select({
      productId: productImages.productId,
      source: productImages.source,
      original: productImages.original,
    })
    .from(productImages)
    .where(eq(productImages.state, 'waiting'))
    .orderBy(productImages.productId)
    .limit(limit);

export async function finishPicture(
  db: Db,
  productId: number,
  source: string,
  outcome: { webp400: Buffer; webp800: Buffer } | { problem: string },
): Promise<void> {
  await db
    .update(productImages)
    .set({
      ...('problem' in outcome
        ? { state: 'failed', problem: outcome.problem }
        : { state: 'ready', ...outcome, problem: null }),
      original: null,
      updatedAt: sql`now()`,
    })
    // A later feed may have named another picture meanwhile: that one waits still.
    .where(and(eq(productImages.productId, productId), eq(productImages.source, source)));
}

/** Where the pictures of an import stand, and the problem of each that failed, by line. */
export const picturesOfImport = (db: Db, importId: number) =>
  picturesWhere(db, eq(productImages.importId, importId));

/** The same for the pictures the command named, which no import row records. */
export const picturesSince = (db: Db, since: Date) =>
  picturesWhere(db, and(isNull(productImages.importId), gte(productImages.updatedAt, since))!);

async function picturesWhere(db: Db, where: SQL) {
  const rows = await db
    .select({
      state: productImages.state,
      line: productImages.line,
      problem: productImages.problem,
    })
    .from(productImages)
    .where(where)
    .orderBy(productImages.line);
  return {
    waiting: rows.filter((r) => r.state === 'waiting').length,
    ready: rows.filter((r) => r.state === 'ready').length,
    problems: rows.flatMap((r) =>
      r.state === 'failed' && r.problem
        ? [{ line: r.line ?? 1, column: 'image', message: r.problem }]
        : [],
    ),
  };
}

/** A product's own picture at a packshot width; 'waiting' while the job has yet to make it. */
export async function productPicture(
  db: Db,
  productId: number,
  width: 400 | 800,
): Promise<Buffer | 'waiting' | null> {
  const [row] = await db
    .select({
      state: productImages.state,
      picture: width === 400 ? productImages.webp400 : productImages.webp800,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  if (!row) return null;
  if (row.state === 'waiting') return 'waiting';
  return row.picture ?? null;
}
