import type { ProductInfos, Tipologia } from '../api/catalog';
import { VAT_RATES } from '../invoices/vat';
import { barcodeOf } from '../search/barcode';
import { FEED_MESSAGES as M } from '../texts/feeds';
import { FEED_CODE, lineFields, parseFeedDecimal, priceField, type FieldProblem } from './values';

export const SELLING_TYPES = ['piece', 'pack', 'loose'] as const;
export type SellingType = (typeof SELLING_TYPES)[number];
export const FEED_UNITS = ['g', 'kg', 'ml', 'l', 'pz'] as const;
export type FeedUnit = (typeof FEED_UNITS)[number];
/** A category path is at most Reparto > Corsia > Scaffale. */
export const MAX_CATEGORY_LEVELS = 3;

/** The ids of the catalogue's 'feature' filter, and the words a feed may name them by. */
export const FEED_TAGS: Record<string, string> = {
  bio: 'bio',
  biologico: 'bio',
  'senza-glutine': 'senza-glutine',
  'senza-lattosio': 'senza-lattosio',
  vegano: 'vegano',
  vegan: 'vegano',
  'dop-igp': 'dop-igp',
  'dop-e-igp': 'dop-igp',
  dop: 'dop-igp',
  igp: 'dop-igp',
};
const TAG_NAMES = ['bio', 'senza glutine', 'senza lattosio', 'vegano', 'dop-igp'];

/** 'Senza glutine' → 'senza-glutine', 'Caffè d’orzo' → 'caffe-d-orzo': the catalogue's slugs, and tags and names compared. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A products feed's line, checked. */
export interface ProductFeedLine {
  sku: string;
  /** EAN-13 as stored ('' for loose goods without one). */
  ean: string;
  name: string;
  brand: string;
  /** The brand whose own label this is, or null for a producer's line every brand sells. */
  privateLabel: string | null;
  shortDescription: string;
  description: string;
  categoryPath: string[];
  sellingType: SellingType;
  unitSize: number | null;
  unit: FeedUnit | null;
  pieceWeightG: number | null;
  /** Per piece, or per kg for pack and loose. */
  priceCents: number;
  /** The price before a reduction, shown struck through; null when none. */
  listPriceCents: number | null;
  vatRate: number;
  tags: string[];
  active: boolean;
  image: string | null;
}

const LIMITS: Record<string, number> = {
  name: 200,
  brand: 100,
  short_description: 300,
  description: 5_000,
  category: 300,
  image: 500,
};

/** The file name of a picture beside the feed, or an https address. */
export function isFeedImage(text: string): boolean {
  if (/^https:\/\//i.test(text)) {
    try {
      return new URL(text).protocol === 'https:';
    } catch {
      return false;
    }
  }
  return /^[A-Za-z0-9][A-Za-z0-9 ._-]*\.(jpe?g|png|webp)$/i.test(text) && !text.includes('..');
}

/**
 * Checks one line of a products feed: the line as the import writes it, or
 * every problem of it. Duplicates across lines and what the catalogue
 * already holds are the import's to check.
 */
export function readProductLine(
  fields: Readonly<Record<string, string>>,
  brands: readonly string[],
): { line: ProductFeedLine; problems: [] } | { line: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const { text, required, withinLimits } = lineFields(fields, problems);
  withinLimits(LIMITS);

  const sku = required('sku');
  if (sku && !FEED_CODE.test(sku)) problems.push({ column: 'sku', message: M.badSku });
  const name = required('name');
  const brand = required('brand');

  const sellingText = required('selling_type');
  const sellingType = SELLING_TYPES.find((t) => t === sellingText.toLowerCase()) ?? null;
  if (sellingText && !sellingType)
    problems.push({ column: 'selling_type', message: M.badSellingType(sellingText) });

  let ean = '';
  const eanText = text('ean');
  if (eanText) {
    const digits = eanText.replace(/[\s-]/g, '');
    if (!/^(\d{8}|\d{13})$/.test(digits))
      problems.push({ column: 'ean', message: M.eanShape(eanText) });
    else {
      const code = barcodeOf(digits);
      if (!code) problems.push({ column: 'ean', message: M.eanCheckDigit(eanText) });
      else ean = code;
    }
  } else if (sellingType && sellingType !== 'loose')
    problems.push({ column: 'ean', message: M.eanNeeded });

  const privateText = text('private_label');
  const privateLabel = privateText
    ? (brands.find((b) => b === privateText.toLowerCase()) ?? null)
    : null;
  if (privateText && !privateLabel)
    problems.push({ column: 'private_label', message: M.badPrivateLabel(privateText, brands) });

  const categoryText = required('category');
  const categoryPath = categoryText.split('>').map((level) => level.trim());
  if (categoryText) {
    if (categoryPath.some((level) => !level || !slugify(level)))
      problems.push({ column: 'category', message: M.categoryEmptyLevel });
    else if (categoryPath.length > MAX_CATEGORY_LEVELS)
      problems.push({ column: 'category', message: M.categoryTooDeep(categoryPath.length) });
  }

  const positive = (column: string): number | null => {
    const value = text(column);
    if (!value) return null;
    const n = parseFeedDecimal(value);
    if (n === null) problems.push({ column, message: M.badNumber(value) });
    else if (n <= 0) problems.push({ column, message: M.badSize(value) });
    return n !== null && n > 0 ? n : null;
  };
  const unitSize = positive('unit_size');
  const unitText = text('unit');
  const unit = unitText ? (FEED_UNITS.find((u) => u === unitText.toLowerCase()) ?? null) : null;
  if (unitText && !unit) problems.push({ column: 'unit', message: M.badUnit(unitText) });
  const pieceWeightG = positive('piece_weight_g');
  if (sellingType === 'piece' || sellingType === 'pack') {
    if (!text('unit_size') || !unitText)
      problems.push({ column: text('unit_size') ? 'unit' : 'unit_size', message: M.unitNeeded });
    if (sellingType === 'pack' && unit && unit !== 'g' && unit !== 'kg')
      problems.push({ column: 'unit', message: M.packUnit(unitText) });
  }
  if (sellingType === 'loose' && !text('piece_weight_g'))
    problems.push({ column: 'piece_weight_g', message: M.pieceWeightNeeded });

  let priceCents = 0;
  const priceText = required('price');
  if (priceText) {
    const price = priceField('price', priceText);
    if (typeof price === 'number') priceCents = price;
    else problems.push(price);
  }
  let listPriceCents: number | null = null;
  const listText = text('list_price');
  if (listText) {
    const list = priceField('list_price', listText);
    if (typeof list !== 'number') problems.push(list);
    else if (priceCents > 0 && list <= priceCents)
      problems.push({ column: 'list_price', message: M.badListPrice(listText) });
    else listPriceCents = list;
  }

  const vatText = required('vat_rate');
  const vatRate = VAT_RATES.find((r) => String(r) === vatText.replace(/[,.]0+$/, '')) ?? null;
  if (vatText && vatRate === null)
    problems.push({ column: 'vat_rate', message: M.badVat(vatText) });

  const tags: string[] = [];
  for (const tag of text('tags')
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const id = FEED_TAGS[slugify(tag)];
    if (!id) problems.push({ column: 'tags', message: M.badTag(tag, TAG_NAMES) });
    else if (!tags.includes(id)) tags.push(id);
  }

  const statusText = required('status');
  const status = statusText.toLowerCase();
  if (statusText && status !== 'active' && status !== 'inactive')
    problems.push({ column: 'status', message: M.badStatus(statusText) });

  const image = text('image') || null;
  if (image && !isFeedImage(image)) problems.push({ column: 'image', message: M.badImage });

  if (problems.length > 0 || !sellingType || vatRate === null) return { line: null, problems };
  return {
    line: {
      sku,
      ean,
      name,
      brand,
      privateLabel,
      shortDescription: text('short_description'),
      description: text('description'),
      categoryPath,
      sellingType,
      unitSize,
      unit,
      pieceWeightG,
      priceCents,
      listPriceCents,
      vatRate,
      tags,
      active: status === 'active',
      image,
    },
    problems: [],
  };
}

/** How a line sells, as the catalogue stores it (docs/rules/quantities-and-prices.md). */
export interface FeedSelling {
  tipologia: Tipologia;
  productInfos: ProductInfos;
  weightUnitDisplay: 'pz' | 'kg';
  minAcq: number;
  maxAcq: number;
}

const decimal = (n: number): string => String(Math.round(n * 1000) / 1000);
const baseUnit = (unit: FeedUnit): 'kg' | 'l' => (unit === 'ml' || unit === 'l' ? 'l' : 'kg');

/**
 * The product's selling rules from its selling type: a piece at its price
 * (its content gives the price per kg or l), a pre-packed pack of about
 * unit_size priced per kg, or loose goods by the kg with their average piece.
 */
export function sellingOf(line: ProductFeedLine): FeedSelling {
  switch (line.sellingType) {
    case 'piece': {
      const counted = line.unit === 'pz' || line.unit === null;
      return {
        tipologia: 'Pezzo',
        productInfos: {
          TIPOLOGIA: 'Pezzo',
          UNIT_SELLING: 'pz',
          QTY_MULT: '1',
          QTY_LOCKED: 'false',
          MULTI_PACK: counted ? decimal(line.unitSize ?? 1) : '1',
          ...(counted || !line.unit
            ? {}
            : {
                WEIGHT_SELLING_SINGLE_UNIT: decimal(line.unitSize ?? 1),
                WEIGHT_SELLING_SINGLE_UNIT_UM: line.unit,
                WEIGHT_UNIT_BASE: baseUnit(line.unit),
              }),
        },
        weightUnitDisplay: 'pz',
        minAcq: 1,
        maxAcq: 99,
      };
    }
    case 'pack': {
      const size = decimal(line.unitSize ?? 1);
      const unit = line.unit ?? 'g';
      return {
        tipologia: 'Confezione',
        productInfos: {
          TIPOLOGIA: 'Confezione',
          UNIT_SELLING: 'conf',
          QTY_MULT: '1',
          QTY_LOCKED: 'false',
          MULTI_PACK: '1',
          WEIGHT_SELLING: size,
          WEIGHT_UNIT_SELLING: unit,
          WEIGHT_UNIT_BASE: 'kg',
          WEIGHT_SELLING_SINGLE_UNIT: size,
          WEIGHT_SELLING_SINGLE_UNIT_UM: unit,
          MAXACQ: '10',
        },
        weightUnitDisplay: 'kg',
        minAcq: 1,
        maxAcq: 10,
      };
    }
    case 'loose': {
      const pieceKg = (line.pieceWeightG ?? 200) / 1000;
      // The first add is about a handful of pieces, never less than half a kilo.
      const first = Math.max(0.5, Math.round(pieceKg * 10) / 10);
      return {
        tipologia: 'Sfuso',
        productInfos: {
          TIPOLOGIA: 'Sfuso',
          UNIT_SELLING: 'kg',
          WEIGHT_SELLING: decimal(first),
          STEP_SELLING: '0.1',
          WEIGHT_UNIT_SELLING: 'kg',
          WEIGHT_UNIT_BASE: 'kg',
          WEIGHT_SELLING_SINGLE_UNIT: decimal(pieceKg),
          WEIGHT_SELLING_SINGLE_UNIT_UM: 'kg',
          MAXACQ: '5',
        },
        weightUnitDisplay: 'kg',
        minAcq: first,
        maxAcq: 5,
      };
    }
  }
}
