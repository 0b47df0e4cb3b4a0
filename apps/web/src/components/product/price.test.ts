import { describe, expect, it } from 'vitest';
import type { ProductInfos } from '@spesa/domain';
import { priceViewOf, type PricedProduct, type PriceView } from './price';

/** Intl puts a non-breaking space between the amount and €. */
const eur = (text: string) => text.replace(/ €/g, '\u00a0€');

const product = (
  infos: ProductInfos,
  priceDisplay: number,
  priceStandardDisplay: number | null = null,
  weightUnitDisplay = 'pz',
): PricedProduct => ({
  productInfos: infos,
  priceDisplay,
  priceStandardDisplay,
  weightUnitDisplay,
});

const view = (patch: Partial<PriceView>): PriceView => ({
  tipologia: 'Pezzo',
  price: '',
  priceUnit: null,
  standardPrice: null,
  pricePerUnit: null,
  packContent: null,
  pieceWeight: null,
  ...patch,
  ...(patch.price ? { price: eur(patch.price) } : {}),
  ...(patch.standardPrice ? { standardPrice: eur(patch.standardPrice) } : {}),
  ...(patch.pricePerUnit ? { pricePerUnit: eur(patch.pricePerUnit) } : {}),
});

const pezzo = (weight?: string, unit?: string, base?: string): ProductInfos => ({
  TIPOLOGIA: 'Pezzo',
  QTY_MULT: '1',
  UNIT_SELLING: 'pz',
  ...(weight ? { WEIGHT_SELLING_SINGLE_UNIT: weight } : {}),
  ...(unit ? { WEIGHT_SELLING_SINGLE_UNIT_UM: unit } : {}),
  ...(base ? { WEIGHT_UNIT_BASE: base } : {}),
});

describe('priceViewOf (docs/rules/quantities-and-prices.md price per unit, Confezione display price)', () => {
  it.each<[string, PricedProduct, PriceView]>([
    [
      // 2,29 € × 1000 ÷ 600 = 381,67 cents → 3,82 €/kg
      'Pezzo: a 600 g piece',
      product(pezzo('600', 'g', 'kg'), 2.29),
      view({ price: '2,29 €', pricePerUnit: '3,82 €/kg' }),
    ],
    [
      'Pezzo on promotion: the standard price is struck through',
      product(pezzo('200', 'g', 'kg'), 1.09, 1.29),
      view({ price: '1,09 €', standardPrice: '1,29 €', pricePerUnit: '5,45 €/kg' }),
    ],
    [
      // a "standard" price not above the price is no saving: nothing is struck through
      'Pezzo whose standard price is not higher',
      product(pezzo('200', 'g', 'kg'), 1.09, 1.09),
      view({ price: '1,09 €', pricePerUnit: '5,45 €/kg' }),
    ],
    [
      'Pezzo in millilitres priced per litre',
      product(pezzo('750', 'ml', 'l'), 8.79),
      view({ price: '8,79 €', pricePerUnit: '11,72 €/l' }),
    ],
    [
      'Pezzo multi-pack: the content is the whole pack (2 × 340 g)',
      product({ ...pezzo('680', 'g', 'kg'), MULTI_PACK: '2' }, 3.89),
      view({ price: '3,89 €', pricePerUnit: '5,72 €/kg' }),
    ],
    [
      'Pezzo without a declared content has no unit price',
      product(pezzo(), 6.29),
      view({ price: '6,29 €' }),
    ],
    [
      'Pezzo with a unit the domain does not know has no unit price',
      product(pezzo('4', 'rotoli', 'kg'), 1.69),
      view({ price: '1,69 €' }),
    ],
    [
      // 17,19 €/kg × 800 g ÷ 1000 = 13,752 → 13,75 €; the struck price the same way
      'Confezione: 800 g pack at 17,19 €/kg',
      product(
        {
          TIPOLOGIA: 'Confezione',
          WEIGHT_SELLING: '800',
          WEIGHT_UNIT_SELLING: 'g',
          WEIGHT_UNIT_BASE: 'kg',
          UNIT_SELLING: 'conf',
        },
        17.19,
        21.49,
        'kg',
      ),
      view({
        tipologia: 'Confezione',
        price: '13,75 €',
        standardPrice: '17,19 €',
        pricePerUnit: '17,19 €/kg',
        packContent: '800 g',
      }),
    ],
    [
      'Confezione: a 1 kg pack costs its unit price',
      product(
        {
          TIPOLOGIA: 'Confezione',
          WEIGHT_SELLING: '1',
          WEIGHT_UNIT_SELLING: 'kg',
          WEIGHT_UNIT_BASE: 'kg',
        },
        9.29,
        null,
        'kg',
      ),
      view({
        tipologia: 'Confezione',
        price: '9,29 €',
        pricePerUnit: '9,29 €/kg',
        packContent: '1 kg',
      }),
    ],
    [
      'Sfuso: priced per kg, with the average weight of a piece',
      product(
        {
          TIPOLOGIA: 'Sfuso',
          STEP_SELLING: '0.1',
          WEIGHT_SELLING: '0.5',
          WEIGHT_UNIT_SELLING: 'kg',
          WEIGHT_UNIT_BASE: 'kg',
          WEIGHT_SELLING_SINGLE_UNIT: '0.22',
          WEIGHT_SELLING_SINGLE_UNIT_UM: 'kg',
        },
        2.39,
        null,
        'kg',
      ),
      view({ tipologia: 'Sfuso', price: '2,39 €', priceUnit: 'kg', pieceWeight: '220 g' }),
    ],
    [
      'Peso: a counter product sold by the hectogram, priced per kg',
      product(
        {
          TIPOLOGIA: 'Peso',
          STEP_SELLING: '0.5',
          WEIGHT_SELLING: '1',
          WEIGHT_UNIT_SELLING: 'hg',
          WEIGHT_UNIT_BASE: 'kg',
        },
        14.9,
        16.9,
        'kg',
      ),
      view({ tipologia: 'Peso', price: '14,90 €', standardPrice: '16,90 €', priceUnit: 'kg' }),
    ],
  ])('%s', (_case, input, expected) => {
    expect(priceViewOf(input)).toEqual(expected);
  });
});
