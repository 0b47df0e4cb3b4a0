import type { Product, ProductInfos, Tipologia } from '../api/catalog';
import { isMeasureUnit, unitDimension } from '../units/unit-multipliers';
import type { SfusoUnits } from '../units/sfuso';
import { roundQuantity } from '../units/convert';
import { ceilToGrid, floorToGrid, type QuantityGrid } from './grid';

/** What the quantity rules read of a product (docs/rules/catalog.md Product, productInfos). */
export type QuantifiedProduct = Pick<
  Product,
  'productInfos' | 'minAcq' | 'maxAcq' | 'available' | 'selectOptions'
>;

export interface OptionChoices {
  parameterName: string;
  keys: readonly string[];
}

/**
 * The quantity rules of one product (docs/rules/quantities-and-prices.md Quantity), in its selling unit:
 * pieces or packs for Pezzo and Confezione, a weight in WEIGHT_UNIT_SELLING for
 * Sfuso and Peso. Every quantity other than 0 sits on the grid first + k·step.
 */
export interface QuantityRules extends QuantityGrid {
  tipologia: Tipologia;
  /** Pieces and packs are counted; loose and counter goods are weighed. */
  kind: 'count' | 'weight';
  /** 'pz', 'conf', or the selling weight unit ('kg', 'hg'). */
  unit: string;
  /** A minus landing below this removes the line: one step for counts, WEIGHT_SELLING for weights. */
  removeBelow: number;
  /** maxAcq (default: available) ÷ MULTI_PACK, on the grid; 0 when not even the first fits. */
  maxPerProduct: number;
  /** MAXACQ: the most one shopper may buy in a day, today's orders included; null when unset. */
  dailyMax: number | null;
  /** Stock of the delivery warehouse, in the selling unit. */
  available: number;
  /** MULTI_PACK: pieces in one sold pack (a 6-pack of water counts 6 towards a class limit). */
  multiPack: number;
  /** docs/rules/quantities-and-prices.md: manual quantity input exists only for Pezzo and Confezione. */
  manualInput: boolean;
  /** QTY_LOCKED: typed quantities snap to the nearest multiple of the step. */
  locked: boolean;
  /** Weighed goods: the selling and base units, when the product names known ones. */
  weightUnits: SfusoUnits | null;
  /** Confezione: the nominal weight of one pack, when it is given in a known unit. */
  pack: { amount: number; unit: string } | null;
  /** Options the shopper must choose before the first add. */
  options: readonly OptionChoices[];
}

/** A productInfos number ('0.1', or '0,1' as Italian data sometimes writes it); null if absent or unreadable. */
export function readInfoNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A positive quantity of at most 3 decimals, or the fallback. */
const positiveQuantity = (value: number | null, fallback: number): number => {
  const rounded = value === null ? 0 : roundQuantity(value);
  return rounded > 0 ? rounded : fallback;
};

const weightUnitsOf = (infos: ProductInfos): SfusoUnits | null => {
  const sellingUnit = infos.WEIGHT_UNIT_SELLING;
  const baseUnit = infos.WEIGHT_UNIT_BASE ?? sellingUnit;
  if (!sellingUnit || !baseUnit || !isMeasureUnit(sellingUnit) || !isMeasureUnit(baseUnit))
    return null;
  return unitDimension(sellingUnit) === unitDimension(baseUnit) ? { sellingUnit, baseUnit } : null;
};

const packOf = (infos: ProductInfos): QuantityRules['pack'] => {
  const amount = readInfoNumber(infos.WEIGHT_SELLING);
  const unit = infos.WEIGHT_UNIT_SELLING;
  if (amount === null || amount <= 0 || !unit || !isMeasureUnit(unit)) return null;
  if (infos.WEIGHT_UNIT_BASE && !isMeasureUnit(infos.WEIGHT_UNIT_BASE)) return null;
  return { amount, unit };
};

/** The quantity rules of a product, from its productInfos, minAcq, maxAcq, stock and options. */
export function quantityRulesOf(product: QuantifiedProduct): QuantityRules {
  const infos = product.productInfos;
  const multiPack = Math.max(1, Math.round(readInfoNumber(infos.MULTI_PACK) ?? 1));
  const maxAcqInfo = readInfoNumber(infos.MAXACQ);
  const cap = (product.maxAcq > 0 ? product.maxAcq : product.available) / multiPack;
  const available = Math.max(0, product.available);
  const options = product.selectOptions.map((o) => ({
    parameterName: o.parameterName,
    keys: o.options.map((option) => option.key),
  }));
  const minAcq = Math.max(0, product.minAcq);

  if (infos.TIPOLOGIA === 'Sfuso' || infos.TIPOLOGIA === 'Peso') {
    const step = positiveQuantity(readInfoNumber(infos.STEP_SELLING), 0.1);
    const weightSelling = positiveQuantity(readInfoNumber(infos.WEIGHT_SELLING), step);
    const grid = { first: roundQuantity(Math.max(weightSelling, minAcq)), step };
    return {
      ...grid,
      tipologia: infos.TIPOLOGIA,
      kind: 'weight',
      unit: infos.WEIGHT_UNIT_SELLING ?? infos.UNIT_SELLING ?? 'kg',
      removeBelow: weightSelling,
      maxPerProduct: floorToGrid(grid, cap),
      dailyMax: maxAcqInfo,
      available,
      multiPack: 1,
      manualInput: false,
      locked: false,
      weightUnits: weightUnitsOf(infos),
      pack: null,
      options,
    };
  }

  const step = Math.max(1, Math.round(readInfoNumber(infos.QTY_MULT) ?? 1));
  const grid = { first: ceilToGrid({ first: step, step }, Math.max(minAcq, step)), step };
  return {
    ...grid,
    tipologia: infos.TIPOLOGIA,
    kind: 'count',
    unit: infos.UNIT_SELLING ?? (infos.TIPOLOGIA === 'Confezione' ? 'conf' : 'pz'),
    removeBelow: step,
    maxPerProduct: floorToGrid(grid, cap),
    dailyMax: maxAcqInfo,
    available,
    multiPack,
    manualInput: true,
    locked: infos.QTY_LOCKED === 'true',
    weightUnits: null,
    pack: infos.TIPOLOGIA === 'Confezione' ? packOf(infos) : null,
    options,
  };
}

/**
 * The most the quantity control may reach: the purchase maximum, MAXACQ
 * (docs/rules/quantities-and-prices.md "capped at MAXACQ") and the stock, on the grid; below `first`
 * the product cannot be bought at all.
 */
export function maxPurchasable(rules: QuantityRules): number {
  const limit = Math.min(
    rules.maxPerProduct,
    rules.dailyMax ?? Number.POSITIVE_INFINITY,
    rules.available,
  );
  return floorToGrid(rules, limit);
}
