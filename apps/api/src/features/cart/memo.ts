import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';

/** Carts remembered per process in each memo; the least recently stored go first. */
const MAX_MEMOISED_CARTS = 10_000;

export interface DatabaseMemo<K, V> {
  get(db: Db, key: K): V | undefined;
  set(db: Db, key: K, value: V): void;
}

/**
 * A bounded memo kept per database, so apps (and tests) on different
 * databases never share entries. What an entry is worth is the caller's
 * business: every memo of the cart is checked against a stamp read from the
 * database on each request.
 */
export function databaseMemo<K, V>(max = MAX_MEMOISED_CARTS): DatabaseMemo<K, V> {
  const memoOf = perDatabase(() => new Map<K, V>());
  return {
    get: (db, key) => memoOf(db).get(key),
    set(db, key, value) {
      const memo = memoOf(db);
      memo.delete(key);
      memo.set(key, value);
      if (memo.size > max) {
        const oldest = memo.keys().next().value;
        if (oldest !== undefined) memo.delete(oldest);
      }
    },
  };
}
