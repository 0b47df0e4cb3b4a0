import { describe, expect, it } from 'vitest';
import { deliveredQuantityText } from './delivered-quantity';

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
