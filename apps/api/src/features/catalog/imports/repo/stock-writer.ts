import { sql } from 'drizzle-orm';
import { readStockLine, type StockFeedLine } from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { announce, crossesZero, type Change } from '../../../../db/change-feed';
import { warehouseProducts } from '../../../../db/schema';
import { rowsOfBatch } from './batch-rows';
import { BATCH, type ShopFacts } from './catalog-facts';
import { undatedShelf } from './offer-shelves';
import { pricedShelf, sameShelf } from './product-writer';
import type { Stages } from './stages';
import type { Counts } from '../counts';

type ShelfRow = typeof warehouseProducts.$inferSelect;

/**
 * A line of the stock feed, or a warehouse's shelf saved from the manager's
 * product page, which may also strike a list price through (the feed has no
 * column for it, so its lines never do).
 */
export type ShelfLine = StockFeedLine & { listPriceCents?: number | null };

/**
 * Pass two of a stock and price feed (decision 047): each batch is compared
 * with the warehouses' rows while the shop goes on serving, the changes
 * merged by row (a later line on the same row wins) and staged, then `apply`
 * writes them with one statement inside the caller's short transaction. A
 * price is the warehouse's own from then on (the products feed's one price
 * no longer moves it) and stands without a promotion; a stock is what the
 * warehouse holds in the selling unit. A line naming a warehouse that does
 * not sell it yet, with a price, starts selling it there.
 */
export class StockWriter {
  private batch: ShelfLine[] = [];
  /** Stock moves per warehouse, told as stock changes; a price told as the catalogue's. */
  private readonly moved = new Map<number, { productIds: Set<number>; crossedZero: boolean }>();
  private priced = false;
  /** Each changed row as this feed leaves it: later batches read it so, and it is staged at the end. */
  private readonly changed = new Map<string, { row: ShelfRow; update: Update | null }>();

  constructor(
    private readonly db: Db,
    private readonly facts: ShopFacts,
    private readonly counts: Counts,
    private readonly stages: Stages,
  ) {}

  async row(_line: number, fields: Record<string, string>): Promise<void> {
    const { line } = readStockLine(fields, this.facts.warehouseIds);
    if (!line) throw new Error('a checked stock feed has a bad line');
    await this.edit(line);
  }

  /** A checked line, from the feed or from the product page. */
  async edit(line: ShelfLine): Promise<void> {
    this.batch.push(line);
    if (this.batch.length >= BATCH) await this.flush();
  }

  async end(): Promise<void> {
    await this.flush();
    const all = [...this.changed.values()];
    for (let i = 0; i < all.length; i += BATCH) {
      const part = all.slice(i, i + BATCH);
      await this.stages.add(
        'shelves.create',
        part.filter((c) => c.update === null).map((c) => c.row),
        warehouseProducts,
      );
      await this.stages.add(
        'stock.update',
        part.flatMap(({ update: u }) =>
          u
            ? [
                {
                  warehouse_id: u.warehouseId,
                  product_id: u.productId,
                  price: u.price,
                  list: u.list,
                  promo: u.promo,
                  stock: u.stock,
                },
              ]
            : [],
        ),
      );
    }
  }

  /**
   * Writes what was staged, in the caller's transaction: a price ends the
   * row's undated promotion, and its dated offer, which the import puts back
   * on the new price.
   */
  async apply(tx: Db): Promise<void> {
    await this.stages.insert(tx, 'shelves.create', warehouseProducts);
    await tx.execute(sql`
      update ${warehouseProducts} as w set
        price_cents = coalesce(v.price, w.price_cents),
        price_standard_cents = case when v.price is null then w.price_standard_cents else v.list end,
        promo = case when v.price is null then w.promo else v.promo end,
        own_price = w.own_price or v.price is not null,
        offer_id = case when v.price is null then w.offer_id end,
        before_offer = case when v.price is null then w.before_offer end,
        available = coalesce(v.stock, w.available)
      from ${this.stages.records('stock.update', 'warehouse_id int, product_id int, price int, list int, promo jsonb, stock numeric')} as v
      where w.warehouse_id = v.warehouse_id and w.product_id = v.product_id`);
  }

  /** What every process must forget, announced when the transaction commits. */
  async announce(tx: Db): Promise<void> {
    if (this.priced) {
      await announce(tx, { kind: 'catalogue' });
      return;
    }
    for (const [warehouseId, move] of this.moved) {
      const change: Change = {
        kind: 'stock',
        warehouseId,
        productIds: [...move.productIds],
        crossedZero: move.crossedZero,
      };
      await announce(tx, change);
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
    const inBatch = new Set(named.map((n) => n.productId));
    const held = new Map<number, Map<number, ShelfRow>>();
    const hold = (row: ShelfRow) => {
      const of = held.get(row.productId) ?? new Map<number, ShelfRow>();
      of.set(row.warehouseId, row);
      held.set(row.productId, of);
    };
    rows.forEach(hold);
    // Rows an earlier batch changed or made read as this feed left them.
    for (const { row } of this.changed.values()) if (inBatch.has(row.productId)) hold(row);
    for (const line of batch) {
      const productId = idOf.get(line.sku)!;
      const targets =
        line.warehouse === '*' ? [...(held.get(productId)?.keys() ?? [])] : [line.warehouse];
      let created = false;
      let changed = false;
      for (const warehouseId of targets) {
        const key = `${warehouseId}:${productId}`;
        const row = held.get(productId)?.get(warehouseId);
        if (!row) {
          const made: ShelfRow = {
            warehouseId,
            productId,
            ...pricedShelf(line.priceCents!, line.listPriceCents ?? null),
            available: line.stock ?? 0,
            ownPrice: true,
            offerId: null,
            beforeOffer: null,
          };
          hold(made);
          this.changed.set(key, { row: made, update: null });
          this.priced = true;
          created = true;
          continue;
        }
        const undated = undatedShelf(row);
        const shelf =
          line.priceCents === null
            ? null
            : pricedShelf(line.priceCents, line.listPriceCents ?? null);
        const price =
          shelf && (!sameShelf(undated, shelf) || !row.ownPrice) ? shelf.priceCents : null;
        const stock = line.stock !== null && row.available !== line.stock ? line.stock : null;
        if (price === null && stock === null) continue;
        if (price !== null) this.priced = true;
        if (stock !== null) {
          const move = this.moved.get(warehouseId) ?? { productIds: new Set(), crossedZero: false };
          move.productIds.add(productId);
          move.crossedZero ||= crossesZero(stock, stock - row.available);
          this.moved.set(warehouseId, move);
        }
        if (price !== null)
          Object.assign(row, {
            ...shelf,
            ownPrice: true,
            offerId: null,
            beforeOffer: null,
          });
        if (stock !== null) row.available = stock;
        const before = this.changed.get(key);
        // A row this feed makes is written whole, as it ends up.
        const update =
          before && before.update === null
            ? null
            : {
                warehouseId,
                productId,
                ...(price !== null
                  ? { price, list: shelf!.priceStandardCents, promo: shelf!.promo }
                  : {
                      price: before?.update?.price ?? null,
                      list: before?.update?.list ?? null,
                      promo: before?.update?.promo ?? null,
                    }),
                stock: stock ?? before?.update?.stock ?? null,
              };
        this.changed.set(key, { row, update });
        changed = true;
      }
      if (created) this.counts.created++;
      else if (changed) this.counts.updated++;
      else this.counts.unchanged++;
    }
  }
}

interface Update {
  warehouseId: number;
  productId: number;
  /** The new own price, or null to leave it. */
  price: number | null;
  /** With a price: the list price struck through, and its promotion (null: none). */
  list: number | null;
  promo: ShelfRow['promo'];
  stock: number | null;
}
