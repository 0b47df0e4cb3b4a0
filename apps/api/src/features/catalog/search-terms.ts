/** Words of a query are capped so a pasted paragraph cannot become a huge tsquery. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * 'Mozzarèlla  di BUFALA 250g!' → ['mozzarella', 'di', 'bufala', '250', 'g'].
 * Accents are folded as the search column folds them, and only letters and
 * digits survive, so a term can go into a tsquery or a LIKE pattern as it is.
 */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}
