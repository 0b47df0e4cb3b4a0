import { describe, expect, it } from 'vitest';
import { quantityRulesOf } from './rules';
import { nextQuantity, previousQuantity } from './steps';
import { APPLES, HAM, WATER, testProduct } from './test-products';

const plain = quantityRulesOf(testProduct({}, { maxAcq: 3 }));
const minThree = quantityRulesOf(testProduct({}, { minAcq: 3 }));
const water = quantityRulesOf(WATER);
const apples = quantityRulesOf(APPLES);
const ham = quantityRulesOf(HAM);

describe('nextQuantity', () => {
  it.each([
    ['the first add of a piece', plain, 0, { kind: 'quantity', quantity: 1, capped: false }],
    ['one more piece', plain, 1, { kind: 'quantity', quantity: 2 }],
    ['stops at the maximum', plain, 3, { kind: 'quantity', quantity: 3, capped: true }],
    // a stale quantity above today's maximum comes down to it
    ['a quantity above the maximum comes down', plain, 7, { kind: 'quantity', quantity: 3 }],
    ['the first add reaches minAcq', minThree, 0, { kind: 'quantity', quantity: 3 }],
    ['six bottles at a time', water, 6, { kind: 'quantity', quantity: 12 }],
    ['the first add of a weight is WEIGHT_SELLING', apples, 0, { kind: 'quantity', quantity: 0.5 }],
    // 0.5 + 0.1 in floating point is 0.6 exactly only after rounding
    ['then steps of STEP_SELLING', apples, 0.5, { kind: 'quantity', quantity: 0.6 }],
    ['up to MAXACQ', apples, 5, { kind: 'quantity', quantity: 5, capped: true }],
    ['options first', ham, 0, { kind: 'needsOptions', missing: ['SPESSORE_TAGLIO'] }],
    ['options are asked only from zero', ham, 1, { kind: 'quantity', quantity: 1.5 }],
    [
      'out of stock',
      quantityRulesOf(testProduct({}, { available: 0 })),
      0,
      { kind: 'refused', code: 'msg.cart.availability.errors' },
    ],
  ])('%s', (_name, rules, current, expected) => {
    expect(nextQuantity(rules, current)).toMatchObject(expected);
  });

  it('goes on once the options are chosen', () => {
    expect(nextQuantity(ham, 0, { SPESSORE_TAGLIO: 'sottile' })).toMatchObject({ quantity: 1 });
  });
});

describe('previousQuantity', () => {
  it.each([
    ['one piece less', plain, 3, { kind: 'quantity', quantity: 2 }],
    ['the last piece asks to remove', plain, 1, { kind: 'remove' }],
    [
      'below minAcq (other than zero) is refused',
      minThree,
      3,
      {
        kind: 'refused',
        code: 'errors.minAcq',
        message: 'Non è possibile acquistare una quantità inferiore di questo articolo',
      },
    ],
    ['the last six bottles ask to remove', water, 6, { kind: 'remove' }],
    ['one step of weight less', apples, 0.7, { kind: 'quantity', quantity: 0.6 }],
    ['below WEIGHT_SELLING gives 0', apples, 0.5, { kind: 'remove' }],
    ['half a hectogram less', ham, 2, { kind: 'quantity', quantity: 1.5 }],
    ['nothing below nothing', plain, 0, { kind: 'quantity', quantity: 0 }],
    // a line above today's maximum steps down onto it
    ['a quantity above the maximum steps to it', plain, 9, { kind: 'quantity', quantity: 3 }],
  ])('%s', (_name, rules, current, expected) => {
    expect(previousQuantity(rules, current)).toMatchObject(expected);
  });
});
