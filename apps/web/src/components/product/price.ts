import {
  DomainError,
  eurosToCents,
  formatEuro,
  formatMeasure,
  formatPricePerUnit,
  packDisplayPriceCents,
  pricePerUnitCents,
  readInfoNumber,
  type Product,
  type Tipologia,
} from '@spesa/domain';

export type PricedProduct = Pick<
  Product,
  'priceDisplay' | 'priceStandardDisplay' | 'weightUnitDisplay' | 'productInfos'
>;

/** What the price block shows, already formatted. */
export interface PriceView {
  tipologia: Tipologia;
  /** The price of what the shopper buys: one piece, one pack, or one `priceUnit` of a loose good. */
  price: string;
  /** Loose goods (Sfuso, Peso) are priced per this unit ('kg'); null for pieces and packs. */
  priceUnit: string | null;
  /** The price before the promotion, shown struck through; only when higher than `price`. */
  standardPrice: string | null;
  /** Price per kg or l (docs/rules/catalog.md); null when the product does not say its content. */
  pricePerUnit: string | null;
  /** Confezione: the nominal pack content ('800 g'); its price is an estimate. */
  packContent: string | null;
  /** Sfuso: the average weight of one piece ('220 g'). */
  pieceWeight: string | null;
}

/** Runs a domain computation; unknown or mixed units in the data leave the figure out. */
function attempt<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * The price block of docs/rules/catalog.md:
 * - Pezzo: priceDisplay per piece; price per kg/l = price × selling/base multiplier ÷ selling weight.
 * - Confezione: priceDisplay is per kg/l; the pack costs unit price × pack weight
 *   (÷ 1000 in grams), the price per unit is priceDisplay itself.
 * - Sfuso and Peso: priceDisplay per kg (the weight unit), no separate unit price.
 */
export function priceViewOf(product: PricedProduct): PriceView {
  const infos = product.productInfos;
  const cents = eurosToCents(product.priceDisplay);
  const standardCents =
    product.priceStandardDisplay !== null && product.priceStandardDisplay > product.priceDisplay
      ? eurosToCents(product.priceStandardDisplay)
      : null;
  const baseUnit = infos.WEIGHT_UNIT_BASE ?? product.weightUnitDisplay;
  const view: PriceView = {
    tipologia: infos.TIPOLOGIA,
    price: formatEuro(cents),
    priceUnit: null,
    standardPrice: standardCents === null ? null : formatEuro(standardCents),
    pricePerUnit: null,
    packContent: null,
    pieceWeight: null,
  };

  switch (infos.TIPOLOGIA) {
    case 'Pezzo': {
      const weight = readInfoNumber(infos.WEIGHT_SELLING_SINGLE_UNIT);
      const unit = infos.WEIGHT_SELLING_SINGLE_UNIT_UM;
      if (weight !== null && weight > 0 && unit && infos.WEIGHT_UNIT_BASE) {
        const base = infos.WEIGHT_UNIT_BASE;
        view.pricePerUnit = attempt(() =>
          formatPricePerUnit(
            pricePerUnitCents({
              priceCents: cents,
              sellingWeight: weight,
              sellingUnit: unit,
              baseUnit: base,
            }),
            base,
          ),
        );
      }
      return view;
    }
    case 'Confezione': {
      const packWeight = readInfoNumber(infos.WEIGHT_SELLING);
      const packUnit = infos.WEIGHT_UNIT_SELLING;
      view.pricePerUnit = attempt(() => formatPricePerUnit(cents, baseUnit));
      if (packWeight === null || packWeight <= 0 || !packUnit) return view;
      const packPrice = (unitPriceCents: number) =>
        attempt(() => formatEuro(packDisplayPriceCents({ unitPriceCents, packWeight, packUnit })));
      const price = packPrice(cents);
      if (price === null) return view;
      view.price = price;
      view.standardPrice = standardCents === null ? null : packPrice(standardCents);
      view.packContent = attempt(() => formatMeasure(packWeight, packUnit));
      return view;
    }
    case 'Sfuso':
    case 'Peso': {
      view.priceUnit = product.weightUnitDisplay;
      const piece = readInfoNumber(infos.WEIGHT_SELLING_SINGLE_UNIT);
      const pieceUnit = infos.WEIGHT_SELLING_SINGLE_UNIT_UM;
      if (piece !== null && piece > 0 && pieceUnit)
        view.pieceWeight = attempt(() => formatMeasure(piece, pieceUnit));
      return view;
    }
  }
}
