import { sql, type SQL } from 'drizzle-orm';
import type { SearchRanking } from './search';

/**
 * A tsquery already stemmed, as its text: the cast is immutable, so it is
 * parsed once per statement (to_tsquery() is only stable: once per row).
 */
const parsed = (text: string): SQL => sql`${text}::tsquery`;

/** The same lexemes, matched only where the search column weighs them so. */
const weighted = (normalized: string, weights: string): string =>
  normalized.replace(/'([^']+)'/g, `'$1':${weights}`);

/** One parameter however many ids: binding hundreds of them costs more than the sort. */
const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::integer[]`;

/** Products of a list first; nothing to order by when the list is empty. */
const among = (ids: readonly number[]): SQL[] =>
  ids.length > 0 ? [sql`("products"."product_id" = any(${intArray(ids)})) desc`] : [];

/**
 * The order of a search's results, strongest signal first: the product is
 * what the query says it is for ('per la pizza'); it sits in a category the
 * query names; its head holds every word, begins with one of them and sits
 * where the category tree says that word is the product (it is what the
 * query names, not made from it); the head of its name holds every word; its name does; the
 * head holds some word; its name, label or category holds every word (not
 * only its description). Ties go to what is in stock, then to what sells.
 * The head matches come with the plan, computed once per wording: here they
 * are id lists, so a page costs no text processing per row.
 * offer: the listed warehouse's offer row, with `available`.
 */
export function searchOrdering(ranking: SearchRanking, offer: SQL, popularity: SQL): SQL[] {
  const inNamedCategory =
    ranking.categoryIds.length > 0
      ? [sql`("products"."category_path" && ${intArray(ranking.categoryIds)}) desc`]
      : [];
  return [
    ...among(ranking.forPurpose),
    ...inNamedCategory,
    ...among(ranking.kindNamed),
    ...among(ranking.headHoldsAll),
    sql`("products"."search_vector" @@ ${parsed(weighted(ranking.lexemes, 'A'))}) desc`,
    ...among(ranking.headHoldsSome),
    sql`("products"."search_vector" @@ ${parsed(weighted(ranking.lexemes, 'ABC'))}) desc`,
    sql`(${offer}.available > 0) desc`,
    sql`${popularity} desc`,
  ];
}
