import { roundQuantity, type Product } from '@spesa/domain';
import { formatMeasure, formatNumber, readNumber } from './measure';

/*
 * The quantity rules of SPEC §4, as far as choosing a quantity before adding
 * needs them (display only until the cart issue adds for real; the cart's own
 * rules then move to packages/domain).
 */

export type QuantifiedProduct = Pick<
  Product,
  'minAcq' | 'maxAcq' | 'available' | 'productInfos' | 'weightUnitDisplay'
>;

export interface QuantityRules {
  /** Pieces and packs are counted; loose goods are weighed. */
  kind: 'count' | 'weight';
  /** The first add: the smallest multiple of the step reaching minAcq, or WEIGHT_SELLING. */
  initial: number;
  /** QTY_MULT (or 1) for pieces and packs, STEP_SELLING for loose goods. */
  step: number;
  /** The most that may be bought: MAXACQ, and maxAcq (default available) ÷ MULTI_PACK. */
  max: number;
  /** 'pz', 'conf', or the selling weight unit ('kg', 'hg'). */
  unit: string;
  /** Pieces and packs take a typed quantity (SPEC §4: manual input only for Pezzo and Confezione). */
  typed: boolean;
  /** QTY_LOCKED: typed quantities snap to the nearest multiple of the step. */
  locked: boolean;
}

const positive = (value: number | null, fallback: number): number =>
  value !== null && value > 0 ? value : fallback;

/** Largest multiple of `step` not above `value` (3 decimals). */
const floorTo = (value: number, step: number): number =>
  roundQuantity(Math.floor(roundQuantity(value / step)) * step);
const ceilTo = (value: number, step: number): number =>
  roundQuantity(Math.ceil(roundQuantity(value / step)) * step);

export function quantityRulesOf(product: QuantifiedProduct): QuantityRules {
  const infos = product.productInfos;
  const maxAcqInfo = readNumber(infos.MAXACQ);
  if (infos.TIPOLOGIA === 'Sfuso' || infos.TIPOLOGIA === 'Peso') {
    const step = positive(readNumber(infos.STEP_SELLING), 0.1);
    const initial = positive(readNumber(infos.WEIGHT_SELLING), step);
    const caps = [maxAcqInfo, product.maxAcq > 0 ? product.maxAcq : null].filter(
      (v): v is number => v !== null && v > 0,
    );
    return {
      kind: 'weight',
      initial,
      step,
      max: caps.length > 0 ? Math.min(...caps) : Number.POSITIVE_INFINITY,
      unit: infos.WEIGHT_UNIT_SELLING ?? product.weightUnitDisplay,
      typed: false,
      locked: false,
    };
  }
  const step = Math.max(1, Math.round(positive(readNumber(infos.QTY_MULT), 1)));
  const multiPack = positive(readNumber(infos.MULTI_PACK), 1);
  const purchasable = (product.maxAcq > 0 ? product.maxAcq : product.available) / multiPack;
  const cap = Math.min(maxAcqInfo ?? Number.POSITIVE_INFINITY, purchasable);
  return {
    kind: 'count',
    initial: ceilTo(Math.max(product.minAcq, step), step),
    step,
    max: Number.isFinite(cap) ? floorTo(cap, step) : cap,
    unit: infos.UNIT_SELLING ?? (infos.TIPOLOGIA === 'Confezione' ? 'conf' : 'pz'),
    typed: true,
    locked: infos.QTY_LOCKED === 'true',
  };
}

/** Can the product be bought at all (stock and caps leave room for the first add)? */
export const canBuy = (rules: QuantityRules, product: Pick<Product, 'available'>): boolean =>
  product.available > 0 && rules.max >= rules.initial;

/** SPEC §4: '+' from nothing is the first add; then one step, snapped and capped at the maximum. */
export function stepUp(rules: QuantityRules, quantity: number): number {
  if (quantity <= 0) return Math.min(rules.initial, rules.max);
  const next =
    rules.kind === 'count'
      ? floorTo(quantity + rules.step, rules.step)
      : roundQuantity(quantity + rules.step);
  return next > rules.max ? Math.max(quantity, rules.max) : next;
}

/**
 * SPEC §4: '−' takes one step; a weight below the first add gives 0, and a
 * count below the minimum other than 0 is refused (the quantity stays).
 */
export function stepDown(rules: QuantityRules, quantity: number): number {
  if (rules.kind === 'weight') {
    const next = roundQuantity(quantity - rules.step);
    return next < rules.initial ? 0 : next;
  }
  const next = floorTo(Math.max(0, quantity - rules.step), rules.step);
  if (next === 0) return 0;
  return next < rules.initial ? quantity : next;
}

/**
 * A typed count (Pezzo, Confezione): unreadable text keeps the current
 * quantity; QTY_LOCKED rounds to the nearest multiple of the step (at least
 * one); the result stays between the first add and the maximum.
 */
export function typedQuantity(rules: QuantityRules, text: string, current: number): number {
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || text.trim() === '') return current;
  let quantity = Math.round(value);
  if (rules.locked) quantity = Math.max(rules.step, Math.round(value / rules.step) * rules.step);
  else if (rules.step > 1) quantity = ceilTo(quantity, rules.step);
  return Math.min(Math.max(quantity, rules.initial), rules.max);
}

/** '6 pz', '1 conf', '600 g' (a weight in the selling unit, shown as a shopper reads it). */
export function formatQuantity(rules: QuantityRules, quantity: number): string {
  return rules.kind === 'weight'
    ? formatMeasure(quantity, rules.unit)
    : `${formatNumber(quantity)} ${rules.unit}`;
}
