import { describe, expect, it } from 'vitest';
import { isKeyOf } from './lookup';

describe('isKeyOf', () => {
  const table = { 1: 'a', paid: 'b' };
  it.each<[PropertyKey, boolean]>([
    [1, true],
    // numeric ids and their string form are the same key
    ['1', true],
    ['paid', true],
    [2, false],
    // inherited members are not table entries
    ['toString', false],
    ['__proto__', false],
  ])('%s → %s', (key, expected) => {
    expect(isKeyOf(table, key)).toBe(expected);
  });
});
