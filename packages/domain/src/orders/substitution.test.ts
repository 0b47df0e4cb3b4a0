import { describe, expect, it } from 'vitest';
import { isSameKind, substituteLineCents } from './substitution';

const fresh = (name: string, tipologia = 'Pezzo', categoryId = 40, brand = '') => ({
  name,
  tipologia,
  categoryId,
  brand,
});
const MOZZARELLA = fresh('Mozzarella fior di latte');

describe('isSameKind', () => {
  it.each([
    ['another mozzarella', fresh('Mozzarella senza lattosio'), true],
    ['a bufala mozzarella', fresh('Mozzarella di Bufala Campana DOP'), true],
    // the kind's word further in the name
    ['bocconcini of mozzarella', fresh('Bocconcini di mozzarella'), true],
    // the same root, another ending
    ['mozzarelline', fresh('Mozzarelline ciliegine'), true],
    // the substitutes: beside it on the shelf, not the same thing
    ['ricotta', fresh('Ricotta vaccina'), false],
    ['burrata', fresh('Burrata pugliese'), false],
    ['a spreadable cheese', fresh('Formaggio spalmabile'), false],
    ['a mozzarella sold by weight', fresh('Mozzarella fior di latte', 'Sfuso'), false],
    ['a mozzarella on another shelf', fresh('Mozzarella per pizza', 'Pezzo', 41), false],
    // accents and case do not make another kind
    ['accents folded', fresh('MOZZARÈLLA light'), true],
    // the label leads a packaged product's name: what follows it is the product
    [
      'another label’s mozzarella',
      fresh(
        'Latteria Val Padana Mozzarella fior di latte 125 g',
        'Pezzo',
        40,
        'Latteria Val Padana',
      ),
      true,
    ],
    [
      'another label’s ricotta',
      fresh('Latteria Val Padana Ricotta vaccina 250 g', 'Pezzo', 40, 'Latteria Val Padana'),
      false,
    ],
  ])('%s', (_name, candidate, same) => {
    expect(isSameKind(MOZZARELLA, candidate)).toBe(same);
  });

  it('reads both ways', () => {
    const bocconcini = fresh('Bocconcini di mozzarella');
    expect(isSameKind(bocconcini, MOZZARELLA)).toBe(true);
  });
});

describe('substituteLineCents', () => {
  it.each([
    // the case: a 0,99 € mozzarella replaced by a 1,29 € one
    ['a dearer substitute costs the original', 99, 129, 99],
    ['a cheaper substitute costs its own price', 129, 99, 99],
    ['the same price', 99, 99, 99],
  ])('%s', (_name, original, substitute, charged) => {
    expect(substituteLineCents(original, substitute)).toBe(charged);
  });
});
