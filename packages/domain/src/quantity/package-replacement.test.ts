import { describe, expect, it } from 'vitest';
import { packageOfferOf, packageReplacement } from './package-replacement';

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

describe('packageOfferOf', () => {
  it.each([
    [
      'both infos',
      { TIPOLOGIA: 'Pezzo', PACKAGE_PRODUCT_ID: '100200', PACKAGE_MULTIPLIER: '6' },
      { productId: 100200, multiplier: 6 },
    ],
    ['no package', { TIPOLOGIA: 'Pezzo' }, null],
    [
      'a package without its multiplier',
      { TIPOLOGIA: 'Pezzo', PACKAGE_PRODUCT_ID: '100200' },
      null,
    ],
    [
      'a multiplier that is no count',
      { TIPOLOGIA: 'Pezzo', PACKAGE_PRODUCT_ID: '100200', PACKAGE_MULTIPLIER: '1.5' },
      null,
    ],
    [
      'an id that is no id',
      { TIPOLOGIA: 'Pezzo', PACKAGE_PRODUCT_ID: 'acqua', PACKAGE_MULTIPLIER: '6' },
      null,
    ],
    // loose goods are weighed, never counted into packages
    [
      'a weighed product',
      { TIPOLOGIA: 'Sfuso', PACKAGE_PRODUCT_ID: '100200', PACKAGE_MULTIPLIER: '6' },
      null,
    ],
  ] as const)('%s', (_name, infos, expected) => {
    expect(packageOfferOf(infos)).toEqual(expected);
  });
});
