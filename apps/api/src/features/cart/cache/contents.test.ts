import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import type { CartRow } from '../repo/carts';
import type { CartContents, CartHead, readCartContents } from '../repo/snapshot';
import { cartContents as cartContentsOf, lastSeenCart, primeCartContents } from './contents';

// The reader is passed in, not mocked: test files share their modules (decision 030).
const read = vi.fn<typeof readCartContents>();
const cartContents = (db: Db, head: CartHead) => cartContentsOf(db, head, read);

const head = (version: number, cartId = 1): CartHead => ({
  cart: { cartId, userId: 7, version } as CartRow,
  loyalty: 0,
  packaging: null,
  deliveryStamp: '',
});
const contents = (quantity: number): CartContents => ({
  items: [
    {
      itemId: 1,
      productId: 10,
      quantity,
      optionsKey: '',
      selectOptions: {},
      acceptAlternatives: true,
      notes: '',
    },
  ],
  codes: [],
});

let db: Db;
beforeEach(() => {
  // A database of its own per test: entries are kept per database.
  db = {} as Db;
  read.mockReset();
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => vi.useRealTimers());

describe('cartContents', () => {
  it('reads a cart once while its version stays', async () => {
    read.mockResolvedValue(contents(1));
    await cartContents(db, head(1));
    expect(await cartContents(db, head(1))).toEqual(contents(1));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['its version moved', head(2)],
    // the shopper's previous cart became an order; this is a new one
    ['it is another cart of the shopper', head(1, 2)],
  ])('reads again when %s', async (_name, next) => {
    read.mockResolvedValueOnce(contents(1)).mockResolvedValueOnce(contents(2));
    await cartContents(db, head(1));
    expect(await cartContents(db, next)).toEqual(contents(2));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after 30 s, whatever the version', async () => {
    read.mockResolvedValue(contents(1));
    await cartContents(db, head(1));
    vi.setSystemTime(30_000);
    await cartContents(db, head(1));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not share entries between databases', async () => {
    read.mockResolvedValue(contents(1));
    await cartContents(db, head(1));
    await cartContents({} as Db, head(1));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers what a change primed without reading', async () => {
    primeCartContents(db, head(3), contents(5));
    expect(await cartContents(db, head(3))).toEqual(contents(5));
    expect(read).not.toHaveBeenCalled();
  });
});

describe('lastSeenCart', () => {
  it('is the cart last read or primed for the shopper, for 30 s', () => {
    expect(lastSeenCart(db, 7)).toBeUndefined();
    primeCartContents(db, head(3), contents(5));
    expect(lastSeenCart(db, 7)).toMatchObject({ cart: { version: 3 }, items: contents(5).items });
    vi.setSystemTime(30_000);
    expect(lastSeenCart(db, 7)).toBeUndefined();
  });
});
