import { FEED_MESSAGES as M } from '../texts/feeds';
import type { FieldProblem } from './values';

/** The kinds of feed the shop takes (docs/rules/feeds.md). */
export const FEED_KINDS = ['products', 'stock', 'offers', 'delivery'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** The feeds that may be the whole of what they describe (--full): what they leave out goes. */
export const takesFull = (kind: FeedKind): boolean => kind === 'products' || kind === 'delivery';

/** The header of each feed, in the contract's order. */
export const FEED_COLUMNS: Record<FeedKind, readonly string[]> = {
  products: [
    'sku',
    'ean',
    'name',
    'brand',
    'private_label',
    'short_description',
    'description',
    'category',
    'selling_type',
    'unit_size',
    'unit',
    'piece_weight_g',
    'price',
    'list_price',
    'vat_rate',
    'tags',
    'status',
    'image',
  ],
  stock: ['sku', 'warehouse', 'price', 'stock'],
  offers: ['offer_id', 'sku', 'type', 'value', 'start', 'end', 'warehouse'],
  // One file for the whole delivery set-up: each line's kind says which columns it reads.
  delivery: [
    'kind',
    'code',
    'name',
    'warehouse',
    'store',
    'locker',
    'zone',
    'address',
    'number',
    'city',
    'province',
    'cap',
    'latitude',
    'longitude',
    'phone',
    'hours',
    'caps',
    'radius_m',
    'company',
    'company_code',
    'weekdays',
    'begin',
    'end',
    'capacity',
    'fee',
    'cutoff_min',
    'date',
    'status',
  ],
};

/** What is wrong with a header: a column missing, unknown or repeated. */
export function headerProblems(kind: FeedKind, header: readonly string[]): FieldProblem[] {
  const expected = FEED_COLUMNS[kind];
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (seen.has(column)) problems.push({ column, message: M.repeatedColumn(column) });
    else if (!expected.includes(column))
      problems.push({ column, message: M.unknownColumn(column, expected) });
    seen.add(column);
  }
  for (const column of expected)
    if (!seen.has(column)) problems.push({ column, message: M.missingColumn(column) });
  return problems;
}

/** The largest feed the shop takes: about 150,000 product lines, far past a supermarket's range. */
export const FEED_MAX_MEGABYTES = 50;
export const FEED_MAX_BYTES = FEED_MAX_MEGABYTES * 1024 * 1024;
