import { formatDecimal, formatMeasure } from '../quantity/format';
import { roundQuantity } from '../units/convert';

/** What a line of an order says of its quantity, as ordered and as picked. */
export interface DeliveredLine {
  variableWeight: boolean;
  /** As ordered: '2 pz', '700 g'. */
  quantityDisplay: string;
  /** In the selling unit; 0 when the line went missing, null until picked. */
  deliveredQuantity: number | null;
  /** Weighed at picking, in kg. */
  deliveredWeight: number | null;
}

/**
 * What was handed over, as the order page, the mail and the documents show it:
 * a weighed line by the weight found ('760 g', never its quantity in the
 * selling unit with the ordered unit beside it), a counted one by its pieces
 * or packs. Null while it is not picked or when it went missing.
 */
export function deliveredQuantityText(line: DeliveredLine): string | null {
  if (line.deliveredQuantity === 0) return null;
  if (line.variableWeight)
    return line.deliveredWeight === null ? null : formatMeasure(line.deliveredWeight, 'kg');
  if (line.deliveredQuantity === null) return null;
  return `${formatDecimal(line.deliveredQuantity)} ${countedUnitOf(line.quantityDisplay)}`.trim();
}

/** The unit of a counted quantity as displayed: '2 pz' → 'pz', '3 conf' → 'conf'. */
export const countedUnitOf = (quantityDisplay: string): string =>
  quantityDisplay.replace(/^[\d.,\s]+/, '').trim();

/** A weighed line as ordered and as picked: quantity in the selling unit, weights in kg. */
export interface WeighedLine {
  quantity: number;
  /** The ordered quantity's weight; null when the product names no known weight unit. */
  weightKg: number | null;
  deliveredWeightKg: number | null;
}

/**
 * What a weighed line gives back to the warehouse's stock once it is weighed,
 * in the selling unit the stock counts in: the purchase took the quantity
 * ordered, the shopper leaves with the weight found. 1 kg ordered and 0.8 kg
 * found gives 0.2 back; 1.1 kg found takes 0.1 more (a negative return). A
 * line not weighed, or whose weight unit is unknown, moves nothing more.
 */
export function weighedStockReturn(line: WeighedLine): number {
  if (line.deliveredWeightKg === null || !line.weightKg) return 0;
  return roundQuantity(line.quantity - (line.deliveredWeightKg * line.quantity) / line.weightKg);
}
