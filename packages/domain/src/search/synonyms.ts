/**
 * Words shoppers type that the catalogue says otherwise, accent-folded and
 * lower-case as search terms are. Each word also stands for the words listed.
 * The list is reviewed by hand, never learnt, and kept narrow: a synonym widens
 * every query it is in ('detersivo piatti' does not bring dishwasher tablets
 * unless the shopper types 'lavastoviglie'). A word that is no catalogue word
 * is read as its entry here, never as the catalogue word it looks like
 * ('gassata' is frizzante, not "gassate").
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  coca: ['cola'],
  cocacola: ['cola'],
  pepsi: ['cola'],
  evo: ['extravergine'],
  bio: ['biologico', 'biologica', 'biologiche', 'biologici'],
  affettati: ['salumi', 'affettato', 'affettata'],
  salumi: ['affettati'],
  // 'te' is an Italian stop word ("you"), so the search index drops "tè": teas are found by their categories.
  te: ['infusi', 'tisane', 'freddi'],
  the: ['infusi', 'tisane', 'freddi'],
  // Colloquial names: 'gassata' is what the label calls frizzante ('gassate' stays the soft drinks' word).
  gassata: ['frizzante'],
  gassato: ['frizzante'],
  liscia: ['naturale'],
  liscio: ['naturale'],
  croccantini: ['crocchette'],
  crocchetti: ['crocchette'],
  nutella: ['spalmabile'],
  hamburger: ['burger'],
};

type Dictionary = Readonly<Record<string, readonly string[]>>;

/**
 * A brand's own entries, by brand id, added to the shop's: the words its
 * shoppers use for its private label or in its region. Reviewed like the
 * table above. A shopper asking for the shop's "marchio" or "marca" means
 * the shop's own label, which is another word at each brand; a Bolognese
 * "crescente" is a focaccia (in Modena, Freschissimo's town, the word names
 * the tigella, which the shop does not sell, so it has no entry there).
 */
export const BRAND_SEARCH_SYNONYMS: Readonly<Record<string, Dictionary>> = {
  mercato: {
    marchio: ['mercato'],
    marca: ['mercato'],
    // Not "crescenta" too: one letter from crescenza, the cheese, whose misspellings it would take.
    crescente: ['focaccia'],
  },
  fresco: {
    marchio: ['freschissimo'],
    marca: ['freschissimo'],
  },
};

/** The words a search term stands for besides itself at a brand; none for most terms. */
export function synonymsOf(
  term: string,
  brandId?: string,
  brands: Readonly<Record<string, Dictionary>> = BRAND_SEARCH_SYNONYMS,
): readonly string[] {
  const shop = SEARCH_SYNONYMS[term] ?? [];
  const brand = (brandId && brands[brandId]?.[term]) || [];
  return brand.length > 0 ? [...new Set([...shop, ...brand])] : shop;
}

/** Shorter beginnings would offer half the dictionary while the shopper types. */
const MIN_TYPED = 3;

/**
 * What the search box offers for a word being typed, from the dictionary:
 * the entries of the terms it begins ('gassa' → frizzante), in the table's
 * order, so suggestions say what the search will find.
 */
export function dictionaryCompletions(typed: string, brandId?: string): readonly string[] {
  const terms = new Set(Object.keys(SEARCH_SYNONYMS));
  for (const term of Object.keys((brandId && BRAND_SEARCH_SYNONYMS[brandId]) || {}))
    terms.add(term);
  const begun = [...terms].filter(
    (term) => term === typed || (typed.length >= MIN_TYPED && term.startsWith(typed)),
  );
  return [...new Set(begun.flatMap((term) => synonymsOf(term, brandId)))];
}

/** Shorter words are one edit away from too many others ('te' from 'the'). */
const MIN_NEAR = 5;

/** Whether a and b differ by one letter added, dropped, changed or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return (
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}

/**
 * The dictionary term a word misspells by one letter ('gasata' → gassata,
 * 'crocantini' → croccantini), or null: a shopper misspells the colloquial
 * word as often as the catalogue's.
 */
export function dictionaryTermNear(word: string, brandId?: string): string | null {
  if (word.length < MIN_NEAR || synonymsOf(word, brandId).length > 0) return null;
  const terms = [
    ...Object.keys(SEARCH_SYNONYMS),
    ...Object.keys((brandId && BRAND_SEARCH_SYNONYMS[brandId]) || {}),
  ];
  return terms.find((term) => oneEditApart(word, term)) ?? null;
}
