import type { Product } from '@spesa/domain';
import { AppError, MESSAGES } from '../../http/app-error';
import type { Db } from '../../db/client';
import type { AppliedCode } from '../gift-certificates';
import { productsIn } from './catalogue';
import { primeCartContents } from './contents-cache';
import type { CartDeps } from './deps';
import { listItems, type CartLineRow } from './items-repo';
import { moveCartVersion, type CartRow } from './repo';
import { lockCartHead, type CartHead, type CartSnapshot } from './snapshot-repo';

/** The shopper's cart inside a transaction that holds its row lock. */
export interface LockedCart {
  tx: Db;
  cart: CartRow;
  /**
   * Its lines as they are under the lock. A change of lines keeps this list
   * true (setLines), so the next view can show it without reading it again.
   */
  lines: readonly CartLineRow[];
  setLines(lines: readonly CartLineRow[]): void;
  /** Marks the codes as changed: the next view reads them (and the lines) again. */
  codesChanged(): void;
  /** The products of the lines and of the ones asked for, in the cart's warehouse. */
  products: Map<number, Product>;
}

/** What a change leaves: the lines, and the codes unless they changed (or were not known). */
interface Left {
  lines: readonly CartLineRow[];
  codes: readonly AppliedCode[] | null;
}

type Round<T> =
  | { kind: 'done'; value: T; head: CartHead; left: Left }
  | { kind: 'retry'; unread: number[]; warehouseId: number };

/** What a change answers: its own value and the cart as the change left it (for the reply). */
export interface CartChange<T> {
  value: T;
  head: CartHead;
}

/** Rounds of reading products again when a concurrent change brought in lines not read yet. */
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` with the shopper's cart locked (every change of a cart queues on
 * its row), then moves the cart's version so copies of its lines elsewhere are
 * known stale, and leaves the new lines for the next view of this process.
 * Answers the work's value and the cart's head as the transaction left it, so
 * the reply needs no further read.
 *
 * Products come from the catalogue's cache, read *before* the transaction:
 * embedded PGlite has one connection, which a query outside the transaction
 * would wait for forever. If, under the lock, the cart turns out to hold lines
 * (or a warehouse) not read beforehand, the round is dropped unwritten and the
 * products read again. The lines themselves are read under the lock only when
 * the cart changed since the snapshot.
 */
export async function withLockedCart<T>(
  { db, catalog }: CartDeps,
  snapshot: Pick<CartSnapshot, 'cart' | 'items' | 'codes' | 'version'>,
  wantedProductIds: readonly number[],
  work: (locked: LockedCart) => Promise<T>,
): Promise<CartChange<T>> {
  const { cart } = snapshot;
  let warehouseId = cart.warehouseId;
  let asked = new Set([...wantedProductIds, ...snapshot.items.map((i) => i.productId)]);
  for (let attempt = 1; ; attempt += 1) {
    const products = await productsIn(catalog, warehouseId, [...asked]);
    const round = await db.transaction(async (tx): Promise<Round<T>> => {
      const head = await lockCartHead(tx, cart.cartId, cart.userId);
      if (!head) throw new AppError('refused', 'cart.not_found', MESSAGES.generic);
      const locked = head.cart;
      const unchanged = head.version === snapshot.version;
      const left: Left = {
        lines: unchanged ? snapshot.items : await listItems(tx, cart.cartId),
        codes: unchanged ? snapshot.codes : null,
      };
      const unread = left.lines.filter((i) => !asked.has(i.productId)).map((i) => i.productId);
      if ((unread.length > 0 || locked.warehouseId !== warehouseId) && attempt < MAX_ATTEMPTS)
        return { kind: 'retry', unread, warehouseId: locked.warehouseId };
      const value = await work({
        tx,
        cart: locked,
        lines: left.lines,
        setLines: (next) => {
          left.lines = next;
        },
        codesChanged: () => {
          left.codes = null;
        },
        products,
      });
      // Last, so that the row answered is the cart as this transaction leaves it.
      const moved = await moveCartVersion(tx, cart.cartId);
      return { kind: 'done', value, head: { ...head, ...moved }, left };
    });
    if (round.kind === 'retry') {
      asked = new Set([...asked, ...round.unread]);
      warehouseId = round.warehouseId;
      continue;
    }
    const { lines, codes } = round.left;
    if (codes !== null)
      primeCartContents(db, cart.cartId, round.head.version, {
        items: [...lines],
        codes: [...codes],
      });
    return { value: round.value, head: round.head };
  }
}
