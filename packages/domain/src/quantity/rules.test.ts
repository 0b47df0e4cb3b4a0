import { describe, expect, it } from 'vitest';
import { maxPurchasable, quantityRulesOf, readInfoNumber } from './rules';
import { APPLES, CHICKEN, HAM, WATER, YOGURT, testProduct } from './test-products';

describe('quantityRulesOf', () => {
  it.each([
    [
      'a plain piece steps by one from one',
      testProduct(),
      { kind: 'count', unit: 'pz', first: 1, step: 1, removeBelow: 1, maxPerProduct: 99 },
    ],
    [
      'QTY_MULT 6 steps by six, and minAcq 6 is the first add',
      WATER,
      { kind: 'count', first: 6, step: 6, locked: true, maxPerProduct: 96 },
    ],
    // minAcq 4 with a step of 3: the first multiple of 3 that reaches 4
    [
      'minAcq snaps up to a multiple of the step',
      testProduct({ QTY_MULT: '3' }, { minAcq: 4 }),
      { first: 6, step: 3 },
    ],
    // maxAcq 99 ÷ MULTI_PACK 6 = 16,5 → 16 packs
    ['maxAcq is divided by the multi-pack factor', YOGURT, { maxPerProduct: 16, multiPack: 6 }],
    // no maxAcq: the stock is the maximum
    [
      'without maxAcq the stock is the maximum',
      testProduct({}, { maxAcq: 0, available: 7 }),
      { maxPerProduct: 7 },
    ],
    [
      'a Confezione counts packs and knows their weight',
      CHICKEN,
      { kind: 'count', unit: 'conf', pack: { amount: 400, unit: 'g' }, dailyMax: 10 },
    ],
    [
      'Sfuso weighs from WEIGHT_SELLING by STEP_SELLING',
      APPLES,
      {
        kind: 'weight',
        unit: 'kg',
        first: 0.5,
        step: 0.1,
        removeBelow: 0.5,
        maxPerProduct: 5,
        manualInput: false,
        weightUnits: { sellingUnit: 'kg', baseUnit: 'kg' },
      },
    ],
    [
      'Peso by the hectogram',
      HAM,
      { kind: 'weight', unit: 'hg', first: 1, step: 0.5, maxPerProduct: 20, dailyMax: 20 },
    ],
    // minAcq above WEIGHT_SELLING: the first add is minAcq, removal still below WEIGHT_SELLING
    [
      'minAcq above WEIGHT_SELLING raises the first add',
      testProduct(
        { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.1' },
        { minAcq: 0.7 },
      ),
      { first: 0.7, removeBelow: 0.5 },
    ],
    // unreadable data falls back to safe defaults instead of NaN steps
    [
      'unreadable steps fall back',
      testProduct({ TIPOLOGIA: 'Sfuso', STEP_SELLING: 'abc', WEIGHT_SELLING: '' }, { minAcq: 0 }),
      { step: 0.1, first: 0.1 },
    ],
    ['a QTY_MULT of zero counts as one', testProduct({ QTY_MULT: '0' }), { step: 1, first: 1 }],
    [
      'weights in unknown units are priced per selling unit',
      testProduct({ TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_SELLING: 'pz' }),
      { weightUnits: null },
    ],
  ])('%s', (_name, product, expected) => {
    expect(quantityRulesOf(product)).toMatchObject(expected);
  });

  it('lists the options to choose', () => {
    expect(quantityRulesOf(HAM).options).toEqual([
      { parameterName: 'SPESSORE_TAGLIO', keys: ['sottile', 'spesso'] },
    ]);
  });
});

describe('maxPurchasable', () => {
  it.each([
    ['the per-product maximum', testProduct({}, { maxAcq: 12 }), 12],
    ['MAXACQ when lower', testProduct({ MAXACQ: '4' }, { maxAcq: 12 }), 4],
    ['the stock when lower', testProduct({}, { available: 3 }), 3],
    // 17 in stock, sold by 6: two crates
    ['the stock on the grid', testProduct({ QTY_MULT: '6' }, { available: 17, minAcq: 6 }), 12],
    ['a weight on the grid', testProduct({ ...APPLES.productInfos, MAXACQ: '1.25' }), 1.2],
    ['nothing when out of stock', testProduct({}, { available: 0 }), 0],
  ])('%s', (_name, product, expected) => {
    expect(maxPurchasable(quantityRulesOf(product))).toBe(expected);
  });
});

describe('readInfoNumber', () => {
  it.each([
    ['0.1', 0.1],
    ['0,5', 0.5],
    [' 6 ', 6],
    ['', null],
    ['-1', null],
    ['1e3', null],
    [undefined, null],
  ])('%j → %j', (text, expected) => {
    expect(readInfoNumber(text)).toBe(expected);
  });
});
