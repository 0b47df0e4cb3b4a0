import { sql, type SQL } from 'drizzle-orm';
import { foldAccents } from '../../db/schema';
import type { SearchRanking } from './search';

/** Words that start a name's complement: what follows is what the product has or is for. */
const CONNECTORS =
  'di|del|della|dello|dei|degli|delle|d|dell|al|alla|allo|ai|agli|alle|all|con|in|per|da|a|e';

const FOLDED_NAME = foldAccents('"products"."name"');

/**
 * The head of a product's name: without its label, up to its first connector.
 * "Mercatò Tortellini di Bologna al prosciutto crudo" → tortellini; "Aceto di
 * vino rosso" → aceto; "Prosciutto crudo di Parma DOP" → prosciutto crudo. A
 * word in the head is what the product is; after it, what it is made with.
 */
const HEAD = sql.raw(
  `to_tsvector('italian', regexp_replace(${foldAccents(
    `case when starts_with("products"."name", "products"."search_brand" || ' ')
      then substr("products"."name", length("products"."search_brand") + 2)
      else "products"."name" end`,
  )}, '\\s(${CONNECTORS})(\\s|’|'').*$', ''))`,
);

const query = (text: string): SQL => sql`to_tsquery('italian', ${text})`;

/** The same words, matched only where the search column weighs them so. */
const weighted = (tsquery: string, weights: string): string =>
  tsquery.replace(/([a-z0-9]+)/g, `$1:${weights}`);

const intArray = (values: readonly number[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;

/**
 * The order of a search's results, strongest signal first: the product is
 * what the query says it is for ('per la pizza'); it sits in a category the
 * query names; the head of its name holds every word; its name does; the
 * head holds some word; its name, label or category holds every word (not
 * only its description). Ties go to what is in stock, then to what sells.
 * offer: the listed warehouse's offer row, with `available`.
 */
export function searchOrdering(ranking: SearchRanking, offer: SQL, popularity: SQL): SQL[] {
  const order: SQL[] = [];
  if (ranking.purpose)
    order.push(sql`(${sql.raw(FOLDED_NAME)} like ${`%${ranking.purpose}%`}) desc`);
  if (ranking.categoryIds.length > 0)
    order.push(sql`("products"."category_path" && ${intArray(ranking.categoryIds)}) desc`);
  order.push(
    sql`(${HEAD} @@ ${query(ranking.tsquery)}) desc`,
    sql`("products"."search_vector" @@ ${query(weighted(ranking.tsquery, 'A'))}) desc`,
    sql`(${HEAD} @@ ${query(ranking.anyWord)}) desc`,
    sql`("products"."search_vector" @@ ${query(weighted(ranking.tsquery, 'ABC'))}) desc`,
    sql`(${offer}.available > 0) desc`,
    sql`${popularity} desc`,
  );
  return order;
}
