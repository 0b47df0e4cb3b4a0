import { packageOfferOf, type Product, ERROR_MESSAGES } from '@spesa/domain';
import { refusal } from '../../../http/app-error';
import type { Db } from '../../../db/client';
import type { BrandRow } from '../../brands';
import type { AppliedCode } from '../../gift-certificates';
import type { UserRow } from '../../users';
import { lastSeenCart, primeCartContents } from '../cache/contents';
import { cartSnapshot } from '../cache/snapshot';
import type { CartDeps } from '../deps';
import { cartAsLeft, type CartRow } from '../repo/carts';
import { productsIn, type Catalogue } from '../repo/catalogue';
import { listItems, type CartLineRow } from '../repo/lines';
import { lockCartHead, type CartHead, type CartSnapshot } from '../repo/snapshot';

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
  /** The products of the lines, of the ones asked for and of their packages, in the cart's warehouse. */
  products: Map<number, Product>;
}

/** What a change answers: its own value and the cart as the change left it (for the reply). */
export interface CartChange<T> {
  value: T;
  head: CartHead;
}

/** What a change leaves: the lines, and the codes unless they changed (or were not known). */
interface Left {
  lines: readonly CartLineRow[];
  codes: readonly AppliedCode[] | null;
}

type Round<T> =
  | { kind: 'done'; value: T; head: CartHead; left: Left }
  | { kind: 'retry'; unread: number[]; warehouseId: number }
  | { kind: 'gone' };

/** Rounds of reading products again when a concurrent change brought in lines not read yet. */
const MAX_ATTEMPTS = 3;

/**
 * The products, and the package products they turn into (docs/rules/quantities-and-prices.md),
 * so that a change can swap packs for packages without reading inside its transaction.
 */
async function productsWithPackages(
  catalog: Catalogue,
  cart: { warehouseId: number; brandId: string },
  productIds: ReadonlySet<number>,
): Promise<Map<number, Product>> {
  const products = await productsIn(catalog, cart, [...productIds]);
  const packages = [...products.values()]
    .map((p) => packageOfferOf(p.productInfos)?.productId)
    .filter((id): id is number => id !== undefined && !products.has(id));
  if (packages.length === 0) return products;
  for (const [id, product] of await productsIn(catalog, cart, packages)) products.set(id, product);
  return products;
}

/**
 * One change under the cart's lock, starting from what `known` says the cart
 * is; undefined when that cart is no longer the shopper's live one.
 *
 * Products come from the catalogue's cache, read *before* the transaction:
 * embedded PGlite has one connection, which a query outside the transaction
 * would wait for forever. If, under the lock, the cart turns out to hold lines
 * (or a warehouse) not read beforehand, the round is dropped unwritten and the
 * products read again. The lines themselves are read under the lock only when
 * the cart's version moved since `known`.
 */
async function changeFrom<T>(
  { db, catalog }: CartDeps,
  known: CartSnapshot,
  wantedProductIds: readonly number[],
  work: (locked: LockedCart) => Promise<T>,
): Promise<CartChange<T> | undefined> {
  const { cartId, userId } = known.cart;
  let warehouseId = known.cart.warehouseId;
  let asked = new Set([...wantedProductIds, ...known.items.map((i) => i.productId)]);
  for (let attempt = 1; ; attempt += 1) {
    const products = await productsWithPackages(
      catalog,
      { warehouseId, brandId: known.cart.brandId },
      asked,
    );
    const round = await db.transaction(async (tx): Promise<Round<T>> => {
      const head = await lockCartHead(tx, cartId, userId);
      if (!head) return { kind: 'gone' };
      const unchanged = head.cart.version === known.cart.version;
      const left: Left = {
        lines: unchanged ? known.items : await listItems(tx, cartId),
        codes: unchanged ? known.codes : null,
      };
      const unread = left.lines.filter((i) => !asked.has(i.productId)).map((i) => i.productId);
      if ((unread.length > 0 || head.cart.warehouseId !== warehouseId) && attempt < MAX_ATTEMPTS)
        return { kind: 'retry', unread, warehouseId: head.cart.warehouseId };
      const value = await work({
        tx,
        cart: head.cart,
        lines: left.lines,
        setLines: (next) => {
          left.lines = next;
        },
        codesChanged: () => {
          left.codes = null;
        },
        products,
      });
      // Last, so that the row answered (and its version) is the cart as this transaction leaves it.
      const cart = await cartAsLeft(tx, cartId);
      return { kind: 'done', value, head: { ...head, cart }, left };
    });
    if (round.kind === 'gone') return undefined;
    if (round.kind === 'retry') {
      asked = new Set([...asked, ...round.unread]);
      warehouseId = round.warehouseId;
      continue;
    }
    const { lines, codes } = round.left;
    if (codes !== null) primeCartContents(db, round.head, { items: [...lines], codes: [...codes] });
    return { value: round.value, head: round.head };
  }
}

/**
 * Runs `work` with the shopper's cart locked (every change of a cart queues on
 * its row, looked up with its owner; the database moves the cart's version
 * with whatever the work writes, so copies of its lines elsewhere are known
 * stale), and leaves the new lines for the next view of this process. Answers the work's value and the cart's head as the
 * transaction left it, so the reply needs no further read.
 *
 * It starts from `known`, or from the cart this process last saw, and reads
 * the cart afresh only if that one is gone (ordered, or never seen here).
 */
export async function changeCart<T>(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  wantedProductIds: readonly number[],
  work: (locked: LockedCart) => Promise<T>,
  known: CartSnapshot | undefined = lastSeenCart(deps.db, user.userId),
): Promise<CartChange<T>> {
  if (known) {
    const change = await changeFrom(deps, known, wantedProductIds, work);
    if (change) return change;
  }
  const change = await changeFrom(
    deps,
    await cartSnapshot(deps.db, brand, user),
    wantedProductIds,
    work,
  );
  if (!change) throw refusal('cart.not_found', ERROR_MESSAGES.generic);
  return change;
}
