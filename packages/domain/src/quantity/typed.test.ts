import { describe, expect, it } from 'vitest';
import { quantityRulesOf, type QuantityRules } from './rules';
import { typedQuantity } from './typed';
import { APPLES, CHICKEN, WATER, testProduct } from './test-products';

const plain = quantityRulesOf(testProduct({}, { maxAcq: 20 }));
const water = quantityRulesOf(WATER);
const byThree = quantityRulesOf(testProduct({ QTY_MULT: '3' }, { minAcq: 3 }));
const minThree = quantityRulesOf(testProduct({}, { minAcq: 3 }));

describe('typedQuantity', () => {
  it.each<[string, QuantityRules, string | number, object]>([
    ['a number of pieces', plain, '4', { kind: 'quantity', quantity: 4, capped: false }],
    ['a number, not text', plain, 4, { kind: 'quantity', quantity: 4 }],
    // pieces are whole: 2,4 asks for more than two, so three
    ['decimals round up to a whole piece', plain, '2,4', { kind: 'quantity', quantity: 3 }],
    ['capped at the maximum', plain, '50', { kind: 'quantity', quantity: 20, capped: true }],
    ['QTY_LOCKED: the nearest multiple', water, '14', { kind: 'quantity', quantity: 12 }],
    ['QTY_LOCKED: halves go up', water, '9', { kind: 'quantity', quantity: 12 }],
    ['QTY_LOCKED: at least one multiple', water, '2', { kind: 'quantity', quantity: 6 }],
    ['not locked: up to the next multiple', byThree, '4', { kind: 'quantity', quantity: 6 }],
    ['zero asks to remove', plain, '0', { kind: 'remove' }],
    ['below minAcq is refused', minThree, '2', { kind: 'refused', code: 'errors.minAcq' }],
    ['a Confezione takes typed packs', quantityRulesOf(CHICKEN), '2', { quantity: 2 }],
    [
      'loose goods take no typed quantity',
      quantityRulesOf(APPLES),
      '1',
      { kind: 'refused', code: 'cart.manual_quantity_not_allowed' },
    ],
    ...['', 'due', '-1', '1e3', 'NaN', 'Infinity', '1.2.3', '9'.repeat(20)].map(
      (input): [string, QuantityRules, string, object] => [
        `unreadable ${JSON.stringify(input.slice(0, 12))}`,
        plain,
        input,
        { kind: 'refused', code: 'cart.invalid_quantity' },
      ],
    ),
  ])('%s', (_name, rules, input, expected) => {
    expect(typedQuantity(rules, input)).toMatchObject(expected);
  });

  it('asks for the options of a first add', () => {
    const withOptions = quantityRulesOf(
      testProduct(
        {},
        {
          selectOptions: [
            {
              name: 'Taglio',
              parameterName: 'TAGLIO',
              options: [{ name: 'A', key: 'a', value: 'a' }],
            },
          ],
        },
      ),
    );
    expect(typedQuantity(withOptions, '2')).toEqual({ kind: 'needsOptions', missing: ['TAGLIO'] });
    expect(typedQuantity(withOptions, '2', 1)).toMatchObject({ quantity: 2 });
  });
});
