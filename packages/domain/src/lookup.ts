/**
 * Object.hasOwn, typed: narrows an id that came off the wire to a key of a
 * status table, without letting inherited names such as "toString" through.
 */
export const isKeyOf = <T extends object>(table: T, key: PropertyKey): key is keyof T =>
  Object.hasOwn(table, key);
