import {
  vatRateOfProduct,
  type ProductInfos,
  type SelectOption,
  type Tipologia,
} from '@spesa/domain';
import type { products } from '../../db/schema';
import type { PlacedLeaf } from './build-categories';
import { ean13 } from './ean';
import { baseUnitOf, parseFormat } from './format';
import { nutritionFor } from './nutrition';
import { PRODUCT_CLASSES } from './product-classes';
import type { Random } from './random';
import { slugify } from '@spesa/domain';
import type { FeatureId, LineSpec, OptionKind, SaleMode } from './types';
import { PRIVATE_LABEL_COPIES, VENDORS, vendorId, type VendorKey } from './vendors';

export type ProductRow = typeof products.$inferInsert;

/** A product row with the price its producer asks, before each warehouse prices it. */
export interface BuiltProduct {
  row: ProductRow;
  basePriceCents: number;
  sale: SaleMode;
  /** Packaging: stocked by every warehouse. */
  packaging: boolean;
  /** Infant formula may not be promoted (Italian law), nor packaging. */
  promotable: boolean;
  /** A private-label copy: the product of the default brand's label it copies. */
  copyOf?: number;
}

export type CatalogueSize = 'full' | 'small';

const TIPOLOGIA: Record<SaleMode, Tipologia> = {
  pezzo: 'Pezzo',
  confezione: 'Confezione',
  sfuso: 'Sfuso',
  peso: 'Peso',
};

const TIER_FACTOR = { store: 0.85, mid: 1, premium: 1.25 } as const;

const SELECT_OPTIONS: Record<OptionKind, SelectOption> = {
  slicing: {
    name: 'Spessore del taglio',
    parameterName: 'SPESSORE_TAGLIO',
    options: [
      { name: 'Sottile', key: 'sottile', value: 'sottile' },
      { name: 'Medio', key: 'medio', value: 'medio' },
      { name: 'Spesso', key: 'spesso', value: 'spesso' },
    ],
  },
  'bread-cut': {
    name: 'Taglio',
    parameterName: 'TAGLIO_PANE',
    options: [
      { name: 'Intero', key: 'intero', value: 'intero' },
      { name: 'Affettato', key: 'affettato', value: 'affettato' },
    ],
  },
  'fish-prep': {
    name: 'Preparazione',
    parameterName: 'PREPARAZIONE_PESCE',
    options: [
      { name: 'Intero', key: 'intero', value: 'intero' },
      { name: 'Eviscerato', key: 'eviscerato', value: 'eviscerato' },
      { name: 'Sfilettato', key: 'sfilettato', value: 'sfilettato' },
    ],
  },
};

/** Shelf prices end in 9: 2,19 €; from 10 € they move by half euros: 24,99 €. */
export function shelfCents(euros: number): number {
  const cents = Math.round(euros * 100);
  const step = cents >= 1000 ? 50 : 10;
  return Math.max(9, Math.round(cents / step) * step - 1);
}

const decimal = (n: number): string => String(Math.round(n * 1000) / 1000);

function productInfos(
  sale: SaleMode,
  line: LineSpec,
  sellBy: 'hg' | 'kg',
  maxAcq: number,
): ProductInfos {
  switch (sale) {
    case 'pezzo': {
      const pack = parseFormat(line.format ?? '1 pz');
      return {
        TIPOLOGIA: 'Pezzo',
        UNIT_SELLING: 'pz',
        QTY_MULT: String(line.qtyMult ?? 1),
        QTY_LOCKED: line.qtyMult ? 'true' : 'false',
        MULTI_PACK: String(pack.pieces),
        ...(pack.content
          ? {
              WEIGHT_SELLING_SINGLE_UNIT: decimal(pack.content.amount),
              WEIGHT_SELLING_SINGLE_UNIT_UM: pack.content.unit,
              WEIGHT_UNIT_BASE: baseUnitOf(pack.content.unit),
            }
          : {}),
        ...(maxAcq < 99 ? { MAXACQ: String(maxAcq) } : {}),
      };
    }
    case 'confezione': {
      const content = parseFormat(line.format ?? '500 g').content;
      if (!content) throw new Error(`A pack priced by weight needs a weight: ${line.name}`);
      return {
        TIPOLOGIA: 'Confezione',
        UNIT_SELLING: 'conf',
        QTY_MULT: '1',
        QTY_LOCKED: 'false',
        MULTI_PACK: '1',
        WEIGHT_SELLING: decimal(content.amount),
        WEIGHT_UNIT_SELLING: content.unit,
        WEIGHT_UNIT_BASE: baseUnitOf(content.unit),
        WEIGHT_SELLING_SINGLE_UNIT: decimal(content.amount),
        WEIGHT_SELLING_SINGLE_UNIT_UM: content.unit,
        MAXACQ: String(maxAcq),
      };
    }
    case 'sfuso': {
      const pieceKg = line.pieceKg ?? 0.2;
      return {
        TIPOLOGIA: 'Sfuso',
        UNIT_SELLING: 'kg',
        // The first add is about a handful of pieces, never less than half a kilo.
        WEIGHT_SELLING: decimal(Math.max(0.5, Math.round(pieceKg * 10) / 10)),
        STEP_SELLING: '0.1',
        WEIGHT_UNIT_SELLING: 'kg',
        WEIGHT_UNIT_BASE: 'kg',
        WEIGHT_SELLING_SINGLE_UNIT: decimal(pieceKg),
        WEIGHT_SELLING_SINGLE_UNIT_UM: 'kg',
        MAXACQ: String(maxAcq),
      };
    }
    case 'peso':
      return sellBy === 'kg'
        ? {
            TIPOLOGIA: 'Peso',
            UNIT_SELLING: 'kg',
            WEIGHT_SELLING: '0.3',
            STEP_SELLING: '0.1',
            WEIGHT_UNIT_SELLING: 'kg',
            WEIGHT_UNIT_BASE: 'kg',
            MAXACQ: String(maxAcq),
          }
        : {
            TIPOLOGIA: 'Peso',
            UNIT_SELLING: 'hg',
            WEIGHT_SELLING: '1',
            STEP_SELLING: '0.5',
            WEIGHT_UNIT_SELLING: 'hg',
            WEIGHT_UNIT_BASE: 'kg',
            MAXACQ: String(maxAcq),
          };
  }
}

function limits(
  sale: SaleMode,
  line: LineSpec,
  sellBy: 'hg' | 'kg',
  random: Random,
): { minAcq: number; maxAcq: number } {
  switch (sale) {
    case 'pezzo':
      // A few items are capped per order, as shops do with bestsellers on offer.
      return { minAcq: line.qtyMult ?? 1, maxAcq: random.chance(0.1) ? 10 : 99 };
    case 'confezione':
      return { minAcq: 1, maxAcq: 10 };
    case 'sfuso':
      return { minAcq: Math.max(0.5, Math.round((line.pieceKg ?? 0.2) * 10) / 10), maxAcq: 5 };
    case 'peso':
      return sellBy === 'kg' ? { minAcq: 0.3, maxAcq: 3 } : { minAcq: 1, maxAcq: 20 };
  }
}

function shortDescription(sale: SaleMode, format: string | undefined, sellBy: 'hg' | 'kg'): string {
  switch (sale) {
    case 'pezzo':
      return !format || format === '1 pz' ? 'Venduto al pezzo' : `Confezione da ${format}`;
    case 'confezione':
      return `Vaschetta da circa ${format}, prezzo al kg`;
    case 'sfuso':
      return 'Sfuso, prezzo al kg';
    case 'peso':
      return sellBy === 'kg' ? 'Al banco, prezzo al kg' : 'Al taglio, prezzo al kg';
  }
}

function productName(placed: PlacedLeaf, line: LineSpec, sale: SaleMode, vendor: VendorKey) {
  const brandInName = placed.spec.brandInName ?? (sale === 'pezzo' || sale === 'confezione');
  const format = sale === 'confezione' ? `ca. ${line.format}` : line.format;
  return [brandInName ? VENDORS[vendor].name : '', line.name, format ?? '']
    .filter(Boolean)
    .join(' ');
}

function description(placed: PlacedLeaf, line: LineSpec, vendor: VendorKey): string {
  const label = VENDORS[vendor];
  const maker = label.storeBrand
    ? `Prodotto a marchio ${label.name}.`
    : `Prodotto da ${label.name}, ${label.city}.`;
  return [line.descr, placed.spec.descr, maker, placed.spec.storage].filter(Boolean).join(' ');
}

function features(line: LineSpec, placed: PlacedLeaf, vendor: VendorKey): string[] {
  const own: FeatureId[] = [...(line.features ?? placed.spec.features ?? [])];
  if (vendor.endsWith('bio') && !own.includes('bio')) own.unshift('bio');
  return own;
}

/** Which labels make a line: its own list, or a rotation over the leaf's producers. */
function vendorsOf(placed: PlacedLeaf, line: LineSpec, lineIndex: number, size: CatalogueSize) {
  const sale = line.sale ?? placed.spec.sale;
  const pool = line.vendors ?? placed.spec.vendors;
  const perLine = line.vendors
    ? pool.length
    : Math.min(pool.length, placed.spec.perLine ?? (sale === 'pezzo' ? 3 : 1));
  const count = size === 'small' ? 1 : perLine;
  return Array.from({ length: count }, (_, k) => pool[(lineIndex + k) % pool.length]!);
}

/**
 * Turns the tree's lines into products: one per line and label, with a price
 * near the line's reference price (store brands cheaper, premium labels dearer).
 * The small catalogue keeps one product per leaf, for fast test databases.
 */
export function buildProducts(
  leaves: readonly PlacedLeaf[],
  random: Random,
  size: CatalogueSize,
): BuiltProduct[] {
  const built: BuiltProduct[] = [];
  const slugs = new Set<string>();
  const eanCounters = new Map<VendorKey, number>();
  const uniqueSlug = (name: string, productId: number): string => {
    let slug = slugify(name);
    if (slugs.has(slug)) slug = `${slug}-${productId}`;
    slugs.add(slug);
    return slug;
  };
  const copies: { original: BuiltProduct; placed: PlacedLeaf; line: LineSpec; label: VendorKey }[] =
    [];
  for (const placed of leaves) {
    const lines = size === 'small' ? placed.spec.lines.slice(0, 1) : placed.spec.lines;
    lines.forEach((line, lineIndex) => {
      const sale = line.sale ?? placed.spec.sale;
      const sellBy = placed.spec.sellBy ?? 'hg';
      const labels = vendorsOf(placed, line, lineIndex, size);
      for (const vendor of labels) {
        const productId = 100_001 + built.length;
        const name = productName(placed, line, sale, vendor);
        const slug = uniqueSlug(name, productId);
        const itemReference = (eanCounters.get(vendor) ?? 0) + 1;
        eanCounters.set(vendor, itemReference);
        const { minAcq, maxAcq } = limits(sale, line, sellBy, random);
        const nutritionKey = line.nutrition ?? placed.spec.nutrition;
        const options = line.options ?? placed.spec.options;
        const classes = [...(placed.spec.classes ?? []), ...(line.classes ?? [])];
        const competing = labels.length > 1 || placed.spec.vendors.length > 1;
        const euros = competing
          ? random.jitter(line.price * TIER_FACTOR[VENDORS[vendor].tier], 0.05)
          : line.price;
        const product: BuiltProduct = {
          sale,
          packaging: placed.top.packaging ?? false,
          promotable: !placed.top.packaging && !classes.includes('latte-infanzia'),
          basePriceCents: competing ? shelfCents(euros) : Math.round(euros * 100),
          row: {
            productId,
            wpId: 900_000 + productId,
            slug,
            name,
            shortDescr: shortDescription(sale, line.format, sellBy),
            description: description(placed, line, vendor),
            ean: ean13(`81${String(vendorId(vendor)).padStart(5, '0')}`, itemReference),
            vendorId: vendorId(vendor),
            categoryId: placed.categoryId,
            categoryPath: placed.path,
            tipologia: TIPOLOGIA[sale],
            productInfos: productInfos(sale, line, sellBy, maxAcq),
            weightUnitDisplay: sale === 'pezzo' ? 'pz' : 'kg',
            minAcq,
            maxAcq,
            isNew: random.chance(0.05),
            highlight: random.chance(0.04),
            productClassIds: classes.map((c) => PRODUCT_CLASSES[c].productClassId),
            selectOptions: options ? [SELECT_OPTIONS[options]] : [],
            ingredients: line.ingredients ?? placed.spec.ingredients ?? null,
            allergens: line.allergens ?? placed.spec.allergens ?? [],
            nutrition: nutritionKey ? nutritionFor(nutritionKey, random) : null,
            features: features(line, placed, vendor),
            popularity: random.int(0, 1000) + (VENDORS[vendor].storeBrand ? 150 : 0),
            searchBrand: VENDORS[vendor].name,
            searchCategories: `${placed.top.name} ${placed.mid.name} ${placed.spec.name}`,
            vatRate: vatRateOfProduct({ categorySlug: placed.slug, name }),
          },
        };
        built.push(product);
        for (const label of PRIVATE_LABEL_COPIES[vendor] ?? [])
          copies.push({ original: product, placed, line, label });
      }
    });
  }
  // After every producer's line, drawing nothing: the copies leave the other products' ids and values alone.
  for (const { original, placed, line, label } of copies) {
    const productId = 100_001 + built.length;
    const name = productName(placed, line, original.sale, label);
    const itemReference = (eanCounters.get(label) ?? 0) + 1;
    eanCounters.set(label, itemReference);
    built.push({
      ...original,
      copyOf: original.row.productId,
      row: {
        ...original.row,
        productId,
        wpId: 900_000 + productId,
        slug: uniqueSlug(name, productId),
        name,
        description: description(placed, line, label),
        ean: ean13(`81${String(vendorId(label)).padStart(5, '0')}`, itemReference),
        vendorId: vendorId(label),
        searchBrand: VENDORS[label].name,
        vatRate: vatRateOfProduct({ categorySlug: placed.slug, name }),
      },
    });
  }
  return built;
}
