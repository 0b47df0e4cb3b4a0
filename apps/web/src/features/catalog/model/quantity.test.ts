import { describe, expect, it } from 'vitest';
import type { ProductInfos } from '@spesa/domain';
import {
  canBuy,
  formatQuantity,
  quantityRulesOf,
  stepDown,
  stepUp,
  typedQuantity,
  type QuantifiedProduct,
} from './quantity';

const item = (infos: ProductInfos, patch: Partial<QuantifiedProduct> = {}): QuantifiedProduct => ({
  minAcq: 1,
  maxAcq: 99,
  available: 50,
  weightUnitDisplay: 'pz',
  productInfos: infos,
  ...patch,
});

const pezzo = item({ TIPOLOGIA: 'Pezzo', QTY_MULT: '1', QTY_LOCKED: 'false', UNIT_SELLING: 'pz' });
const acqua = item(
  { TIPOLOGIA: 'Pezzo', QTY_MULT: '6', QTY_LOCKED: 'true', UNIT_SELLING: 'pz' },
  { minAcq: 6 },
);
const cola = item(
  { TIPOLOGIA: 'Pezzo', QTY_MULT: '1', MAXACQ: '10', MULTI_PACK: '6', UNIT_SELLING: 'pz' },
  { maxAcq: 30 },
);
const arrosto = item(
  { TIPOLOGIA: 'Confezione', QTY_MULT: '1', MAXACQ: '10', UNIT_SELLING: 'conf' },
  { weightUnitDisplay: 'kg' },
);
const mele = item(
  {
    TIPOLOGIA: 'Sfuso',
    STEP_SELLING: '0.1',
    MAXACQ: '5',
    WEIGHT_SELLING: '0.5',
    WEIGHT_UNIT_SELLING: 'kg',
  },
  { minAcq: 0.5, maxAcq: 5, weightUnitDisplay: 'kg' },
);
const verdureBanco = item(
  { TIPOLOGIA: 'Peso', STEP_SELLING: '0.5', WEIGHT_SELLING: '1', WEIGHT_UNIT_SELLING: 'hg' },
  { maxAcq: 20, weightUnitDisplay: 'kg' },
);

describe('quantityRulesOf (SPEC §4 Quantity)', () => {
  it.each<[string, QuantifiedProduct, object]>([
    ['Pezzo', pezzo, { kind: 'count', initial: 1, step: 1, max: 99, unit: 'pz', typed: true }],
    // QTY_MULT 6: steps of 6, the maximum snapped down to a multiple (99 → 96)
    ['Pezzo by six, locked', acqua, { initial: 6, step: 6, max: 96, locked: true }],
    // maxAcq 30 ÷ MULTI_PACK 6 = 5, below MAXACQ 10
    ['multi-pack', cola, { initial: 1, max: 5 }],
    ['Confezione', arrosto, { kind: 'count', unit: 'conf', max: 10, typed: true }],
    ['Sfuso', mele, { kind: 'weight', initial: 0.5, step: 0.1, max: 5, unit: 'kg', typed: false }],
    ['Peso in hectograms', verdureBanco, { kind: 'weight', initial: 1, step: 0.5, unit: 'hg' }],
    // maxAcq 0 falls back to the stock
    ['maxAcq 0 uses the stock', item(pezzo.productInfos, { maxAcq: 0, available: 3 }), { max: 3 }],
  ])('%s', (_case, product, expected) => {
    expect(quantityRulesOf(product)).toMatchObject(expected);
  });

  it('an item out of stock cannot be bought', () => {
    const empty = item(pezzo.productInfos, { available: 0 });
    expect(canBuy(quantityRulesOf(empty), empty)).toBe(false);
    expect(canBuy(quantityRulesOf(pezzo), pezzo)).toBe(true);
  });
});

describe('stepUp and stepDown', () => {
  it.each<[string, QuantifiedProduct, number, number, number]>([
    // product, from, after +, after −
    ['Pezzo from nothing', pezzo, 0, 1, 0],
    ['Pezzo', pezzo, 3, 4, 2],
    ['Pezzo at the maximum stays', pezzo, 99, 99, 98],
    ['by six', acqua, 6, 12, 0],
    ['by six from an odd count snaps', acqua, 7, 12, 0],
    ['by six from 18', acqua, 18, 24, 12],
    ['Sfuso first add is WEIGHT_SELLING', mele, 0, 0.5, 0],
    // 0.5 + 0.1 must not become 0.6000000000000001
    ['Sfuso steps by STEP_SELLING, rounded to 3 decimals', mele, 0.5, 0.6, 0],
    ['Sfuso above the first add', mele, 0.7, 0.8, 0.6],
    ['Sfuso at MAXACQ stays', mele, 5, 5, 4.9],
    ['Peso in hg', verdureBanco, 1.5, 2, 1],
  ])('%s', (_case, product, from, up, down) => {
    const rules = quantityRulesOf(product);
    expect(stepUp(rules, from)).toBe(up);
    expect(stepDown(rules, from)).toBe(down);
  });

  it('refuses a count below minAcq other than zero', () => {
    const rules = quantityRulesOf(item(pezzo.productInfos, { minAcq: 3 }));
    expect(stepDown(rules, 3)).toBe(3);
    expect(stepDown(rules, 4)).toBe(3);
  });
});

describe('typedQuantity', () => {
  it.each<[string, QuantifiedProduct, string, number]>([
    ['a typed count', pezzo, '7', 7],
    ['decimals round', pezzo, '2,6', 3],
    ['above the maximum is capped', pezzo, '500', 99],
    ['below the first add is raised', pezzo, '0', 1],
    ['unreadable text keeps the quantity', pezzo, 'tre', 4],
    ['empty text keeps the quantity', pezzo, '', 4],
    // QTY_LOCKED: the nearest multiple of QTY_MULT, at least one
    ['locked: 8 → 6', acqua, '8', 6],
    ['locked: 10 → 12', acqua, '10', 12],
    ['locked: 2 → 6', acqua, '2', 6],
  ])('%s', (_case, product, text, expected) => {
    expect(typedQuantity(quantityRulesOf(product), text, 4)).toBe(expected);
  });
});

describe('formatQuantity', () => {
  it.each<[QuantifiedProduct, number, string]>([
    [pezzo, 3, '3 pz'],
    [arrosto, 2, '2 conf'],
    [mele, 0.6, '600 g'],
    [mele, 1.2, '1,2 kg'],
    [verdureBanco, 1.5, '150 g'],
  ])('%j %s → %s', (product, quantity, expected) => {
    expect(formatQuantity(quantityRulesOf(product), quantity)).toBe(expected);
  });
});
