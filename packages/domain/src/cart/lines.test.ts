import { describe, expect, it } from 'vitest';
import { goodsCentsOf, optionsKeyOf, priceLines } from './lines';
import { CHICKEN_TRAY, LOOSE_APPLES, PIECE, line, productsOf } from './test-cart';

describe('priceLines', () => {
  it.each([
    ['a piece costs its price times the pieces', line(1, PIECE.productId, 3), 600, null],
    // 1,5 kg at 3,00 €/kg
    ['a weighed line costs its weight', line(2, LOOSE_APPLES.productId, 1.5), 450, 1.5],
    // two 400 g trays at 9,90 €/kg: 3,96 € each, 0,8 kg
    ['a pack costs its nominal weight', line(3, CHICKEN_TRAY.productId, 2), 792, 0.8],
  ])('%s', (_name, stored, totalCents, weight) => {
    const { lines } = priceLines([stored], productsOf(PIECE, LOOSE_APPLES, CHICKEN_TRAY));
    expect(lines[0]).toMatchObject({ item: stored, totalCents, weight });
  });

  it('sets apart the lines the warehouse does not sell', () => {
    const sold = line(1, PIECE.productId, 1);
    const unsold = line(2, 999, 1);
    const priced = priceLines([sold, unsold], productsOf(PIECE));
    expect(priced.lines.map((l) => l.item)).toEqual([sold]);
    expect(priced.unsold).toEqual([unsold]);
  });

  it('adds the goods up', () => {
    const { lines } = priceLines(
      [line(1, PIECE.productId, 2), line(2, LOOSE_APPLES.productId, 0.5)],
      productsOf(PIECE, LOOSE_APPLES),
    );
    expect(goodsCentsOf(lines)).toBe(550);
  });
});

describe('optionsKeyOf', () => {
  it.each([
    ['no options', {}, ''],
    // the same choice typed in any order is the same line
    ['names in order', { TAGLIO: 'sottile', CONF: 'vassoio' }, 'CONF=vassoio;TAGLIO=sottile'],
  ])('%s', (_name, options, key) => {
    expect(optionsKeyOf(options)).toBe(key);
  });
});
