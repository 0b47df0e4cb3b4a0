import { describe, expect, it } from 'vitest';
import { isNamedKind, kindCategories, type KindCategory, type KindProduct } from './product-kind';

// A slice of the seeded tree: departments 1, 2, 3, 4; aisles 11, 21, 22, 31, 41; leaves below.
const TREE: KindCategory[] = [
  { id: 1, words: ['frutta', 'e', 'verdura'] },
  { id: 11, words: ['frutta'] },
  { id: 111, words: ['agrumi'] },
  { id: 2, words: ['latte', 'burro', 'e', 'yogurt'] },
  { id: 21, words: ['latte'] },
  { id: 211, words: ['latte', 'fresco'] },
  { id: 22, words: ['yogurt', 'e', 'dessert'] },
  { id: 221, words: ['yogurt'] },
  { id: 3, words: ['bevande'] },
  { id: 31, words: ['bibite', 'e', 'succhi'] },
  { id: 311, words: ['bibite', 'gassate'] },
  { id: 4, words: ['snack', 'e', 'aperitivi'] },
  { id: 41, words: ['snack', 'dolci'] },
  { id: 411, words: ['barrette', 'e', 'snack', 'dolci'] },
];

const line = (head: string, path: number[]): KindProduct => ({
  kind: head.split(' ')[0]!,
  line: head,
  path,
});
const PRODUCTS: KindProduct[] = [
  line('arance navel sfuse', [1, 11, 111]),
  line('arance tarocco sfuse', [1, 11, 111]),
  line('limoni sfusi', [1, 11, 111]),
  line('mango kent sfuso', [1, 11, 111]),
  line('aranciata amara', [3, 31, 311]),
  line('latte intero fresco', [2, 21, 211]),
  line('yogurt intero', [2, 22, 221]),
  // Three labels of one line: one line.
  line('mango disidratato', [4, 41, 411]),
  line('mango disidratato', [4, 41, 411]),
  line('mango disidratato', [4, 41, 411]),
];

const kinds = (...forms: string[]) => kindCategories(new Set(forms), TREE, PRODUCTS);

describe('kindCategories', () => {
  it('reads a fruit from the aisle of its lines, not the drink made from it', () => {
    const forms = new Set(['arance', 'arancia', 'aranci']);
    const arance = kindCategories(forms, TREE, PRODUCTS);
    expect([...arance]).toEqual([11]);
    expect(isNamedKind(PRODUCTS[0]!, forms, arance)).toBe(true);
    expect(isNamedKind(line('aranciata amara', [3, 31, 311]), forms, arance)).toBe(false);
    // The drink made from them, were it named "Arance…", is still no fruit: its aisle is not theirs.
    expect(isNamedKind(line('arance rosse bibita', [3, 31, 311]), forms, arance)).toBe(false);
  });

  it('reads a kind the tree names from its closest name: milk, not the yogurt beside it', () => {
    const forms = new Set(['latte', 'latti']);
    const latte = kindCategories(forms, TREE, PRODUCTS);
    expect([...latte]).toEqual([21]);
    expect(isNamedKind(line('latte intero fresco', [2, 21, 211]), forms, latte)).toBe(true);
    expect(isNamedKind(line('latte detergente viso', [5, 51, 511]), forms, latte)).toBe(false);
  });

  it('counts lines, not the labels that sell them', () => {
    expect([...kinds('mango', 'manghi')].sort()).toEqual([11, 41]);
  });

  it('finds no kind for an attribute', () => {
    expect(kinds('intero', 'interi').size).toBe(0);
  });
});
