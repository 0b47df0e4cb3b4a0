import { assertCents, type Cents } from '../price/money';

/** What a substitution reads of a product. */
export interface SubstitutableProduct {
  /** The leaf category: 'Mozzarelle e latticini freschi'. */
  categoryId: number;
  tipologia: string;
  name: string;
  /** The label, which a packaged product's name starts with ('Latteria Val Padana Mozzarella …'). */
  brand: string;
}

/** How many letters of a name's first word name its kind: 'mozzar' is mozzarella and mozzarelline alike. */
const KIND_PREFIX = 6;

const wordsOf = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);

/** The name's words after its label: the label says who made it, not what it is. */
const goodsWords = ({ name, brand }: SubstitutableProduct): string[] => {
  const words = wordsOf(name);
  const label = wordsOf(brand);
  return label.length > 0 && label.every((word, i) => words[i] === word)
    ? words.slice(label.length)
    : words;
};

/** One name's kind is a word of the other: 'Bocconcini di mozzarella' is a mozzarella. */
const namesKind = (kindOf: SubstitutableProduct, other: SubstitutableProduct): boolean => {
  const kind = goodsWords(kindOf)[0]?.slice(0, KIND_PREFIX);
  return kind !== undefined && goodsWords(other).some((word) => word.startsWith(kind));
};

/**
 * The shop's terms promise a substitute of the same kind (issue 29): the same
 * shelf (leaf category) and way of selling, and a name of the same kind, so a
 * mozzarella is replaced by another mozzarella, never by the ricotta or the
 * burrata beside it on the shelf.
 */
export const isSameKind = (
  original: SubstitutableProduct,
  candidate: SubstitutableProduct,
): boolean =>
  original.categoryId === candidate.categoryId &&
  original.tipologia === candidate.tipologia &&
  (namesKind(original, candidate) || namesKind(candidate, original));

/**
 * What a substitute line costs: its own price, but never more than the line
 * it replaces ('prezzo pari o inferiore', decision 027). Both are the lines'
 * totals at checkout, after offers; a weighed substitute's final amount then
 * follows its weight from this estimate, as the original's would have.
 */
export function substituteLineCents(originalLineCents: Cents, substituteLineCents: Cents): Cents {
  assertCents(originalLineCents, 'Original line');
  assertCents(substituteLineCents, 'Substitute line');
  return Math.min(originalLineCents, substituteLineCents);
}
