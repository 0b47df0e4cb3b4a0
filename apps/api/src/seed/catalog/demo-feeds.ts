import path from 'node:path';
import { FEED_COLUMNS, type FeedKind, type ProductInfos } from '@spesa/domain';
import { REPO_ROOT } from '../../config/env';
import type { OfferRow } from './build-offers';
import type { BuiltProduct, CatalogueSize } from './build-products';
import { catalogueRows } from './drawn';
import type { FeatureId } from './types';
import { VENDORS, VENDOR_KEYS } from './vendors';

/** Where the demo catalogue's feed files are committed: shipped with the server's sources. */
export const DEMO_FEED_DIR = path.join(REPO_ROOT, 'apps/api/src/seed/feeds');

/**
 * The demo catalogue's feeds, in the order the first start imports them:
 * the network's feeds in the catalogue step, the brands' own warehouses'
 * (decision 044) in the step after it.
 */
export const DEMO_FEEDS = [
  { file: 'prodotti.csv', kind: 'products' },
  { file: 'giacenze.csv', kind: 'stock' },
  { file: 'offerte.csv', kind: 'offers' },
  { file: 'giacenze-freschissimo.csv', kind: 'stock' },
  { file: 'offerte-freschissimo.csv', kind: 'offers' },
] as const satisfies readonly { file: string; kind: FeedKind }[];

export type DemoFeedFile = (typeof DEMO_FEEDS)[number]['file'];

/**
 * The days every demo offer runs: the feed has no open end, and these keep
 * the promotions on the shelves for years (regenerate the files with a
 * later end before it comes).
 */
export const DEMO_OFFER_DAYS = { start: '2026-01-01', end: '2030-12-31' } as const;

/** A seeded product's key in the feeds. */
export const demoSku = (productId: number): string => `DEMO-${productId}`;

const TAG_OF: Record<FeatureId, string> = {
  bio: 'bio',
  'senza-glutine': 'senza glutine',
  'senza-lattosio': 'senza lattosio',
  vegano: 'vegano',
  'dop-igp': 'dop-igp',
};

/** A number as an Italian spreadsheet writes it: 1,5. */
const italian = (n: number): string => String(Math.round(n * 1000) / 1000).replace('.', ',');
const euros = (cents: number): string =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

const cell = (value: string): string =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

function csvOf(kind: FeedKind, rows: readonly Record<string, string>[]): string {
  const columns = FEED_COLUMNS[kind];
  return [columns.join(';'), ...rows.map((row) => columns.map((c) => cell(row[c] ?? '')).join(';'))]
    .map((line) => `${line}\n`)
    .join('');
}

/** The label's content as the feed gives it; 'cl' is not a feed unit, so it is written in ml. */
function contentOf(infos: ProductInfos): { unit_size: string; unit: string } {
  const amount = Number(infos.WEIGHT_SELLING_SINGLE_UNIT ?? infos.WEIGHT_SELLING);
  const unit = infos.WEIGHT_SELLING_SINGLE_UNIT_UM ?? infos.WEIGHT_UNIT_SELLING;
  if (!unit || Number.isNaN(amount)) return { unit_size: infos.MULTI_PACK ?? '1', unit: 'pz' };
  return unit === 'cl'
    ? { unit_size: italian(amount * 10), unit: 'ml' }
    : { unit_size: italian(amount), unit };
}

/**
 * How the feed sells a seeded product. The counter's goods (Peso) are not a
 * selling type of the contract: they come in as loose goods by the kg, with
 * the counter's first weighing as their piece, and the seed makes them
 * counter goods again by sku.
 */
function sellingOf(product: BuiltProduct): Record<string, string> {
  const infos = product.row.productInfos!;
  switch (product.sale) {
    case 'pezzo':
      return { selling_type: 'piece', ...contentOf(infos) };
    case 'confezione':
      return { selling_type: 'pack', ...contentOf(infos) };
    case 'sfuso':
      return {
        selling_type: 'loose',
        piece_weight_g: italian(Number(infos.WEIGHT_SELLING_SINGLE_UNIT) * 1000),
      };
    case 'peso':
      return {
        selling_type: 'loose',
        piece_weight_g:
          infos.UNIT_SELLING === 'hg' ? '100' : italian(Number(infos.WEIGHT_SELLING) * 1000),
      };
  }
}

function productsFeed(size: CatalogueSize): string {
  const { tree, built } = catalogueRows(size);
  const names = new Map(tree.categories.map((c) => [c.categoryId, c.name]));
  return csvOf(
    'products',
    built.map((product) => {
      const { row } = product;
      const vendor = VENDORS[VENDOR_KEYS[row.vendorId! - 1]!];
      return {
        sku: demoSku(row.productId!),
        ean: row.ean!,
        name: row.name,
        brand: vendor.name,
        private_label: vendor.brandId ?? '',
        short_description: row.shortDescr ?? '',
        description: row.description ?? '',
        category: row.categoryPath!.map((id) => names.get(id)!).join(' > '),
        ...sellingOf(product),
        price: euros(product.basePriceCents),
        vat_rate: String(row.vatRate),
        tags: (row.features as FeatureId[]).map((f) => TAG_OF[f]).join('|'),
        status: 'active',
      };
    }),
  );
}

/** Each warehouse's own price (the standard one, under any promotion) and stock. */
const stockFeed = (offers: readonly OfferRow[]): string =>
  csvOf(
    'stock',
    offers.map((o) => ({
      sku: demoSku(o.productId),
      warehouse: String(o.warehouseId),
      price: euros(o.priceStandardCents ?? o.priceCents),
      stock: String(o.available ?? 0),
    })),
  );

/** The offers feed's terms of a seeded promotion: the builder wrote them in its header. */
function termsOf(o: OfferRow): { type: string; value: string } {
  const promo = o.promo!;
  switch (promo.promoType) {
    case 'bundle':
      return { type: 'multibuy', value: promo.view.header };
    case 'percent':
      return { type: 'percent', value: promo.view.header.replace(/^-|%$/g, '') };
    case 'special_price':
      return { type: 'special_price', value: euros(o.priceCents) };
  }
}

const offersFeed = (offers: readonly OfferRow[]): string =>
  csvOf(
    'offers',
    offers
      .filter((o) => o.promo)
      .map((o) => ({
        offer_id: `DEMO-${o.warehouseId}-${o.productId}`,
        sku: demoSku(o.productId),
        ...termsOf(o),
        ...DEMO_OFFER_DAYS,
        warehouse: String(o.warehouseId),
      })),
  );

/** The text of each demo feed file, drawn from the seed's builders. */
export function demoFeedTexts(size: CatalogueSize): Record<DemoFeedFile, string> {
  const { offers, brandOffers } = catalogueRows(size);
  return {
    'prodotti.csv': productsFeed(size),
    'giacenze.csv': stockFeed(offers),
    'offerte.csv': offersFeed(offers),
    'giacenze-freschissimo.csv': stockFeed(brandOffers),
    'offerte-freschissimo.csv': offersFeed(brandOffers),
  };
}
