import { randomUUID } from 'node:crypto';
import {
  CHANGE_LOG_TEXTS as L,
  FEED_MESSAGES as M,
  shopDayOf,
  type FeedKind,
  type FeedProblem,
} from '@spesa/domain';
import type { Db } from '../../../db/client';
import { announce } from '../../../db/change-feed';
import { recordChanges, type ChangeActor } from '../../change-log';
import { ProductWriter } from './repo/product-writer';
import { StockWriter, type ShelfLine } from './repo/stock-writer';
import { Stages } from './repo/stages';
import { BATCH, checkFeed, Problems, rowsOf } from './check-feed';
import { PICTURE_MAX_MEGABYTES, type FeedFiles } from './feed-files';
import { dropPictures, keepPictures, type PictureRow } from './repo/product-images';
import { OfferWriter, putOffers, removeOffers, type OfferRowWrite } from './repo/offer-writer';
import { DeliveryWriter } from './delivery-writer';
import { applyOffers, scheduleNextSwitch } from './repo/offer-shelves';
import { shopFacts } from './repo/catalog-facts';
import { changedAnything, noCounts, type Counts } from './counts';

export interface ImportRequest {
  kind: FeedKind;
  /** The feed (opened twice: check, then write) and the pictures of its folder or zip. */
  files: FeedFiles;
  /** The import the API recorded, which the pictures' problems are told under. */
  importId?: number;
  /** Check and count, write nothing. */
  dryRun: boolean;
  /** Products and delivery (`takesFull`): the file is the whole of it, what it does not name goes. */
  full: boolean;
  /** Told the rows read so far, every few hundred, on each pass (pass two writes
   * nothing to the catalogue, so the import's record can note it meanwhile). */
  onProgress?: (rows: number) => Promise<void>;
  /** Who handed it in: an applied feed is one entry of the «Registro modifiche», with its counts. */
  actor?: ChangeActor;
}

export interface ImportResult extends Counts {
  /** 'refused': a problem was found and nothing was written. */
  state: 'applied' | 'refused';
  dryRun: boolean;
  /** Lines of data read (the header aside). */
  rows: number;
  errors: FeedProblem[];
  /** Pictures the feed named that wait for the image job. */
  pictures: number;
}

/** What writes a feed: told each checked line, then asked to write them all in one transaction. */
interface Writer {
  row(line: number, fields: Record<string, string>): Promise<void>;
  end(): Promise<void>;
  apply(tx: Db): Promise<void>;
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
  const { files } = request;
  const checked = files.refusal
    ? { problems: [{ line: 1, column: null, message: files.refusal }], rows: 0 }
    : await checkFeed(db, request.kind, files.feed, facts, progress);
  const result = {
    dryRun: request.dryRun,
    rows: checked.rows,
    errors: checked.problems,
    pictures: 0,
  };
  if (checked.problems.length > 0) return { ...noCounts(), ...result, state: 'refused' };

  const counts = noCounts();
  const stages = new Stages(db, randomUUID());
  const today = shopDayOf(new Date());
  const writers: Record<FeedKind, () => Writer> = {
    products: () => new ProductWriter(db, facts, counts, request.full, stages),
    stock: () => new StockWriter(db, facts, counts, stages),
    offers: () => new OfferWriter(db, facts, counts, stages),
    delivery: () => new DeliveryWriter(counts, request.full, today),
  };
  const writer = writers[request.kind]();
  try {
    if (writer instanceof ProductWriter) await writer.start();
    let rows = 0;
    // The file was read once already: a problem now means it changed under us.
    const problems = new Problems();
    for await (const row of rowsOf(request.kind, files.feed, problems)) {
      await writer.row(row.line, row.fields);
      if (++rows % BATCH === 0) await progress(rows);
    }
    if (problems.list.length > 0) throw new Error('the feed changed between its two readings');
    await writer.end();
    await db.transaction(async (tx) => {
      await writer.apply(tx);
      if (request.dryRun) throw new DryRunDone();
      if (request.actor)
        await recordChanges(tx, request.actor, [
          {
            subject: 'import',
            subjectId: request.importId ?? request.kind,
            what: L.importApplied(L.feedKind[request.kind]),
            before: null,
            after: {
              [L.field.rows]: checked.rows,
              [L.field.created]: counts.created,
              [L.field.updated]: counts.updated,
              [L.field.unchanged]: counts.unchanged,
              [L.field.offSale]: counts.offSale,
              [L.field.full]: request.full,
            },
          },
        ]);
      // Any feed may start or end a dated offer, or move the price one covers.
      const reshelved = await applyOffers(tx, today);
      if (!changedAnything(counts) && reshelved.length === 0) return;
      await scheduleNextSwitch(tx, today);
      // A catalogue change has every process read it all again, stock included.
      if (writer instanceof ProductWriter || reshelved.length > 0)
        await announce(tx, { kind: 'catalogue' });
      else if (writer instanceof StockWriter) await writer.announce(tx);
    });
  } catch (err) {
    if (!(err instanceof DryRunDone)) throw err;
    return { ...counts, ...result, state: 'applied' };
  } finally {
    await stages.drop();
  }
  if (writer instanceof ProductWriter)
    result.pictures = await keepFeedPictures(db, files, writer, request.importId ?? null);
  return { ...counts, ...result, state: 'applied' };
}

export type { OfferRowWrite };

/**
 * The console's offers, written by the import service like an offers feed's
 * (decision 055), in the caller's transaction so their record goes with them:
 * rows put by their id, rows removed (an offer withdrawn, a product taken out
 * of one), then the running offers put on the shelves as after a feed, the
 * next midnight switch queued and every process told.
 */
export async function writeOffers(
  tx: Db,
  change: { put: readonly OfferRowWrite[]; remove: readonly string[] },
): Promise<void> {
  await putOffers(tx, change.put);
  const today = shopDayOf(new Date());
  // A shelf names its offer: it lets go of a removed one before the row goes.
  await applyOffers(tx, today, change.remove);
  await removeOffers(tx, change.remove);
  await scheduleNextSwitch(tx, today);
  await announce(tx, { kind: 'catalogue' });
}

const pictureProblem = (why: 'missing' | 'too_large' | 'unreadable', source: string): string =>
  why === 'missing'
    ? M.imageMissing(source)
    : why === 'too_large'
      ? M.imageTooLarge(source, PICTURE_MAX_MEGABYTES)
      : M.imageUnreadable(source);

/**
 * The pictures the written feed named, kept for the image job: a file of the
 * feed's folder or zip is read now (the feed will not be at hand later), an
 * https address when the job fetches it. A file that is not there fails at
 * once, with its problem by line. Answers how many wait for the job.
 */
async function keepFeedPictures(
  db: Db,
  files: FeedFiles,
  writer: ProductWriter,
  importId: number | null,
): Promise<number> {
  await dropPictures(db, writer.imagesDropped);
  let waiting = 0;
  let rows: PictureRow[] = [];
  let bytes = 0;
  for (const { productId, source, line } of writer.images) {
    const kept = { productId, source, importId, line, original: null, problem: null };
    if (/^https:\/\//i.test(source)) {
      rows.push({ ...kept, state: 'waiting' });
      waiting++;
    } else {
      // The catalogue is written already: a zip entry that cannot be read fails its picture only.
      const picture = await files.picture(source).catch(() => 'unreadable' as const);
      if (Buffer.isBuffer(picture)) {
        rows.push({ ...kept, state: 'waiting', original: picture });
        bytes += picture.length;
        waiting++;
      } else rows.push({ ...kept, state: 'failed', problem: pictureProblem(picture, source) });
    }
    // Written a few megabytes at a time: the pictures' bytes are never all in memory.
    if (rows.length >= 100 || bytes >= 8 * 1024 * 1024) {
      await keepPictures(db, rows);
      rows = [];
      bytes = 0;
    }
  }
  await keepPictures(db, rows);
  return waiting;
}

/** A product saved from the manager's page, as the feeds would say it. */
export interface ProductEdit {
  /** Its products feed line, every column, checked already (readProductLine). */
  fields: Record<string, string>;
  /** Its warehouses' prices and stock that the line does not set, as stock feed lines. */
  shelves: ShelfLine[];
}

/**
 * Writes a product saved from the manager's page with the feeds' own writers
 * (decision 054), inside the caller's transaction, so that the page and the
 * feeds never disagree on what a line or a price means: its line as a
 * products feed's, then each warehouse's own price and stock as a stock
 * feed's. As an import does, it puts the running offers back on the new
 * prices and announces the change to every process. Answers whether
 * anything changed.
 */
export async function runProductEdit(tx: Db, edit: ProductEdit): Promise<boolean> {
  const facts = await shopFacts(tx);
  const today = shopDayOf(new Date());
  const lineCounts = noCounts();
  const shelfCounts = noCounts();
  const lineStages = new Stages(tx, randomUUID());
  const shelfStages = new Stages(tx, randomUUID());
  const line = new ProductWriter(tx, facts, lineCounts, false, lineStages);
  await line.start();
  await line.row(1, edit.fields);
  await line.end();
  await line.apply(tx);
  // The shelves are read after the line is written: a product back on sale has its rows by now.
  const shelves = new StockWriter(tx, facts, shelfCounts, shelfStages);
  for (const shelf of edit.shelves) await shelves.edit(shelf);
  await shelves.end();
  await shelves.apply(tx);
  await lineStages.drop();
  await shelfStages.drop();
  const reshelved = await applyOffers(tx, today);
  const lineChanged = changedAnything(lineCounts) || reshelved.length > 0;
  if (!lineChanged && !changedAnything(shelfCounts)) return false;
  await scheduleNextSwitch(tx, today);
  if (lineChanged) await announce(tx, { kind: 'catalogue' });
  else await shelves.announce(tx);
  return true;
}
