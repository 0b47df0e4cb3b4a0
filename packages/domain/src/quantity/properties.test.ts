import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductInfos } from '../api/catalog';
import { roundQuantity } from '../units/convert';
import { isOnGrid } from './grid';
import { maxPurchasable, quantityRulesOf, type QuantityRules } from './rules';
import { nextQuantity, previousQuantity, type QuantityStep } from './steps';
import { typedQuantity } from './typed';
import { validateCartQuantity } from './validate';
import { testProduct } from './test-products';

/*
 * Whatever a shopper does with + , − and the typed field, the quantity a
 * control shows is legal: 0, or on the product's grid, at least the minimum,
 * at most the maximum, with at most 3 decimals, never NaN or negative; and
 * the server accepts it.
 */

const decimalText = (min: number, max: number, decimals: number) =>
  fc
    .integer({ min: min * 10 ** decimals, max: max * 10 ** decimals })
    .map((n) => String(n / 10 ** decimals));

const countInfos: fc.Arbitrary<ProductInfos> = fc.record({
  TIPOLOGIA: fc.constantFrom('Pezzo' as const, 'Confezione' as const),
  QTY_MULT: fc.option(fc.integer({ min: 0, max: 12 }).map(String), { nil: undefined }),
  QTY_LOCKED: fc.option(fc.constantFrom('true' as const, 'false' as const), { nil: undefined }),
  MULTI_PACK: fc.option(fc.integer({ min: 1, max: 12 }).map(String), { nil: undefined }),
  MAXACQ: fc.option(fc.integer({ min: 0, max: 60 }).map(String), { nil: undefined }),
});

const weightInfos: fc.Arbitrary<ProductInfos> = fc.record({
  TIPOLOGIA: fc.constantFrom('Sfuso' as const, 'Peso' as const),
  STEP_SELLING: fc.option(decimalText(0, 2, 3), { nil: undefined }),
  WEIGHT_SELLING: fc.option(decimalText(0, 3, 3), { nil: undefined }),
  WEIGHT_UNIT_SELLING: fc.constantFrom('kg', 'hg', 'g'),
  WEIGHT_UNIT_BASE: fc.constant('kg'),
  MAXACQ: fc.option(decimalText(0, 20, 1), { nil: undefined }),
});

const rulesArbitrary: fc.Arbitrary<QuantityRules> = fc
  .record({
    infos: fc.oneof(countInfos, weightInfos),
    minAcq: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 5000 }).map((n) => n / 1000),
    ),
    maxAcq: fc.integer({ min: 0, max: 99 }),
    available: fc.integer({ min: 0, max: 250 }),
  })
  .map(({ infos, ...fields }) =>
    quantityRulesOf(testProduct(infos, { ...fields, selectOptions: [] })),
  );

type Action = { op: 'plus' } | { op: 'minus' } | { op: 'type'; input: string | number };

const typedInput = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  decimalText(0, 50, 2).map((t) => t.replace('.', ',')),
  fc.constantFrom('', 'NaN', '1e309', '0.0001', '-0', 'Infinity', ' 7 ', 'abc'),
  fc.double({ noDefaultInfinity: false }),
);

const actions: fc.Arbitrary<Action[]> = fc.array(
  fc.oneof(
    fc.constant<Action>({ op: 'plus' }),
    fc.constant<Action>({ op: 'minus' }),
    typedInput.map((input): Action => ({ op: 'type', input })),
  ),
  { maxLength: 40 },
);

/** What the control shows after a step: a confirmed removal empties it, a refusal leaves it. */
const apply = (current: number, step: QuantityStep): number => {
  switch (step.kind) {
    case 'quantity':
      return step.quantity;
    case 'remove':
      return 0;
    default:
      return current;
  }
};

const perform = (rules: QuantityRules, current: number, action: Action): QuantityStep => {
  if (action.op === 'plus') return nextQuantity(rules, current);
  if (action.op === 'minus') return previousQuantity(rules, current);
  return typedQuantity(rules, action.input, current);
};

function illegality(rules: QuantityRules, quantity: number): string | null {
  if (Number.isNaN(quantity)) return 'NaN';
  if (quantity < 0) return 'negative';
  if (quantity === 0) return null;
  if (roundQuantity(quantity) !== quantity) return 'more than 3 decimals';
  if (!isOnGrid(rules, quantity)) return 'off the grid';
  if (quantity < rules.first) return 'below the minimum';
  if (quantity > maxPurchasable(rules)) return 'above the maximum';
  if (!validateCartQuantity(rules, quantity).ok) return 'refused by the server';
  return null;
}

describe('quantity controls never leave an illegal quantity', () => {
  it('under any sequence of plus, minus and typed input', () => {
    fc.assert(
      fc.property(rulesArbitrary, actions, (rules, sequence) => {
        let current = 0;
        for (const action of sequence) {
          current = apply(current, perform(rules, current, action));
          const problem = illegality(rules, current);
          if (problem) throw new Error(`${problem}: ${current} after ${JSON.stringify(action)}`);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('plus from zero reaches the first add whenever the product can be bought', () => {
    fc.assert(
      fc.property(rulesArbitrary, (rules) => {
        const step = nextQuantity(rules, 0);
        if (maxPurchasable(rules) >= rules.first)
          expect(step).toMatchObject({ quantity: rules.first });
        else expect(step).toMatchObject({ kind: 'refused', code: 'msg.cart.availability.errors' });
      }),
    );
  });

  it('minus never goes up, plus never goes down (from a legal quantity)', () => {
    fc.assert(
      fc.property(rulesArbitrary, actions, (rules, sequence) => {
        let current = 0;
        for (const action of sequence) {
          const before = current;
          current = apply(current, perform(rules, current, action));
          if (action.op === 'minus') expect(current).toBeLessThanOrEqual(before);
          if (action.op === 'plus') expect(current).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });

  it('the server refuses what is off the grid, whatever number arrives', () => {
    fc.assert(
      fc.property(rulesArbitrary, fc.double(), (rules, quantity) => {
        const check = validateCartQuantity(rules, quantity);
        if (check.ok) expect(illegality(rules, quantity)).toBeNull();
      }),
    );
  });
});
