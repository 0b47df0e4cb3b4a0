import { describe, expect, it } from 'vitest';
import { deliveredQuantityText, weighedStockReturn } from './delivered-quantity';

const weighed = { variableWeight: true, quantityDisplay: '700 g' };
const counted = { variableWeight: false, quantityDisplay: '2 pz' };

describe('deliveredQuantityText', () => {
  it.each([
    // the line: 700 g ordered, 760 g found, once read 'Consegnato: 0,7 g'
    [
      'a weighed line by its weight found',
      { ...weighed, deliveredQuantity: 0.7, deliveredWeight: 0.76 },
      '760 g',
    ],
    [
      'a kilo and more in kg',
      { ...weighed, deliveredQuantity: 1.2, deliveredWeight: 1.25 },
      '1,25 kg',
    ],
    [
      'a weighed line not weighed yet',
      { ...weighed, deliveredQuantity: null, deliveredWeight: null },
      null,
    ],
    ['pieces by their count', { ...counted, deliveredQuantity: 2, deliveredWeight: null }, '2 pz'],
    [
      'packs by their count',
      {
        variableWeight: false,
        quantityDisplay: '3 conf',
        deliveredQuantity: 3,
        deliveredWeight: null,
      },
      '3 conf',
    ],
    ['a missing line', { ...counted, deliveredQuantity: 0, deliveredWeight: null }, null],
    ['not picked yet', { ...counted, deliveredQuantity: null, deliveredWeight: null }, null],
  ])('%s', (_name, line, text) => {
    expect(deliveredQuantityText(line)).toBe(text);
  });
});

describe('weighedStockReturn', () => {
  it.each([
    // [case, quantity in the selling unit, ordered kg, found kg, back to stock]
    ['1 kg ordered in kg, 0.8 kg found', 1, 1, 0.8, 0.2],
    ['1 kg ordered, 1.1 kg found: 0.1 more taken', 1, 1, 1.1, -0.1],
    ['exactly the weight ordered', 0.5, 0.5, 0.5, 0],
    ['sold by the hectogram: 5 hg ordered, 0.45 kg found', 5, 0.5, 0.45, 0.5],
    ['not weighed yet', 1, 1, null, 0],
    ['no known weight unit', 3, null, 0.8, 0],
    ['rounded to the quantity grid (3 decimals)', 0.3, 0.3, 0.2999, 0],
  ] as const)('%s', (_, quantity, weightKg, deliveredWeightKg, back) => {
    expect(weighedStockReturn({ quantity, weightKg, deliveredWeightKg })).toBe(back);
  });
});
