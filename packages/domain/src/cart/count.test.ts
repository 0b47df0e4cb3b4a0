import { describe, expect, it } from 'vitest';
import { cartProductCount, type CountedLine } from './count';

const counted = (quantity: number): CountedLine => ({
  quantity,
  product: { productInfos: { TIPOLOGIA: 'Confezione' } },
});
const weighed = (quantity: number, tipologia = 'Sfuso'): CountedLine => ({
  quantity,
  product: { productInfos: { TIPOLOGIA: tipologia } },
});

describe('cartProductCount (docs/rules/cart.md: the badge, the count text, the sectors)', () => {
  it.each([
    ['empty cart', [], 0],
    ['one line of 3 packs', [counted(3)], 3],
    ['lines add up', [counted(2), counted(5)], 7],
    ['zero quantity counts as 1', [counted(0)], 1],
    ['negative quantity counts as 1', [counted(-2), counted(1)], 2],
    ['a quantity that is not a number counts as 1', [counted(Number.NaN)], 1],
    ['a weighed line is one product, whatever it weighs', [weighed(1.5)], 1],
    ['Peso too', [weighed(0.3, 'Peso')], 1],
    ['3 packs and 0.6 kg of apples read 4', [counted(3), weighed(0.6)], 4],
    ['36 pieces and 4.5 kg read 37', [counted(36), weighed(4.5)], 37],
    [
      'a product with no TIPOLOGIA counts its quantity',
      [{ quantity: 2, product: { productInfos: {} } }],
      2,
    ],
  ])('%s', (_name, lines, expected) => {
    expect(cartProductCount(lines)).toBe(expected);
  });
});
