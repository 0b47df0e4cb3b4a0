import { inArray, sql } from 'drizzle-orm';
import { readOfferLine, type OfferFeedLine } from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { offers, products } from '../../../../db/schema';
import { canonical } from './batch-rows';
import { BATCH, type ShopFacts } from './catalog-facts';
import type { Stages } from './stages';
import type { Counts } from '../counts';

type OfferRow = typeof offers.$inferInsert;
/** An offer row as the console writes it: the feed's own columns. */
export type OfferRowWrite = OfferRow;

const sameOffer = (a: OfferRow, b: OfferRow): boolean =>
  a.productId === b.productId &&
  (a.warehouseId ?? null) === (b.warehouseId ?? null) &&
  canonical(a.terms) === canonical(b.terms) &&
  a.startsOn === b.startsOn &&
  a.endsOn === b.endsOn;

/**
 * Pass two of an offers feed (decisions 046, 047): each batch is compared
 * with the shop's offers while it goes on serving, and the new or changed
 * ones staged; `apply` writes them by their id with one upsert inside the
 * caller's short transaction. The import then puts the running ones on the
 * warehouses' shelves (applyOffers).
 */
export class OfferWriter {
  private batch: OfferFeedLine[] = [];

  constructor(
    private readonly db: Db,
    private readonly facts: ShopFacts,
    private readonly counts: Counts,
    private readonly stages: Stages,
  ) {}

  async row(_line: number, fields: Record<string, string>): Promise<void> {
    const { line } = readOfferLine(fields, this.facts.warehouseIds);
    if (!line) throw new Error('a checked offers feed has a bad line');
    this.batch.push(line);
    if (this.batch.length >= BATCH) await this.flush();
  }

  async end(): Promise<void> {
    await this.flush();
  }

  /** Writes what was staged, in the caller's transaction: an offer named again is updated. */
  async apply(tx: Db): Promise<void> {
    await this.stages.insert(tx, 'offers', offers, {
      conflict: ['offer_id'],
      set: ['product_id', 'warehouse_id', 'terms', 'starts_on', 'ends_on'],
    });
  }

  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    const named = await this.db
      .select({ productId: products.productId, sku: products.sku })
      .from(products)
      .where(
        inArray(
          products.sku,
          batch.map((l) => l.sku),
        ),
      );
    const idOf = new Map(named.map((n) => [n.sku!, n.productId]));
    const held = new Map(
      (
        await this.db
          .select()
          .from(offers)
          .where(
            inArray(
              offers.offerId,
              batch.map((l) => l.offerId),
            ),
          )
      ).map((o) => [o.offerId, o]),
    );
    const writes: OfferRow[] = [];
    for (const line of batch) {
      const row: OfferRow = {
        offerId: line.offerId,
        productId: idOf.get(line.sku)!,
        warehouseId: line.warehouse === '*' ? null : line.warehouse,
        terms: line.terms,
        startsOn: line.start,
        endsOn: line.end,
      };
      const before = held.get(line.offerId);
      if (before && sameOffer(before, row)) {
        this.counts.unchanged++;
        continue;
      }
      if (before) this.counts.updated++;
      else this.counts.created++;
      writes.push(row);
    }
    await this.stages.add('offers', writes, offers);
  }
}

/** The console's offers put by their id, as a feed's upsert does. */
export async function putOffers(tx: Db, rows: readonly OfferRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(offers)
    .values([...rows])
    .onConflictDoUpdate({
      target: offers.offerId,
      set: {
        productId: sql`excluded.product_id`,
        warehouseId: sql`excluded.warehouse_id`,
        terms: sql`excluded.terms`,
        startsOn: sql`excluded.starts_on`,
        endsOn: sql`excluded.ends_on`,
      },
    });
}

/** Offer rows gone: no shelf may name them any more (applyOffers with them leaving). */
export async function removeOffers(tx: Db, offerIds: readonly string[]): Promise<void> {
  if (offerIds.length > 0) await tx.delete(offers).where(inArray(offers.offerId, [...offerIds]));
}
