import {
  FEED_COLUMNS,
  FEED_MESSAGES as M,
  headerProblems,
  offersOverlap,
  readOfferLine,
  readProductLine,
  readStockLine,
  readDeliveryLine,
  deliverySetupProblems,
  type DeliveryFeedLine,
  type FeedKind,
  type FeedProblem,
  type FieldProblem,
  type OfferFeedLine,
  type OfferSpan,
} from '@spesa/domain';
import type { Db } from '../../../db/client';
import { setupFacts } from '../../delivery';
import { rowsOfBatch } from './repo/batch-rows';
import { undatedShelf } from './repo/offer-shelves';
import {
  BATCH,
  eanHolders,
  labelsByName,
  offersOfSkus,
  soldAt,
  type ShopFacts,
} from './repo/catalog-facts';

export { BATCH };
import { readFeed } from './read-feed';

/** Where a feed's bytes come from; called once per pass (the file is read twice). */
export type FeedSource = () => AsyncIterable<Uint8Array>;

/** A refused file lists at most this many problems: enough to fix a pattern, bounded in memory. */
export const MAX_PROBLEMS = 200;

export class Problems {
  readonly list: FeedProblem[] = [];
  overflow = false;
  add(line: number, problem: FieldProblem): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push({ line, ...problem });
    else this.overflow = true;
  }
  get full(): boolean {
    return this.overflow;
  }
  /** By line, as the grocer reads the file: the catalogue's checks come a batch later. */
  result(): FeedProblem[] {
    this.list.sort((a, b) => a.line - b.line);
    return this.overflow
      ? [
          ...this.list,
          {
            line: this.list.at(-1)?.line ?? 1,
            column: null,
            message: M.tooManyProblems(MAX_PROBLEMS),
          },
        ]
      : this.list;
  }
}

/** A row's fields, or null once the file is past saving. */
type Rows = AsyncGenerator<{ line: number; fields: Record<string, string> }>;

/**
 * The rows of a feed, checking its format and header on the way; problems go
 * to `problems`. A fatal problem (encoding, size, an unclosed quote) ends the rows.
 */
export async function* rowsOf(kind: FeedKind, source: FeedSource, problems: Problems): Rows {
  for await (const item of readFeed(source())) {
    if (item.kind === 'problem') {
      problems.add(item.line, { column: item.column, message: item.message });
      if (item.fatal) return;
    } else if (item.kind === 'header') {
      const found =
        item.format === 'csv'
          ? headerProblems(kind, item.columns)
          : // JSON Lines may leave out an empty field: only unknown names are wrong.
            headerProblems(kind, [...item.columns, ...FEED_COLUMNS[kind]]).filter(
              (p) => !p.message.startsWith('la colonna'),
            );
      for (const problem of found) problems.add(1, problem);
      // Rows under a wrong header would each repeat the header's problem.
      if (found.length > 0 && item.format === 'csv') return;
    } else yield item;
  }
}

/**
 * Pass one of an import: every line checked, against the contract, the rest
 * of the file and the catalogue, before anything is written. Answers every
 * problem (none: the file may be applied) and the number of lines.
 */
export async function checkFeed(
  db: Db,
  kind: FeedKind,
  source: FeedSource,
  facts: ShopFacts,
  onProgress: (rows: number) => Promise<void> = async () => undefined,
): Promise<{ problems: FeedProblem[]; rows: number }> {
  const problems = new Problems();
  const checkers: Record<FeedKind, () => Checker> = {
    products: () => productChecker(db, facts, problems),
    stock: () => stockChecker(db, facts, problems),
    offers: () => offerChecker(db, facts, problems),
    delivery: () => deliveryChecker(db, problems),
  };
  const check = checkers[kind]();
  let rows = 0;
  for await (const row of rowsOf(kind, source, problems)) {
    rows++;
    await check.row(row.line, row.fields);
    if (rows % BATCH === 0) await onProgress(rows);
  }
  await check.end();
  return { problems: problems.result(), rows };
}

interface Checker {
  row(line: number, fields: Record<string, string>): Promise<void>;
  end(): Promise<void>;
}

function productChecker(db: Db, facts: ShopFacts, problems: Problems): Checker {
  const skuLines = new Map<string, number>();
  const eanLines = new Map<string, number>();
  let pending: { line: number; sku: string; ean: string; brand: string; label: string | null }[] =
    [];
  let labels: Map<string, string | null> | null = null;

  async function flush(): Promise<void> {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    labels ??= await labelsByName(db);
    // An EAN another product holds: the unique index would refuse the whole write.
    const eans = batch.map((b) => b.ean).filter(Boolean);
    const holder = await eanHolders(db, eans);
    for (const b of batch)
      if (b.ean && holder.has(b.ean) && holder.get(b.ean) !== b.sku)
        problems.add(b.line, { column: 'ean', message: M.eanTaken(b.ean) });
    for (const b of batch) {
      const known = labels.get(b.brand.toLowerCase());
      if (known !== undefined && known !== b.label)
        problems.add(b.line, { column: 'private_label', message: M.labelOfAnother(b.brand) });
    }
  }

  return {
    async row(line, fields) {
      const read = readProductLine(fields, facts.brandIds);
      for (const problem of read.problems) problems.add(line, problem);
      const sku = (fields.sku ?? '').trim();
      if (sku) {
        const first = skuLines.get(sku);
        if (first !== undefined)
          problems.add(line, { column: 'sku', message: M.duplicateSku(sku, first) });
        else skuLines.set(sku, line);
      }
      if (!read.line) return;
      const { ean } = read.line;
      if (ean) {
        const first = eanLines.get(ean);
        if (first !== undefined)
          problems.add(line, { column: 'ean', message: M.duplicateEan(fields.ean!.trim(), first) });
        else eanLines.set(ean, line);
      }
      pending.push({ line, sku, ean, brand: read.line.brand, label: read.line.privateLabel });
      if (pending.length >= BATCH) await flush();
    },
    end: flush,
  };
}

function stockChecker(db: Db, facts: ShopFacts, problems: Problems): Checker {
  const seen = new Map<string, number>();
  let pending: { line: number; sku: string; warehouse: number | '*'; priced: boolean }[] = [];

  async function flush(): Promise<void> {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const sold = await soldAt(db, [...new Set(batch.map((b) => b.sku))]);
    for (const b of batch) {
      const at = sold.get(b.sku);
      if (!at) problems.add(b.line, { column: 'sku', message: M.unknownSku(b.sku) });
      else if (b.warehouse !== '*' && !at.has(b.warehouse) && !b.priced)
        problems.add(b.line, { column: 'price', message: M.notSoldThere(b.sku, b.warehouse) });
    }
  }

  return {
    async row(line, fields) {
      const read = readStockLine(fields, facts.warehouseIds);
      for (const problem of read.problems) problems.add(line, problem);
      if (!read.line) return;
      const key = `${read.line.sku}\t${read.line.warehouse}`;
      const first = seen.get(key);
      if (first !== undefined)
        problems.add(line, { column: 'sku', message: M.duplicateStock(first) });
      else seen.set(key, line);
      pending.push({
        line,
        sku: read.line.sku,
        warehouse: read.line.warehouse,
        priced: read.line.priceCents !== null,
      });
      if (pending.length >= BATCH) await flush();
    },
    end: flush,
  };
}

/** Where two overlapping offers meet: the one warehouse named, or every one. */
const meetingPlace = (a: OfferSpan, b: OfferSpan): number | '*' =>
  a.warehouse === '*' ? b.warehouse : a.warehouse;

function offerChecker(db: Db, facts: ShopFacts, problems: Problems): Checker {
  const idLines = new Map<string, number>();
  /** The file's offers by sku: a shelf has one offer a day, in the file and with the shop's. */
  const spans = new Map<string, { line: number; offerId: string; span: OfferSpan }[]>();
  let pending: { line: number; offer: OfferFeedLine; value: string }[] = [];

  async function flush(): Promise<void> {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const { named, shelves } = await rowsOfBatch(
      db,
      batch.map((b) => b.offer.sku),
    );
    const idOf = new Map(named.map((n) => [n.sku!, n.productId]));
    for (const { line, offer, value } of batch) {
      const productId = idOf.get(offer.sku);
      if (productId === undefined) {
        problems.add(line, { column: 'sku', message: M.unknownSku(offer.sku) });
        continue;
      }
      const rows = shelves.filter(
        (r) =>
          r.productId === productId &&
          (offer.warehouse === '*' || r.warehouseId === offer.warehouse),
      );
      if (rows.length === 0) {
        problems.add(
          line,
          offer.warehouse === '*'
            ? { column: 'sku', message: M.notSoldAnywhere(offer.sku) }
            : { column: 'warehouse', message: M.notSoldIn(offer.sku, offer.warehouse) },
        );
        continue;
      }
      const { terms } = offer;
      if (terms.type !== 'special_price') continue;
      const above = rows.find((r) => {
        const undated = undatedShelf(r);
        return terms.priceCents >= (undated.priceStandardCents ?? undated.priceCents);
      });
      if (above)
        problems.add(line, {
          column: 'value',
          message: M.specialNotLower(value, above.warehouseId),
        });
    }
  }

  /** The shop's offers of the file's skus that the file does not name again. */
  async function overlapsWithShop(): Promise<void> {
    const skus = [...spans.keys()];
    for (let i = 0; i < skus.length; i += BATCH) {
      const held = await offersOfSkus(db, skus.slice(i, i + BATCH));
      for (const other of held) {
        if (idLines.has(other.offerId)) continue;
        const span: OfferSpan = {
          warehouse: other.warehouseId ?? '*',
          start: other.startsOn,
          end: other.endsOn,
        };
        for (const mine of spans.get(other.sku!) ?? [])
          if (offersOverlap(mine.span, span))
            problems.add(mine.line, {
              column: 'start',
              message: M.offerOverlaps(
                other.sku!,
                M.otherOffer(other.offerId, null),
                M.overlapWhere(meetingPlace(mine.span, span)),
              ),
            });
      }
    }
  }

  return {
    async row(line, fields) {
      const read = readOfferLine(fields, facts.warehouseIds);
      for (const problem of read.problems) problems.add(line, problem);
      const offerId = (fields.offer_id ?? '').trim();
      if (offerId) {
        const first = idLines.get(offerId);
        if (first !== undefined)
          problems.add(line, { column: 'offer_id', message: M.duplicateOffer(offerId, first) });
        else idLines.set(offerId, line);
      }
      if (!read.line) return;
      const offer = read.line;
      const span: OfferSpan = { warehouse: offer.warehouse, start: offer.start, end: offer.end };
      const ofSku = spans.get(offer.sku) ?? [];
      for (const other of ofSku)
        if (offersOverlap(other.span, span))
          problems.add(line, {
            column: 'start',
            message: M.offerOverlaps(
              offer.sku,
              M.otherOffer(other.offerId, other.line),
              M.overlapWhere(meetingPlace(other.span, span)),
            ),
          });
      ofSku.push({ line, offerId: offer.offerId, span });
      spans.set(offer.sku, ofSku);
      pending.push({ line, offer, value: (fields.value ?? '').trim() });
      if (pending.length >= BATCH) await flush();
    },
    async end() {
      await flush();
      await overlapsWithShop();
    },
  };
}

/** A delivery set-up feed is checked whole: its lines may refer to one another in any order. */
function deliveryChecker(db: Db, problems: Problems): Checker {
  const lines: { line: number; item: DeliveryFeedLine }[] = [];
  return {
    async row(line, fields) {
      const read = readDeliveryLine(fields);
      for (const problem of read.problems) problems.add(line, problem);
      if (read.line) lines.push({ line, item: read.line });
    },
    async end() {
      for (const { line, ...problem } of deliverySetupProblems(lines, await setupFacts(db)))
        problems.add(line, problem);
    },
  };
}
