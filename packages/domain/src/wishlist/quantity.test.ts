import { describe, expect, it } from 'vitest';
import { quantityRulesOf } from '../quantity/rules';
import { APPLES, HAM, WATER, testProduct } from '../quantity/test-products';
import { nextQuantity } from '../quantity/steps';
import { combinedListQuantity, listQuantityRefusal, listQuantityRules } from './quantity';

const PIECE = quantityRulesOf(testProduct({}, {}));
// WEIGHT_SELLING 0.25 off the 0.1 step: two firsts (0.5) are not a grid value.
const ODD_WEIGHT = quantityRulesOf(
  testProduct(
    { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.25', STEP_SELLING: '0.1', WEIGHT_UNIT_SELLING: 'kg' },
    { minAcq: 0 },
  ),
);

describe('listQuantityRefusal', () => {
  it.each([
    ['a count', PIECE, 3, null],
    ['a weight on the grid', quantityRulesOf(APPLES), 1.3, null],
    ['half hectograms of ham', quantityRulesOf(HAM), 2.5, null],
    // A list is a wish: stock and maximums are checked when it goes into the cart.
    ['more than the stock', quantityRulesOf(testProduct({}, { available: 0 })), 40, null],
    ['zero', PIECE, 0, 'cart.invalid_quantity'],
    ['negative', PIECE, -2, 'cart.invalid_quantity'],
    ['NaN', PIECE, Number.NaN, 'cart.invalid_quantity'],
    ['four decimals', quantityRulesOf(APPLES), 0.5001, 'cart.invalid_quantity'],
    ['half a piece more', PIECE, 1.5, 'cart.invalid_quantity'],
    ['not a multiple of QTY_MULT', quantityRulesOf(WATER), 8, 'cart.invalid_quantity'],
    ['below WEIGHT_SELLING', quantityRulesOf(APPLES), 0.4, 'errors.minAcq'],
    ['between two steps of weight', quantityRulesOf(APPLES), 0.55, 'cart.invalid_quantity'],
  ])('%s', (_, rules, quantity, code) => {
    expect(listQuantityRefusal(rules, quantity)?.code ?? null).toBe(code);
  });
});

describe('combinedListQuantity', () => {
  it.each([
    ['two counts', PIECE, 2, 3, 5],
    ['two packs of six', quantityRulesOf(WATER), 6, 12, 18],
    ['two weights', quantityRulesOf(APPLES), 0.5, 0.7, 1.2],
    // 0.25 + 0.25 = 0.5 is between 0.45 and 0.55: the nearest grid value, halves up.
    ['two firsts of an odd grid', ODD_WEIGHT, 0.25, 0.25, 0.55],
  ])('%s', (_, rules, a, b, expected) => {
    expect(combinedListQuantity(rules, a, b)).toBe(expected);
  });
});

describe('listQuantityRules', () => {
  it("keeps the product's grid and drops the stock and the purchase maximum", () => {
    const scarce = testProduct({ QTY_MULT: '2' }, { available: 2, maxAcq: 2 });
    const rules = listQuantityRules(scarce);
    expect(rules.first).toBe(quantityRulesOf(scarce).first);
    expect(nextQuantity(quantityRulesOf(scarce), 2)).not.toMatchObject({
      kind: 'quantity',
      quantity: 4,
    });
    expect(nextQuantity(rules, 2)).toMatchObject({ kind: 'quantity', quantity: 4 });
  });
});
