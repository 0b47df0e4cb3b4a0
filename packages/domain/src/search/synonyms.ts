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
 * table above; none yet.
 */
export const BRAND_SEARCH_SYNONYMS: Readonly<Record<string, Dictionary>> = {};

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
