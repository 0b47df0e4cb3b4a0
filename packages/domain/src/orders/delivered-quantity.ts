import { formatDecimal, formatMeasure } from '../quantity/format';

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
  const unit = line.quantityDisplay.replace(/^[\d.,\s]+/, '').trim();
  return `${formatDecimal(line.deliveredQuantity)} ${unit}`.trim();
}
