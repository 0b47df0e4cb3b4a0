import { describe, expect, it } from 'vitest';
import type { ProductClass } from '../api/catalog';
import { classLimitRefusal, classUnits } from './class-limits';
import { quantityRulesOf } from './rules';
import { APPLES, YOGURT, testProduct } from './test-products';

const ALCOHOL: ProductClass = { productClassId: 1, name: 'Alcolici', maxQuantity: 24 };
const FROZEN: ProductClass = { productClassId: 2, name: 'Surgelati', maxQuantity: null };

describe('classUnits', () => {
  it.each([
    ['pieces count one each', quantityRulesOf(testProduct()), 4, 4],
    ['a 6-pack counts six', quantityRulesOf(YOGURT), 2, 12],
    ['a weighed line counts one', quantityRulesOf(APPLES), 1.5, 1],
  ])('%s', (_name, rules, quantity, expected) => {
    expect(classUnits(rules, quantity)).toBe(expected);
  });
});

describe('classLimitRefusal', () => {
  it.each([
    ['within the maximum', [{ classes: [ALCOHOL], units: 24 }], null],
    [
      'over it across lines',
      [
        { classes: [ALCOHOL], units: 12 },
        { classes: [ALCOHOL, FROZEN], units: 13 },
      ],
      'Puoi acquistare al massimo 24 pezzi di alcolici per ordine.',
    ],
    ['unlimited classes', [{ classes: [FROZEN], units: 500 }], null],
    ['no class', [{ classes: [], units: 500 }], null],
  ])('%s', (_name, lines, message) => {
    expect(classLimitRefusal(lines)?.message ?? null).toBe(message);
  });
});
