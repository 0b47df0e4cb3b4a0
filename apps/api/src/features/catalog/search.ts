import {
  CATALOG_MESSAGES,
  barcodeOf,
  dictionaryTermNear,
  isNamedKind,
  kindCategories,
  numberForms,
  synonymsOf,
  type KindCategory,
  type ResponseMessage,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import type { CatalogState } from './catalog-state';
import {
  categoriesMatching,
  findsAnything,
  lexemesOf,
  loadNameFacts,
  matchTerms,
  stemmed,
  type CategoryNaming,
  type TermMatches,
} from './search-repo';
import { searchTerms } from './search-terms';
import type { CategoryCatalogue } from './category-catalogue';

/** Numbers that mean something on their own: a content ('700') or an EAN; '1' alone does not. */
const LONG_NUMBER = /^\d{3,}$/;

/** What ranks the products a search finds (search-rank-repo.ts). */
export interface SearchRanking {
  /** The tsquery as PostgreSQL writes it, stemmed: "'latt' & ( 'fresc' | 'fresch' )". */
  lexemes: string;
  /** The categories the query names ('vino rosso' → Vini rossi): their products come first. */
  categoryIds: number[];
  /**
   * Products whose head holds every searched word and that are what one of
   * them names, by their name and the category tree (product-kind.ts):
   * 'arance' → "Arance Navel" in Frutta, not "Aranciata amara"; 'latte' →
   * the milks, not "Latte detergente" in face care.
   */
  kindNamed: number[];
  /** Products whose name's head holds every searched word ('Prosciutto crudo di Parma'). */
  headHoldsAll: number[];
  /** Products whose name's head holds some searched word. */
  headHoldsSome: number[];
  /** 'per la pizza': products whose name says they are 'per pizza'. */
  forPurpose: number[];
}

/** A search resolved once per wording: what matches, how it ranks, what the shopper is told. */
export interface SearchPlan {
  /** Text for to_tsquery('italian', …): the products found. */
  tsquery: string;
  ranking: SearchRanking;
  /** 'Nessun risultato per …' when words were dropped, 'Forse cercavi …' for corrected typos. */
  messages: ResponseMessage[];
}

interface TermGroup {
  /** The word as the shopper typed it (folded). */
  term: string;
  words: string[];
  /** The catalogue word a misspelt term was read as. */
  corrected: string | null;
}

/**
 * A term's alternatives: a whole catalogue word stands for itself (Italian
 * stemming does the rest: 'mele' finds 'mela'); so does its other number
 * when only that is a catalogue word ('cane' → 'cani'); otherwise the catalogue words it
 * begins ('parmig' → 'parmigiano') and, failing those, the dictionary word
 * it misspells ('gasata' → frizzante) or the catalogue word it most likely
 * misspells ('mozarella' → 'mozzarella'). Numbers stand for themselves, a
 * barcode for its EAN-13; synonyms are added to all of them, and a word the
 * catalogue lacks but the dictionary knows is only what the dictionary says:
 * 'gassata' is frizzante, not the "gassate" of soft drinks it looks like.
 */
function group(match: TermMatches, brandId: string): TermGroup {
  const synonyms = synonymsOf(match.term, brandId);
  const ean = barcodeOf(match.term);
  if (ean) return { term: match.term, words: [ean], corrected: null };
  if (match.known || LONG_NUMBER.test(match.term))
    return { term: match.term, words: [match.term, ...synonyms], corrected: null };
  if (synonyms.length > 0) return { term: match.term, words: [...synonyms], corrected: null };
  if (match.inflected) return { term: match.term, words: [match.inflected], corrected: null };
  if (match.prefixed.length > 0)
    return { term: match.term, words: [...match.prefixed, ...synonyms], corrected: null };
  const near = dictionaryTermNear(match.term, brandId);
  if (near) return { term: match.term, words: [...synonymsOf(near, brandId)], corrected: near };
  const [closest] = match.similar;
  if (closest) return { term: match.term, words: [closest, ...synonyms], corrected: closest };
  return { term: match.term, words: [...synonyms], corrected: null };
}

const orOf = (g: TermGroup): string => `(${g.words.join(' | ')})`;
const andOf = (groups: readonly TermGroup[]): string => groups.map(orOf).join(' & ');
const termsOf = (groups: readonly TermGroup[]): string => groups.map((g) => g.term).join(' ');

/**
 * Words that find nothing together are dropped until the rest finds
 * something: first the words that find nothing alone, then, if the others
 * still exclude each other, all but the first that finds something.
 */
async function keepFinding(db: Db, groups: TermGroup[], brandId: string): Promise<TermGroup[]> {
  if (groups.length < 2) return groups;
  const [all, ...alone] = await findsAnything(db, [andOf(groups), ...groups.map(orOf)], brandId);
  if (all) return groups;
  const finding = groups.filter((_, i) => alone[i]);
  if (finding.length < 2) return finding;
  const [together] = await findsAnything(db, [andOf(finding)], brandId);
  return together ? finding : finding.slice(0, 1);
}

/** Each group's words in both numbers: what a category or a product kind must be called. */
const formsOf = (groups: readonly TermGroup[]): Set<string>[] =>
  groups.map((g) => new Set(g.words.flatMap(numberForms)));

/**
 * The categories a query names: of those whose name holds every searched
 * stem, the ones naming each searched word in either number ('pesche' names
 * no "Pesce"), keeping the closest names (fewest other words): 'vino rosso'
 * names "Vini rossi"; 'pasta' names "Pasta", not "Pasta, riso e cereali".
 */
function namedCategories(candidates: readonly CategoryNaming[], forms: readonly Set<string>[]) {
  const naming = candidates.filter((c) => forms.every((f) => c.words.some((w) => f.has(w))));
  const closest = Math.min(...naming.map((c) => c.length));
  return naming.filter((c) => c.length === closest).map((c) => c.id);
}

/** 'per la pizza': the word after "per" (articles skipped) says what the product is for. */
function purposeOf(terms: readonly string[], stops: ReadonlySet<string>): string | null {
  const at = terms.indexOf('per');
  const target = terms.slice(at + 1).find((t) => !stops.has(t));
  return at >= 0 && target ? `per ${target}` : null;
}

/** The tree's categories as the kind rule reads their names. */
async function treeOf(categories: CategoryCatalogue): Promise<KindCategory[]> {
  const { byId } = await categories.structure();
  return [...byId.values()].map((n) => ({ id: n.row.categoryId, words: searchTerms(n.row.name) }));
}

async function buildPlan(
  catalog: SearchState,
  terms: string[],
  brandId: string,
): Promise<SearchPlan | null> {
  const { db } = catalog;
  const matches = await matchTerms(db, terms, brandId);
  const stops = new Set(matches.filter((m) => m.stop).map((m) => m.term));
  const typed = matches
    .map((m) => group(m, brandId))
    .filter((g) => g.words.length > 0 || !stops.has(g.term));
  const searchable = typed.filter((g) => g.words.length > 0);
  const kept = await keepFinding(db, searchable, brandId);
  if (kept.length === 0) return null;

  const messages: ResponseMessage[] = [];
  const dropped = typed.filter((g) => !kept.includes(g));
  if (dropped.length > 0)
    messages.push({
      code: 'catalog.search_relaxed',
      info: CATALOG_MESSAGES.searchRelaxed(termsOf(dropped), termsOf(kept)),
    });
  if (kept.some((g) => g.corrected))
    messages.push({
      code: 'catalog.search_suggestion',
      info: CATALOG_MESSAGES.searchSuggestion(kept.map((g) => g.corrected ?? g.term).join(' ')),
    });

  const tsquery = andOf(kept);
  const groupLexemes = await lexemesOf(
    db,
    kept.map((g) => g.words.join(' ')),
  );
  const purpose = purposeOf(terms, stops);
  const forms = formsOf(kept);
  const names = await catalog.names.getOrLoad('', () => loadNameFacts(db));
  const tree = await treeOf(catalog.categories);
  const kinds = forms.map((f) => ({ forms: f, homes: kindCategories(f, tree, names.values()) }));
  const kindNamed: number[] = [];
  const headHoldsAll: number[] = [];
  const headHoldsSome: number[] = [];
  const forPurpose: number[] = [];
  for (const [id, facts] of names) {
    const held = groupLexemes.filter((lexemes) => lexemes.some((l) => facts.head.has(l))).length;
    if (held === groupLexemes.length) {
      headHoldsAll.push(id);
      if (kinds.some((k) => isNamedKind(facts, k.forms, k.homes))) kindNamed.push(id);
    }
    if (held > 0) headHoldsSome.push(id);
    if (purpose && facts.folded.includes(purpose)) forPurpose.push(id);
  }
  return {
    tsquery,
    ranking: {
      lexemes: await stemmed(db, tsquery),
      categoryIds: namedCategories(await categoriesMatching(db, tsquery), forms),
      kindNamed,
      headHoldsAll,
      headHoldsSome,
      forPurpose,
    },
    messages,
  };
}

type SearchState = Pick<CatalogState, 'db' | 'searches' | 'names' | 'categories'>;

/**
 * The plan of what the shopper typed at a brand, resolved once per brand and
 * wording for a few minutes: another brand's label is no word there.
 */
export function searchPlan(
  catalog: SearchState,
  query: string,
  brandId: string,
): Promise<SearchPlan | null> {
  const terms = searchTerms(query);
  return catalog.searches.getOrLoad(`${brandId}|${terms.join(' ')}`, () =>
    buildPlan(catalog, terms, brandId),
  );
}

/**
 * The tsquery text of what the shopper typed, for to_tsquery('italian', …);
 * null: nothing searchable was typed.
 */
export async function searchQuery(
  catalog: SearchState,
  query: string,
  brandId: string,
): Promise<string | null> {
  return (await searchPlan(catalog, query, brandId))?.tsquery ?? null;
}

/** What the shopper is told about a search: the words dropped, the spelling meant. */
export async function searchMessages(
  catalog: SearchState,
  query: string,
  brandId: string,
): Promise<ResponseMessage[]> {
  return (await searchPlan(catalog, query, brandId))?.messages ?? [];
}
