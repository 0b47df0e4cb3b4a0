import type { Db } from '../../db/client';
import type { CatalogState } from './catalog-state';
import { matchTerms, type TermMatches } from './search-repo';
import { searchTerms } from './search-terms';

/** Numbers that mean something on their own: a content ('700') or an EAN; '1' alone does not. */
const LONG_NUMBER = /^\d{3,}$/;

/**
 * A term's alternatives: a whole catalogue word stands for itself (Italian
 * stemming does the rest: 'mele' finds 'mela'); otherwise the catalogue words it
 * begins ('parmig' → 'parmigiano') and, failing those, the words it misspells
 * ('mozarella' → 'mozzarella'). Numbers stand for themselves.
 */
function alternatives(match: TermMatches): string[] {
  if (match.known || LONG_NUMBER.test(match.term)) return [match.term];
  if (match.prefixed.length > 0) return match.prefixed;
  return match.similar;
}

/**
 * Turns what the shopper typed into text for to_tsquery('italian', …): terms
 * are ANDed, each an OR of its alternatives. Stop words and terms the catalogue
 * has nothing like are dropped, so one stray word does not empty the results.
 * null: nothing searchable was typed.
 */
async function buildTsQuery(db: Db, terms: string[]): Promise<string | null> {
  const matches = await matchTerms(db, terms);
  const groups = matches
    .filter((m) => !m.stop)
    .map(alternatives)
    .filter((words) => words.length > 0)
    .map((words) => `(${words.join(' | ')})`);
  return groups.length > 0 ? groups.join(' & ') : null;
}

/** The tsquery of what the shopper typed, resolved once per wording for a few minutes. */
export function searchQuery(
  catalog: Pick<CatalogState, 'db' | 'searches'>,
  query: string,
): Promise<string | null> {
  const terms = searchTerms(query);
  return catalog.searches.getOrLoad(terms.join(' '), () => buildTsQuery(catalog.db, terms));
}
