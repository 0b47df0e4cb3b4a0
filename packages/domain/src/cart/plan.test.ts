import { describe, expect, it } from 'vitest';
import { testProduct } from '../quantity/test-products';
import {
  addToPlan,
  isRefusal,
  overDailyMax,
  planQuantities,
  plannedFrom,
  plannedLinesRefusal,
} from './plan';
import { BEER, LOOSE_APPLES, PIECE, cartProduct, line, productsOf } from './test-cart';
import { pricingOf } from './products';
import { CART_MESSAGES } from '../texts/cart';
import { QUANTITY_MESSAGES } from '../texts/quantities';

/** Nothing ordered today. */
const NOTHING_ORDERED = new Map<number, number>();
/** At most 3 a day (MAXACQ). */
const RATIONED = cartProduct(5, testProduct({ MAXACQ: '3' }));
const products = productsOf(PIECE, LOOSE_APPLES, BEER, RATIONED);

describe('planQuantities', () => {
  const cart = [
    line(1, PIECE.productId, 2),
    line(2, LOOSE_APPLES.productId, 1),
    line(3, BEER.productId, 20),
  ];

  it.each([
    ['a new quantity', [{ itemId: 1, quantity: 5 }], { quantities: [[1, 5]], removed: [] }],
    ['0 removes the line', [{ itemId: 2, quantity: 0 }], { quantities: [], removed: [2] }],
    // 1,2 kg: on the 100 g grid above the first 0,5 kg
    [
      'a weight on its grid',
      [{ itemId: 2, quantity: 1.2 }],
      { quantities: [[2, 1.2]], removed: [] },
    ],
    // a class over its maximum may shrink
    [
      'fewer beers are always fine',
      [{ itemId: 3, quantity: 19 }],
      { quantities: [[3, 19]], removed: [] },
    ],
  ])('%s', (_name, updates, writes) => {
    const plan = planQuantities(cart, products, updates, NOTHING_ORDERED);
    if (isRefusal(plan)) throw new Error(plan.message);
    expect({ quantities: [...plan.writes.quantities], removed: plan.writes.removed }).toEqual(
      writes,
    );
  });

  it.each([
    [
      'an item of no line of this cart',
      [{ itemId: 99, quantity: 1 }],
      'cart.item_not_found',
      'items.0.itemId',
    ],
    // 1,25 kg is between two 100 g steps
    [
      'a weight off its grid',
      [{ itemId: 2, quantity: 1.25 }],
      'cart.invalid_quantity',
      'items.0.quantity',
    ],
    // 0,4 kg is below the first 0,5 kg
    ['below the minimum', [{ itemId: 2, quantity: 0.4 }], 'errors.minAcq', 'items.0.quantity'],
    // 25 beers: the alcohol class allows 24 a order
    [
      'over a class maximum',
      [{ itemId: 3, quantity: 25 }],
      'cart.class_max_exceeded',
      'items.0.quantity',
    ],
    // the second update is the refused one, and the field says so
    [
      'names the update it refuses',
      [
        { itemId: 1, quantity: 3 },
        { itemId: 2, quantity: 0.4 },
      ],
      'errors.minAcq',
      'items.1.quantity',
    ],
  ])('refuses %s', (_name, updates, code, field) => {
    expect(planQuantities(cart, products, updates, NOTHING_ORDERED)).toMatchObject({ code, field });
  });

  it('refuses a line whose product the warehouse no longer sells', () => {
    const unsold = [line(7, 999, 1)];
    expect(planQuantities(unsold, products, [{ itemId: 7, quantity: 2 }], NOTHING_ORDERED)).toEqual(
      {
        code: 'msg.cart.availability.errors',
        message: CART_MESSAGES.productNotSold,
        field: 'items.0.quantity',
      },
    );
  });

  it('leaves the other lines as they were and removes the removed ones', () => {
    const plan = planQuantities(
      cart,
      products,
      [
        { itemId: 1, quantity: 4 },
        { itemId: 2, quantity: 0 },
      ],
      NOTHING_ORDERED,
    );
    if (isRefusal(plan)) throw new Error(plan.message);
    expect(plan.lines.map((l) => [l.itemId, l.quantity])).toEqual([
      [1, 4],
      [3, 20],
    ]);
    expect(plan.removed.map((l) => l.itemId)).toEqual([2]);
  });
});

describe('plannedLinesRefusal', () => {
  it.each([
    ['within the daily maximum', 3, 0, null],
    // 2 ordered today + 2 in the cart > 3 a day
    ["today's orders count towards it", 2, 2, QUANTITY_MESSAGES.dailyMax],
    ['over it alone', 4, 0, QUANTITY_MESSAGES.dailyMax],
  ])('%s', (_name, quantity, orderedToday, message) => {
    const planned = plannedFrom([line(1, RATIONED.productId, quantity)], products);
    const changed = [...planned.values()].map((l) => ({ ...l, field: 'items.0.quantity' }));
    const refused = plannedLinesRefusal(changed, new Map([[RATIONED.productId, orderedToday]]));
    expect(refused?.message ?? null).toBe(message);
  });

  it("counts the product's other lines (other options) towards the daily maximum", () => {
    const planned = [
      ...plannedFrom(
        [{ ...line(1, RATIONED.productId, 2), optionsKey: 'TAGLIO=sottile' }],
        products,
      ).values(),
      ...plannedFrom(
        [{ ...line(2, RATIONED.productId, 2), optionsKey: 'TAGLIO=spesso' }],
        products,
      ).values(),
    ];
    const refused = plannedLinesRefusal(
      [planned[0]!, { ...planned[1]!, field: 'items.0.quantity' }],
      NOTHING_ORDERED,
    );
    expect(refused).toMatchObject({ code: 'cart.daily_max_exceeded', field: 'items.0.quantity' });
  });

  it('does not check lines the change leaves alone', () => {
    // already over the daily maximum, but nobody touched it
    const planned = [...plannedFrom([line(1, RATIONED.productId, 5)], products).values()];
    expect(plannedLinesRefusal(planned, NOTHING_ORDERED)).toBeNull();
  });
});

describe('overDailyMax', () => {
  const capped = (dailyMax: number | null) => ({ dailyMax });
  it.each([
    // [lines (productId, quantity, dailyMax), ordered today, expected]
    ['nothing capped', [[1, 9, null]], [[1, 9]], null],
    ['the cart alone within', [[1, 5, 5]], [], null],
    ['the cart alone over', [[1, 6, 5]], [], 1],
    ['today fills the rest', [[1, 3, 5]], [[1, 2]], null],
    ['today leaves less than the cart', [[1, 3, 5]], [[1, 3]], 1],
    [
      'two lines of one product (two options) add up',
      [
        [1, 3, 5],
        [1, 3, 5],
      ],
      [],
      1,
    ],
    ['weights on the 3-decimal grid', [[2, 0.3, 1]], [[2, 0.7]], null],
    [
      'another product over',
      [
        [1, 1, 5],
        [2, 2, 1],
      ],
      [],
      2,
    ],
    ['what today holds of other products does not count', [[1, 5, 5]], [[2, 9]], null],
  ] as const)('%s', (_, lines, today, expected) => {
    expect(
      overDailyMax(
        lines.map(([productId, quantity, dailyMax]) => ({
          productId,
          quantity,
          rules: capped(dailyMax),
        })),
        new Map(today.map(([id, q]) => [id, q])),
      ),
    ).toBe(expected);
  });
});

describe('addToPlan (an order again, a whole list)', () => {
  const add = (
    inCart: number,
    quantity: number,
    orderedToday = 0,
    product = RATIONED,
  ): [ReturnType<typeof addToPlan>, number | undefined] => {
    const planned = plannedFrom(inCart ? [line(1, product.productId, inCart)] : [], products);
    const outcome = addToPlan(planned, new Map([[product.productId, orderedToday]]), {
      product,
      rules: pricingOf(product).rules,
      optionsKey: '',
      quantity,
      field: 'order_id',
    });
    return [outcome, planned.get(`${product.productId}|`)?.quantity];
  };

  it.each([
    // [name, in the cart, asked, ordered today, added (or the refusal's code), the line after]
    ['all of it, on an empty cart', 0, 2, 0, 2, 2],
    ['all of it, on top of the line', 1, 2, 0, 2, 3],
    ['the rest of the day: 3 a day, 1 in the cart', 1, 5, 0, 2, 3],
    ["the rest of the day, today's orders counted", 0, 3, 2, 1, 1],
    ['nothing left today', 0, 1, 3, 'cart.daily_max_exceeded', undefined],
    ['the cart already at the maximum', 3, 1, 0, 'cart.daily_max_exceeded', 3],
  ] as const)('%s', (_name, inCart, quantity, today, added, after) => {
    const [outcome, line] = add(inCart, quantity, today);
    if (typeof added === 'string')
      expect(outcome).toMatchObject({ code: added, field: 'order_id' });
    else expect(outcome).toEqual({ added, reduced: added < quantity });
    expect(line).toBe(after);
  });

  it('leaves the plan as it was when it refuses', () => {
    const planned = plannedFrom([line(1, RATIONED.productId, 3)], products);
    const before = structuredClone([...planned.entries()]);
    addToPlan(planned, NOTHING_ORDERED, {
      product: RATIONED,
      rules: pricingOf(RATIONED).rules,
      optionsKey: '',
      quantity: 1,
      field: 'list_id',
    });
    expect([...planned.entries()]).toEqual(before);
  });

  it('marks the added line unchanged, so the next product is judged alone', () => {
    const planned = plannedFrom([], products);
    const first = addToPlan(planned, NOTHING_ORDERED, {
      product: PIECE,
      rules: pricingOf(PIECE).rules,
      optionsKey: '',
      quantity: 2,
      field: 'list_id',
    });
    expect(first).toEqual({ added: 2, reduced: false });
    expect(planned.get(`${PIECE.productId}|`)).toMatchObject({
      quantity: 2,
      previous: 2,
      field: null,
    });
  });
});
