import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { catalogueGeneration } from './schema';

/**
 * What one process changed that other processes hold in memory, told to
 * every process of the shop on one database through PostgreSQL's
 * LISTEN/NOTIFY (decision 033). A notification sent inside a transaction
 * arrives when it commits, and never when it rolls back.
 */
export type Change =
  | {
      kind: 'stock';
      warehouseId: number;
      productIds: number[];
      /** Some product ran out or came back: listings, which put the available first, change order. */
      crossedZero: boolean;
    }
  /** Anything else of the catalogue, its prices, promotions, categories or contents: all is read again. */
  | { kind: 'catalogue' };

const CHANNEL = 'spesa_changes';
/** PostgreSQL refuses a payload of 8,000 bytes or more; a bigger change is told as the whole catalogue. */
const MAX_PAYLOAD = 7_000;

export async function announce(db: Db, change: Change): Promise<void> {
  const told: Change = JSON.stringify(change).length > MAX_PAYLOAD ? { kind: 'catalogue' } : change;
  // The cache-burst value moves with the change, in its transaction: a process told of it reads the new one.
  if (told.kind === 'catalogue')
    await db
      .update(catalogueGeneration)
      .set({ generation: sql`${catalogueGeneration.generation} + 1` });
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(told)})`);
}

/** The catalogue's generation: the cache-burst value every process of the shop answers alike. */
export async function readCatalogueGeneration(db: Db): Promise<number> {
  const [row] = await db
    .select({ generation: catalogueGeneration.generation })
    .from(catalogueGeneration);
  return row?.generation ?? 0;
}

/** Tells every process that the stock of these products moved in the warehouse. */
export async function announceStock(
  db: Db,
  warehouseId: number,
  moves: readonly { productId: number }[],
  crossedZero: boolean,
): Promise<void> {
  if (moves.length === 0) return;
  const productIds = [...new Set(moves.map((move) => move.productId))];
  await announce(db, { kind: 'stock', warehouseId, productIds, crossedZero });
}

/** Whether a stock row that moved by delta to after ran out or came back. */
export const crossesZero = (after: number, delta: number): boolean =>
  after <= 0 || (delta > 0 && after - delta <= 0);

function parse(payload: string): Change | null {
  try {
    const change = JSON.parse(payload) as Change;
    return change.kind === 'stock' || change.kind === 'catalogue' ? change : null;
  } catch {
    return null;
  }
}

/**
 * Hands every change, from this process or another, to onChange; when
 * notifications may have been lost, a catalogue change stands for them (the
 * caches' own time limits bound the staleness meanwhile).
 */
export function followChanges(
  database: Database,
  onChange: (change: Change) => void,
): Promise<() => Promise<void>> {
  return database.listen(CHANNEL, {
    onMessage(payload) {
      const change = parse(payload);
      if (change) onChange(change);
    },
    onGap: () => onChange({ kind: 'catalogue' }),
  });
}
