import type { Db } from './client';

/**
 * `make(db)` once per database object, then the same value: for prepared
 * queries on the hot path, built once instead of on every call. Apps (and
 * tests) on different databases never share one.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
