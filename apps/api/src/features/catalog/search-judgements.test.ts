import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@spesa/domain';
import { body, build, type TestApp } from '../../test/helper';
import { rowsOf } from '../../db/client';
import { isRelevant, JUDGEMENTS, type JudgedProduct, type Judgement } from './search-judgements';
import { JUDGEMENTS_ROUND_TWO } from './search-judgements-round-two';

const TOP = 5;
const MIN_PRECISION = 0.97;

let t: TestApp;
let slugOf: Map<number, string>;
let catalogue: JudgedProduct[];

beforeAll(async () => {
  t = await build();
  const categories = rowsOf<{ id: number; slug: string }>(
    await t.database.db.execute(sql`select category_id as id, slug from categories`),
  );
  slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  // What the shopper's brand sells: another brand's private label is never listed, so never missed.
  const brandId = t.app.brands.resolve(undefined).brandId;
  catalogue = rowsOf<{ name: string; categoryId: number; features: string[] }>(
    await t.database.db.execute(
      sql`select name, category_id as "categoryId", features from products
        where vendor_id not in (select vendor_id from vendors where brand_id <> ${brandId})`,
    ),
  ).map((p) => ({ name: p.name, categorySlug: slugOf.get(p.categoryId)!, features: p.features }));
});
afterAll(() => t.close());

interface Outcome {
  judgement: Judgement;
  precision: number;
  top: string[];
}

/** Precision at 5, out of the relevant products there are when fewer than 5 exist. */
async function judge(judgement: Judgement): Promise<Outcome> {
  const res = await t.app.inject(`/ebsn/api/products?q=${encodeURIComponent(judgement.query)}`);
  expect(res.statusCode, res.body).toBe(200);
  const products = (body(res).data as { products: Product[] }).products.slice(0, TOP);
  const judged = (p: Product): JudgedProduct => ({
    name: p.name,
    categorySlug: slugOf.get(p.categoryId) ?? '',
    features: p.features,
  });
  const relevantInShop = catalogue.filter((p) => isRelevant(judgement, p)).length;
  const hits = products.filter((p) => isRelevant(judgement, judged(p))).length;
  return {
    judgement,
    precision: hits / Math.min(TOP, relevantInShop),
    top: products.map((p) => p.name),
  };
}

describe.each([
  ['round one', JUDGEMENTS, 60],
  ['round two', JUDGEMENTS_ROUND_TWO, 35],
] as const)('search judgements, %s', (round, judgements, size) => {
  it('every judged query has relevant products in the seeded catalogue', () => {
    const unanswerable = judgements.filter((j) => !catalogue.some((p) => isRelevant(j, p)));
    expect(unanswerable.map((j) => j.query)).toEqual([]);
    expect(judgements.length).toBeGreaterThanOrEqual(size);
  });

  it(`mean precision@${TOP} ≥ ${MIN_PRECISION} and no query answers nothing`, async () => {
    const outcomes: Outcome[] = [];
    for (const judgement of judgements) outcomes.push(await judge(judgement));
    const mean = outcomes.reduce((sum, o) => sum + o.precision, 0) / outcomes.length;
    const empty = outcomes.filter((o) => o.top.length === 0);
    const misses = outcomes
      .filter((o) => o.precision < 1)
      .map((o) => `${o.judgement.query} (${o.precision.toFixed(2)}): ${o.top.join(' · ')}`);
    // The figures of docs/decisions/019-search-ranking.md come from this line.
    console.info(
      `${round}: precision@${TOP} ${mean.toFixed(3)}, zero results ${empty.length}/${outcomes.length}\n${misses.join('\n')}`,
    );
    expect(empty.map((o) => o.judgement.query)).toEqual([]);
    expect(mean).toBeGreaterThanOrEqual(MIN_PRECISION);
  });
});
