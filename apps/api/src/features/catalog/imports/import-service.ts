import { randomUUID } from 'node:crypto';
import type { FeedKind, FeedProblem } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { announce } from '../../../db/change-feed';
import { ProductWriter } from './repo/product-writer';
import { StockWriter } from './repo/stock-writer';
import { Stages } from './repo/stages';
import { BATCH, checkFeed, Problems, rowsOf, type FeedSource } from './check-feed';
import { shopFacts } from './repo/catalog-facts';
import { changedAnything, noCounts, type Counts } from './counts';

export interface ImportRequest {
  kind: FeedKind;
  /** Opens the feed's bytes; called twice (check, then write). */
  source: FeedSource;
  /** Check and count, write nothing. */
  dryRun: boolean;
  /** Products only: the file is the whole catalogue, lines it does not name go off sale. */
  full: boolean;
  /** Told the rows read so far, every few hundred, on each pass. */
  onProgress?: (rows: number) => Promise<void>;
}

export interface ImportResult extends Counts {
  /** 'refused': a problem was found and nothing was written. */
  state: 'applied' | 'refused';
  dryRun: boolean;
  /** Lines of data read (the header aside). */
  rows: number;
  errors: FeedProblem[];
}

/** Thrown to roll a dry run's transaction back once it has counted. */
class DryRunDone extends Error {}

/**
 * The one door a feed comes in by (decision 043): the command, the API and
 * the first start's demo catalogue all call it. Pass one checks every line
 * and writes nothing; a file with any problem is refused whole. Pass two
 * reads the file again and stages its changes batch by batch, so a feed of
 * any length takes bounded memory, then writes them in one short
 * transaction (decision 047). A dry run is that transaction rolled back: its
 * counts are the ones applying would give. Applying announces the change
 * (the change feed), so every process reads it on its next request.
 */
export async function runImport(db: Db, request: ImportRequest): Promise<ImportResult> {
  const facts = await shopFacts(db);
  const progress = request.onProgress ?? (async () => undefined);
  const checked = await checkFeed(db, request.kind, request.source, facts, progress);
  const result = {
    dryRun: request.dryRun,
    rows: checked.rows,
    errors: checked.problems,
  };
  if (checked.problems.length > 0) return { ...noCounts(), ...result, state: 'refused' };

  const counts = noCounts();
  const stages = new Stages(db, randomUUID());
  const writer =
    request.kind === 'products'
      ? new ProductWriter(db, facts, counts, request.full, stages)
      : new StockWriter(db, facts, counts, stages);
  try {
    if (writer instanceof ProductWriter) await writer.start();
    let rows = 0;
    // The file was read once already: a problem now means it changed under us.
    const problems = new Problems();
    for await (const row of rowsOf(request.kind, request.source, problems)) {
      await writer.row(row.line, row.fields);
      if (++rows % BATCH === 0) await progress(rows);
    }
    if (problems.list.length > 0) throw new Error('the feed changed between its two readings');
    await writer.end();
    await db.transaction(async (tx) => {
      await writer.apply(tx);
      if (request.dryRun) throw new DryRunDone();
      if (!changedAnything(counts)) return;
      if (writer instanceof ProductWriter) await announce(tx, { kind: 'catalogue' });
      else await writer.announce(tx);
    });
  } catch (err) {
    if (!(err instanceof DryRunDone)) throw err;
  } finally {
    await stages.drop();
  }
  return { ...counts, ...result, state: 'applied' };
}
