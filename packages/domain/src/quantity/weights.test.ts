import { describe, expect, it } from 'vitest';
import { quantityRulesOf } from './rules';
import { fromBaseQuantity, lineTotalCents, lineWeight, toBaseQuantity } from './weights';
import { APPLES, CHICKEN, HAM, YOGURT, testProduct } from './test-products';

describe('lineTotalCents', () => {
  it.each([
    ['3 pieces at 1,29 €', quantityRulesOf(testProduct()), 129, 3, 387],
    ['a 6-pack is priced as one item', quantityRulesOf(YOGURT), 219, 2, 438],
    // 400 g at 8,90 €/kg = 3,56 € a tray
    ['2 trays of 400 g at 8,90 €/kg', quantityRulesOf(CHICKEN), 890, 2, 712],
    // 0,6 kg × 2,49 €/kg = 1,494 € → 1,49 €
    ['0,6 kg of apples at 2,49 €/kg', quantityRulesOf(APPLES), 249, 0.6, 149],
    // 1,5 hg = 0,15 kg × 24,90 €/kg = 3,735 € → 3,74 € (half up)
    ['1,5 hg of ham at 24,90 €/kg', quantityRulesOf(HAM), 2490, 1.5, 374],
  ])('%s', (_name, rules, priceCents, quantity, expected) => {
    expect(lineTotalCents(rules, priceCents, quantity)).toBe(expected);
  });
});

describe('weights', () => {
  it.each([
    ['apples weigh their quantity', quantityRulesOf(APPLES), 0.6, 0.6],
    ['hectograms in kilograms', quantityRulesOf(HAM), 2.5, 0.25],
    ['trays weigh their nominal weight', quantityRulesOf(CHICKEN), 3, 1.2],
    ['pieces have no weight', quantityRulesOf(testProduct()), 3, null],
  ])('%s', (_name, rules, quantity, expected) => {
    expect(lineWeight(rules, quantity)).toBe(expected);
  });

  it('converts between selling and base units', () => {
    const ham = quantityRulesOf(HAM);
    expect(toBaseQuantity(ham, 1.5)).toBe(0.15);
    expect(fromBaseQuantity(ham, 0.15)).toBe(1.5);
  });
});
