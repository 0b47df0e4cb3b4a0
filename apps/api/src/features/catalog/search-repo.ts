import { sql, type SQL } from 'drizzle-orm';
import { NAME_CONNECTORS, dictionaryCompletions, numberForms } from '@spesa/domain';
import { rowsOf, type Db } from '../../db/client';
import { categories, foldAccents, products, searchWords, vendors } from '../../db/schema';

export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Rebuilds the lexicon of searchable words from product names, labels and
 * categories. Run after the catalogue changes (the seed does).
 */
export async function refreshSearchWords(db: Db): Promise<void> {
  const document = foldAccents("name || ' ' || search_brand || ' ' || search_categories");
  await db.delete(searchWords);
  await db.execute(sql`
    insert into ${searchWords} (word, products)
    select word, ndoc from ts_stat(${`select to_tsvector('simple', ${document}) from products`})
    where length(word) >= 3 and word ~ '^[a-z]'`);
}

/**
 * Counts the words of these products (a relation of product ids) in or out
 * of the lexicon: out before their names change, in after. An import that
 * touched a few products costs those products, not the catalogue (decision 047).
 */
export async function countSearchWords(db: Db, productIds: SQL, sign: 1 | -1): Promise<void> {
  const document = foldAccents("name || ' ' || search_brand || ' ' || search_categories");
  const words = sql`select t.word, (count(*) * ${sign})::int as n
    from ${products} p,
      unnest(tsvector_to_array(to_tsvector('simple', ${sql.raw(document)}))) as t(word)
    where p.product_id in ${productIds} and length(t.word) >= 3 and t.word ~ '^[a-z]'
    group by t.word`;
  await db.execute(sql`
    insert into ${searchWords} (word, products) ${words}
    on conflict (word) do update set products = ${searchWords}.products + excluded.products`);
  if (sign < 0) await db.execute(sql`delete from ${searchWords} where products <= 0`);
}

export interface TermMatches {
  term: string;
  /** An Italian stop word ('di', 'con'): it matches nothing and is skipped. */
  stop: boolean;
  /** The term is a whole word of the catalogue. */
  known: boolean;
  /** The term in its other number, when that is a word of the catalogue ('cane' → 'cani'). */
  inflected: string | null;
  /** Catalogue words that start with the term ('parmig' → 'parmigiano'), most common first. */
  prefixed: string[];
  /** Catalogue words close to the term ('mozarella' → 'mozzarella'), closest first. */
  similar: string[];
}

/** The words of the names of the labels that brandIs says are or are not the brand's. */
const labelWords = (brandIs: SQL): SQL => sql`
  select label.word from ${vendors} v,
    unnest(tsvector_to_array(to_tsvector('simple', ${sql.raw(foldAccents('v.name'))}))) as label(word)
  where ${brandIs}`;

/** Words only another brand's private label uses ('freschissimo' at Mercatò; not 'bio'). */
const foreignWords = (brandId: string): SQL =>
  sql`${labelWords(sql`v.brand_id <> ${brandId}`)}
    except ${labelWords(sql`v.brand_id is null or v.brand_id = ${brandId}`)}`;

/** Shorter fragments ('or', 'pa') would expand to half the catalogue. */
const MIN_PREFIX = 3;
const MIN_FUZZY = 4;
/** Trigram similarity of a typo to its word: 'mozarella'/'mozzarella' is 0.75, 'pane'/'panna' 0.375. */
const MIN_SIMILARITY = 0.4;

/**
 * For each term: whether it is a word of the catalogue, and its completions and
 * near misses; at a brand, another brand's label is no word of the catalogue.
 */
export async function matchTerms(
  db: Db,
  terms: readonly string[],
  brandId: string,
): Promise<TermMatches[]> {
  const others = terms.map((term) => numberForms(term).slice(1).join(' '));
  if (terms.length === 0) return [];
  // Read first, a constant to the lookups: as a subquery it would run again for every term.
  const foreign = rowsOf<{ word: string }>(await db.execute(foreignWords(brandId))).map(
    (r) => r.word,
  );
  const ours = foreign.length > 0 ? sql`w.word <> all(${textArray(foreign)})` : sql`true`;
  const result = await db.execute(sql`
    select t.term,
      numnode(to_tsquery('italian', t.term)) = 0 as stop,
      exists (select 1 from ${searchWords} w where w.word = t.term and ${ours}) as known,
      (select w.word from ${searchWords} w
        where w.word = any(string_to_array(o.forms, ' ')) and ${ours}
        order by w.products desc, w.word limit 1) as inflected,
      coalesce((select array_agg(x.word) from (
        select w.word from ${searchWords} w
        where length(t.term) >= ${MIN_PREFIX} and w.word like t.term || '%' and w.word <> t.term
          and ${ours}
        order by w.products desc, w.word limit 6) x), '{}') as prefixed,
      coalesce((select array_agg(y.word) from (
        select w.word from ${searchWords} w
        where length(t.term) >= ${MIN_FUZZY} and w.word % t.term and ${ours}
          and similarity(w.word, t.term) >= ${MIN_SIMILARITY}
        order by similarity(w.word, t.term) desc, w.word limit 3) y), '{}') as similar
    from unnest(${textArray(terms)}) with ordinality as t(term, ord)
      join unnest(${textArray(others)}) with ordinality as o(forms, ord) on o.ord = t.ord
    order by t.ord`);
  return rowsOf<TermMatches>(result);
}

/**
 * Words that complete a prefix: first what the shop's dictionary reads it as
 * ('gassata' → frizzante, as the search will), then catalogue words, most
 * common first; never a word only another brand's private label uses
 * ('freschissimo' at Mercatò), nor a dictionary word the catalogue lacks.
 */
export async function completeWord(
  db: Db,
  prefix: string,
  limit: number,
  brandId: string,
): Promise<string[]> {
  const meant = dictionaryCompletions(prefix, brandId);
  const ours = sql`word not in (${foreignWords(brandId)})`;
  const known =
    meant.length > 0
      ? rowsOf<{ word: string }>(
          await db.execute(sql`
            select word from ${searchWords} where word = any(${textArray(meant)}) and ${ours}`),
        ).map((r) => r.word)
      : [];
  const result = await db.execute(sql`
    select word from ${searchWords}
    where word like ${`${prefix}%`} and ${ours}
    order by products desc, word limit ${limit}`);
  const completions = rowsOf<{ word: string }>(result).map((r) => r.word);
  const dictionary = meant.filter((w) => known.includes(w));
  return [...new Set([...dictionary, ...completions])].slice(0, limit);
}

/** For each tsquery text, whether some product the brand sells matches it (one GIN probe each). */
export async function findsAnything(
  db: Db,
  tsqueries: readonly string[],
  brandId: string,
): Promise<boolean[]> {
  if (tsqueries.length === 0) return [];
  const result = await db.execute(sql`
    select exists (select 1 from ${products} p
      where p.search_vector @@ to_tsquery('italian', q.text)
        and p.vendor_id not in (select v.vendor_id from ${vendors} v where v.brand_id <> ${brandId})) as found
    from unnest(${textArray(tsqueries)}) with ordinality as q(text, ord)
    order by q.ord`);
  return rowsOf<{ found: boolean }>(result).map((r) => r.found);
}

/** A category whose own name holds the searched stems. */
export interface CategoryNaming {
  id: number;
  /** Its name's words, folded ('Vini rossi' → vini, rossi). */
  words: string[];
  /** How many words the index keeps of it: the fewer, the closer to the query. */
  length: number;
}

/**
 * The categories whose own name holds every searched stem: 'vino rosso'
 * matches "Vini rossi", 'pasta' "Pasta" and "Pasta, riso e cereali". Which
 * of them the query names is the plan's choice (search.ts).
 */
export async function categoriesMatching(db: Db, tsquery: string): Promise<CategoryNaming[]> {
  const name = sql.raw(`to_tsvector('italian', ${foldAccents('c.name')})`);
  const result = await db.execute(sql`
    select c.category_id as id, ${sql.raw(foldAccents('c.name'))} as folded, length(${name}) as length
    from ${categories} c
    where ${name} @@ to_tsquery('italian', ${tsquery})
    order by c.category_id`);
  return rowsOf<{ id: number; folded: string; length: number }>(result).map((r) => ({
    id: r.id,
    words: r.folded.split(/[^a-z0-9]+/).filter(Boolean),
    length: r.length,
  }));
}

/**
 * The head of a product's name: without its label, up to its first connector.
 * "Mercatò Tortellini di Bologna al prosciutto crudo" → tortellini; "Aceto di
 * vino rosso" → aceto; "Prosciutto crudo di Parma DOP" → prosciutto crudo. A
 * word in the head is what the product is; after it, what it is made with.
 */
const HEAD_TEXT = `regexp_replace(${foldAccents(
  `case when starts_with(p.name, p.search_brand || ' ')
    then substr(p.name, length(p.search_brand) + 2) else p.name end`,
)}, '\\s(${NAME_CONNECTORS.join('|')})(\\s|’|'').*$', '')`;
const HEAD = sql.raw(`to_tsvector('italian', ${HEAD_TEXT})`);

/** What ranking reads of a product's name, computed once for the whole catalogue. */
export interface NameFacts {
  /** The stemmed words of the name's head. */
  head: Set<string>;
  /** The name, lower-case and accent-folded. */
  folded: string;
  /**
   * The first word of the head, unstemmed ("Arance Navel" → arance;
   * "Aranciata amara" → aranciata): with the category, what kind of product it is.
   */
  kind: string;
  /** The head, unstemmed: the line, whichever label sells it. */
  line: string;
  /** Its categories, the top level first. */
  path: number[];
}

/** The head words, folded name and categories of every product (about 3,000: a fraction of a second). */
export async function loadNameFacts(db: Db): Promise<Map<number, NameFacts>> {
  const result = await db.execute(sql`
    select p.product_id as id, array_to_string(tsvector_to_array(${HEAD}), ' ') as head,
      ${sql.raw(foldAccents('p.name'))} as folded,
      ${sql.raw(HEAD_TEXT)} as line, p.category_path as path
    from ${products} p`);
  return new Map(
    rowsOf<{ id: number; head: string; folded: string; line: string; path: number[] }>(result).map(
      (r) => [
        r.id,
        {
          head: new Set(r.head.split(' ').filter(Boolean)),
          folded: r.folded,
          kind: /[a-z0-9]+/.exec(r.line)?.[0] ?? '',
          line: r.line,
          path: r.path,
        },
      ],
    ),
  );
}

/** The stemmed lexemes of each text ('biologico biologica' → biolog), in order. */
export async function lexemesOf(db: Db, texts: readonly string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const result = await db.execute(sql`
    select array_to_string(tsvector_to_array(to_tsvector('italian', t.text)), ' ') as lexemes
    from unnest(${textArray(texts)}) with ordinality as t(text, ord)
    order by t.ord`);
  return rowsOf<{ lexemes: string }>(result).map((r) => r.lexemes.split(' ').filter(Boolean));
}

/** The tsquery of to_tsquery('italian', text), as text: stemmed, stop words gone. */
export async function stemmed(db: Db, tsquery: string): Promise<string> {
  const result = await db.execute(sql`select to_tsquery('italian', ${tsquery})::text as lexemes`);
  return rowsOf<{ lexemes: string }>(result)[0]!.lexemes;
}
