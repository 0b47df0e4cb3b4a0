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

/** The words a search term stands for besides itself; none for most terms. */
export const synonymsOf = (term: string): readonly string[] => SEARCH_SYNONYMS[term] ?? [];
