import type { Db } from '../../../db/client';
import type { JobDefinition } from '../../../jobs';
import { runImport, type ImportResult } from './import-service';
import { finishImport, noteProgress, startImport } from './repo/imports';

export const IMPORT_JOB = 'catalog.import';
export const importJobKey = (importId: number): string => `import:${importId}`;

/** The file is read in pieces of this size, as it would stream from a disk. */
const CHUNK = 64 * 1024;

/**
 * Runs a feed handed to the shop: its rows read so far are noted as it goes
 * (GET /admin/api/imports/{id}), then what it did. A failure of the shop's own
 * (not of the file) ends the import 'failed'; it is not tried again, as the
 * grocer may already have sent a newer file.
 */
export const importJob: JobDefinition = {
  kind: IMPORT_JOB,
  async run(db: Db, payload: Record<string, unknown>): Promise<void> {
    await runQueuedImport(db, Number(payload.importId));
  },
};

export async function runQueuedImport(db: Db, importId: number): Promise<ImportResult | null> {
  const started = await startImport(db, importId);
  if (!started) return null;
  const { body } = started;
  let lastRows = 0;
  try {
    const result = await runImport(db, {
      kind: started.kind,
      dryRun: started.dryRun,
      full: started.full,
      source: async function* () {
        for (let at = 0; at < body.length; at += CHUNK) yield body.subarray(at, at + CHUNK);
      },
      onProgress: async (rows) => {
        lastRows = rows;
        await noteProgress(db, importId, rows);
      },
    });
    const { state, rows, created, updated, unchanged, offSale, errors } = result;
    await finishImport(db, importId, state, rows, { created, updated, unchanged, offSale, errors });
    return result;
  } catch (err) {
    await finishImport(db, importId, 'failed', lastRows, null);
    throw err;
  }
}
