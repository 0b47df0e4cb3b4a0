import { sql } from 'drizzle-orm';
import { readStockLine, type StockFeedLine } from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { announce, crossesZero, type Change } from '../../../../db/change-feed';
import { warehouseProducts } from '../../../../db/schema';
import { rowsOfBatch } from './batch-rows';
import { BATCH, type ShopFacts } from './catalog-facts';
import { undatedShelf } from './offer-shelves';
import type { Counts } from '../counts';

/**
 * Pass two of a stock and price feed, inside the caller's transaction. A
 * price is the warehouse's own from then on (the products feed's one price
 * no longer moves it) and stands without a promotion; a stock is what the
 * warehouse holds in the selling unit. A line naming a warehouse that does
 * not sell it yet, with a price, starts selling it there.
 */
export class StockWriter {
  private batch: StockFeedLine[] = [];
  /** Stock moves per warehouse, told as stock changes; a price told as the catalogue's. */
  private readonly moved = new Map<number, { productIds: Set<number>; crossedZero: boolean }>();
  private priced = false;

  constructor(
    private readonly db: Db,
    private readonly facts: ShopFacts,
    private readonly counts: Counts,
  ) {}

  async row(fields: Record<string, string>): Promise<void> {
    const { line } = readStockLine(fields, this.facts.warehouseIds);
    if (!line) throw new Error('a checked stock feed has a bad line');
    this.batch.push(line);
    if (this.batch.length >= BATCH) await this.flush();
  }

  async end(): Promise<void> {
    await this.flush();
  }

  /** What every process must forget, announced when the transaction commits. */
  async announce(): Promise<void> {
    if (this.priced) {
      await announce(this.db, { kind: 'catalogue' });
      return;
    }
    for (const [warehouseId, move] of this.moved) {
      const change: Change = {
        kind: 'stock',
        warehouseId,
        productIds: [...move.productIds],
        crossedZero: move.crossedZero,
      };
      await announce(this.db, change);
    }
  }

  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    const { named, shelves: rows } = await rowsOfBatch(
      this.db,
      batch.map((l) => l.sku),
    );
    const idOf = new Map(named.map((n) => [n.sku!, n.productId]));
    const held = new Map(rows.map((r) => [`${r.warehouseId}:${r.productId}`, r]));
    const updates = new Map<string, Update>();
    for (const line of batch) {
      const productId = idOf.get(line.sku)!;
      const targets =
        line.warehouse === '*'
          ? rows.filter((r) => r.productId === productId).map((r) => r.warehouseId)
          : [line.warehouse];
      let created = false;
      let changed = false;
      for (const warehouseId of targets) {
        const row = held.get(`${warehouseId}:${productId}`);
        if (!row) {
          await this.db.insert(warehouseProducts).values({
            warehouseId,
            productId,
            priceCents: line.priceCents!,
            available: line.stock ?? 0,
            ownPrice: true,
          });
          this.priced = true;
          created = true;
          continue;
        }
        const undated = undatedShelf(row);
        const price =
          line.priceCents !== null &&
          (undated.priceCents !== line.priceCents || undated.promo !== null || !row.ownPrice)
            ? line.priceCents
            : null;
        const stock = line.stock !== null && row.available !== line.stock ? line.stock : null;
        if (price === null && stock === null) continue;
        if (price !== null) this.priced = true;
        if (stock !== null) {
          const move = this.moved.get(warehouseId) ?? { productIds: new Set(), crossedZero: false };
          move.productIds.add(productId);
          move.crossedZero ||= crossesZero(stock, stock - row.available);
          this.moved.set(warehouseId, move);
        }
        // A later line of the batch on the same row sees this one's effect, and its values win.
        if (price !== null)
          Object.assign(row, {
            priceCents: price,
            priceStandardCents: null,
            promo: null,
            ownPrice: true,
            offerId: null,
            beforeOffer: null,
          });
        if (stock !== null) row.available = stock;
        const key = `${warehouseId}:${productId}`;
        const before = updates.get(key);
        updates.set(key, {
          warehouseId,
          productId,
          price: price ?? before?.price ?? null,
          stock: stock ?? before?.stock ?? null,
        });
        changed = true;
      }
      if (created) this.counts.created++;
      else if (changed) this.counts.updated++;
      else this.counts.unchanged++;
    }
    await this.updateAll([...updates.values()]);
  }

  /**
   * The batch's changed rows in one statement: a price ends the row's undated
   * promotion, and its dated offer, which the import puts back on the new price.
   */
  private async updateAll(updates: readonly Update[]): Promise<void> {
    if (updates.length === 0) return;
    const values = sql.join(
      updates.map(
        (u) =>
          sql`(${u.warehouseId}::int, ${u.productId}::int, ${u.price}::int, ${u.stock === null ? null : String(u.stock)}::numeric)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      update ${warehouseProducts} as w set
        price_cents = coalesce(v.price, w.price_cents),
        price_standard_cents = case when v.price is null then w.price_standard_cents end,
        promo = case when v.price is null then w.promo end,
        own_price = w.own_price or v.price is not null,
        offer_id = case when v.price is null then w.offer_id end,
        before_offer = case when v.price is null then w.before_offer end,
        available = coalesce(v.stock, w.available)
      from (values ${values}) as v(warehouse_id, product_id, price, stock)
      where w.warehouse_id = v.warehouse_id and w.product_id = v.product_id`);
  }
}

interface Update {
  warehouseId: number;
  productId: number;
  /** The new own price, or null to leave it. */
  price: number | null;
  stock: number | null;
}
