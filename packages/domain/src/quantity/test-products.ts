import type { ProductInfos, SelectOption } from '../api/catalog';
import type { QuantifiedProduct } from './rules';

/** A product as the quantity rules read it; the defaults are a plain piece in stock. */
export const testProduct = (
  infos: Partial<ProductInfos> = {},
  fields: Partial<Omit<QuantifiedProduct, 'productInfos'>> = {},
): QuantifiedProduct => ({
  productInfos: { TIPOLOGIA: 'Pezzo', ...infos },
  minAcq: 1,
  maxAcq: 99,
  available: 100,
  selectOptions: [],
  ...fields,
});

export const SLICING: SelectOption = {
  name: 'Spessore del taglio',
  parameterName: 'SPESSORE_TAGLIO',
  options: [
    { name: 'Sottile', key: 'sottile', value: 'sottile' },
    { name: 'Spesso', key: 'spesso', value: 'spesso' },
  ],
};

/** Loose apples: first add 0,5 kg, then 100 g steps, at most 5 kg. */
export const APPLES = testProduct(
  {
    TIPOLOGIA: 'Sfuso',
    UNIT_SELLING: 'kg',
    WEIGHT_SELLING: '0.5',
    STEP_SELLING: '0.1',
    WEIGHT_UNIT_SELLING: 'kg',
    WEIGHT_UNIT_BASE: 'kg',
    MAXACQ: '5',
  },
  { minAcq: 0.5, maxAcq: 5 },
);

/** Ham at the counter, by the hectogram: 1 hg first, then half hectograms. */
export const HAM = testProduct(
  {
    TIPOLOGIA: 'Peso',
    UNIT_SELLING: 'hg',
    WEIGHT_SELLING: '1',
    STEP_SELLING: '0.5',
    WEIGHT_UNIT_SELLING: 'hg',
    WEIGHT_UNIT_BASE: 'kg',
    MAXACQ: '20',
  },
  { minAcq: 1, maxAcq: 20, selectOptions: [SLICING] },
);

/** A 400 g tray of chicken priced per kg. */
export const CHICKEN = testProduct(
  {
    TIPOLOGIA: 'Confezione',
    UNIT_SELLING: 'conf',
    QTY_MULT: '1',
    WEIGHT_SELLING: '400',
    WEIGHT_UNIT_SELLING: 'g',
    WEIGHT_UNIT_BASE: 'kg',
    MAXACQ: '10',
  },
  { maxAcq: 10 },
);

/** Water sold only by six bottles (QTY_MULT 6, QTY_LOCKED). */
export const WATER = testProduct(
  { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '6', QTY_LOCKED: 'true', MULTI_PACK: '1' },
  { minAcq: 6 },
);

/** Yogurt: one item is a pack of six pots (MULTI_PACK 6). */
export const YOGURT = testProduct(
  { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1', MULTI_PACK: '6' },
  { maxAcq: 99 },
);
