import { describe, expect, it } from 'vitest';
import { packageReplacement } from './package-replacement';

const CRATE = { productId: 7, multiplier: 6 };

describe('packageReplacement', () => {
  it.each([
    ['below the multiplier nothing changes', 5, CRATE, null],
    [
      'reaching it swaps the packs for a package',
      6,
      CRATE,
      { productId: 7, packages: 1, remainder: 0 },
    ],
    ['what is left over stays', 14, CRATE, { productId: 7, packages: 2, remainder: 2 }],
    ['no package offered', 12, null, null],
    // a multiplier of one would replace every pack by itself
    ['a multiplier below two is no package', 3, { productId: 7, multiplier: 1 }, null],
    ['weights are not packs', 6.5, CRATE, null],
  ])('%s', (_name, quantity, offer, expected) => {
    expect(packageReplacement(quantity, offer)).toEqual(expected);
  });
});
