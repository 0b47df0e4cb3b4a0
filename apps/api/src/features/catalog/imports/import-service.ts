import { shopDayOf, type FeedKind, type FeedProblem } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { announce } from '../../../db/change-feed';
import { refreshSearchWords } from '../search-repo';
import { ProductWriter } from './repo/product-writer';
import { StockWriter } from './repo/stock-writer';
import { OfferWriter } from './repo/offer-writer';
import { applyOffers, scheduleNextSwitch } from './repo/offer-shelves';
import { checkFeed, Problems, rowsOf, type FeedSource } from './check-feed';
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
  /** Told the rows read so far, every few hundred, while the file is checked. */
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
 * writes in one transaction, in batches, reading the file again, so a feed
 * of any length takes bounded memory. A dry run is pass two rolled back: its
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
  try {
    await db.transaction(async (tx) => {
      const writer =
        request.kind === 'products'
          ? new ProductWriter(tx, facts, counts, request.full)
          : request.kind === 'stock'
            ? new StockWriter(tx, facts, counts)
            : new OfferWriter(tx, facts, counts);
      if (writer instanceof ProductWriter) await writer.start();
      // The file was read once already: a problem now means it changed under us.
      const problems = new Problems();
      // No progress is noted here: on PGlite, a write outside this transaction
      // would wait for it to end, and it would wait for the write.
      for await (const row of rowsOf(request.kind, request.source, problems))
        await writer.row(row.fields);
      if (problems.list.length > 0) throw new Error('the feed changed between its two readings');
      await writer.end();
      // Any feed may start or end a dated offer, or move the price one covers.
      const today = shopDayOf(new Date());
      const reshelved = await applyOffers(tx, today);
      if (request.dryRun) throw new DryRunDone();
      if (!changedAnything(counts) && reshelved.length === 0) return;
      await scheduleNextSwitch(tx, today);
      if (writer instanceof ProductWriter) {
        await refreshSearchWords(tx);
        await announce(tx, { kind: 'catalogue' });
        return;
      }
      if (writer instanceof StockWriter) await writer.announce();
      if (reshelved.length > 0) await announce(tx, { kind: 'catalogue' });
    });
  } catch (err) {
    if (!(err instanceof DryRunDone)) throw err;
  }
  return { ...counts, ...result, state: 'applied' };
}
