import { describe, expect, it } from 'vitest';
import { formatMeasure, formatQuantity } from './format';
import { quantityRulesOf } from './rules';
import { APPLES, CHICKEN, HAM, testProduct } from './test-products';

describe('formatQuantity', () => {
  it.each([
    [quantityRulesOf(testProduct()), 3, '3 pz'],
    [quantityRulesOf(CHICKEN), 2, '2 conf'],
    [quantityRulesOf(APPLES), 0.6, '600 g'],
    [quantityRulesOf(APPLES), 1.5, '1,5 kg'],
    [quantityRulesOf(APPLES), 1, '1 kg'],
    [quantityRulesOf(HAM), 1.5, '150 g'],
    // ten hectograms are a kilogram
    [quantityRulesOf(HAM), 10, '1 kg'],
  ])('%#: %d → %s', (rules, quantity, expected) => {
    expect(formatQuantity(rules, quantity)).toBe(expected);
  });
});

describe('formatMeasure', () => {
  it.each([
    [750, 'ml', '750 ml'],
    [1.25, 'l', '1,25 l'],
    [3, 'conf', '3 conf'],
  ])('%d %s → %s', (value, unit, expected) => {
    expect(formatMeasure(value, unit)).toBe(expected);
  });
});
