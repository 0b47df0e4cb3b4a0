import type { Db } from '../../../db/client';
import type { JobDefinition } from '../../../jobs';
import { isZip, sliceFiles, zipFiles, type ReadSlice } from './feed-files';
import { runImport, type ImportResult } from './import-service';
import { bodySlice, finishImport, importActor, noteProgress, startImport } from './repo/imports';

export const IMPORT_JOB = 'catalog.import';
export const importJobKey = (importId: number): string => `import:${importId}`;

/**
 * Runs a feed handed to the shop: its rows read so far are noted as it goes
 * (GET /admin/api/imports/{id}), then what it did. The file is read from the
 * database in slices (a zip's entries by the ranges they span), never whole.
 * A failure of the shop's own (not of the file) ends the import 'failed'; it
 * is not tried again, as the grocer may already have sent a newer file.
 */
export const importJob = (onPictures: () => void): JobDefinition => ({
  kind: IMPORT_JOB,
  async run(db: Db, payload: Record<string, unknown>): Promise<void> {
    const result = await runQueuedImport(db, Number(payload.importId));
    if (result && result.pictures > 0) onPictures();
  },
});

export async function runQueuedImport(db: Db, importId: number): Promise<ImportResult | null> {
  const started = await startImport(db, importId);
  if (!started) return null;
  const read: ReadSlice = (start, length) => bodySlice(db, importId, start, length);
  let lastRows = 0;
  try {
    const head = started.size >= 4 ? await read(0, 4) : Buffer.alloc(0);
    const files = isZip(head) ? await zipFiles(read, started.size) : sliceFiles(read, started.size);
    let result: ImportResult;
    try {
      result = await runImport(db, {
        kind: started.kind,
        dryRun: started.dryRun,
        full: started.full,
        files,
        importId,
        actor: importActor(started),
        onProgress: async (rows) => {
          lastRows = rows;
          await noteProgress(db, importId, rows);
        },
      });
    } finally {
      await files.close();
    }
    const { state, rows, created, updated, unchanged, offSale, errors } = result;
    await finishImport(db, importId, state, rows, { created, updated, unchanged, offSale, errors });
    return result;
  } catch (err) {
    await finishImport(db, importId, 'failed', lastRows, null);
    throw err;
  }
}
