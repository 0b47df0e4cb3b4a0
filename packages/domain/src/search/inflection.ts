/**
 * Italian number endings, longest first: the first that ends a word gives
 * its other forms. Spelled out rather than stemmed because the stemmer merges
 * what a shopper keeps apart: 'pesche' (peaches) and 'pesce' (fish) share
 * the stem "pesc", 'arance' and 'aranciata' the stem "aranc".
 */
const ENDINGS: readonly (readonly [string, readonly string[]])[] = [
  ['cia', ['ce', 'cie']],
  ['gia', ['ge', 'gie']],
  ['ca', ['che']],
  ['ga', ['ghe']],
  ['a', ['e']],
  ['che', ['ca']],
  ['ghe', ['ga']],
  ['ce', ['cia', 'ci']],
  ['ge', ['gia', 'gi']],
  ['e', ['a', 'i']],
  ['chi', ['co']],
  ['ghi', ['go']],
  ['i', ['o', 'e', 'io']],
  ['io', ['i']],
  ['co', ['chi', 'ci']],
  ['go', ['ghi', 'gi']],
  ['o', ['i']],
];

/** Plurals no ending rule gives. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  uovo: ['uova'],
  uova: ['uovo'],
};

/** Shorter words are articles, units and abbreviations, not nouns with a number. */
const MIN_INFLECTED = 3;

/**
 * A folded word and its singular or plural forms ('arance' → arance, arancia,
 * arancie): what the word names, whatever its number, and nothing merely
 * derived from it ('aranciata', 'limonata'). Words in no Italian form
 * ('yogurt', 'kiwi') stand for themselves.
 */
export function numberForms(word: string): readonly string[] {
  const irregular = IRREGULAR[word];
  if (irregular) return [word, ...irregular];
  if (word.length < MIN_INFLECTED) return [word];
  const ending = ENDINGS.find(([suffix]) => word.endsWith(suffix));
  if (!ending) return [word];
  const root = word.slice(0, -ending[0].length);
  return [word, ...ending[1].map((other) => root + other)];
}
