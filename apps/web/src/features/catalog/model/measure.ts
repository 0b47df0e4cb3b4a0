import { INTL_LOCALE, convert, isMeasureUnit, unitDimension } from '@spesa/domain';

const numberFormat = new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 3 });

/** 0.5 → "0,5"; 1500 → "1.500". */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** The numbers of a text that the domain reads ('0.5'), or null when absent or unreadable. */
export function readNumber(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * A weight or volume as a shopper reads it: below 1 kg (1 l) in grams
 * (millilitres), else in kilograms (litres). 0.6 kg → "600 g", 1.5 hg → "150 g",
 * 1.25 kg → "1,25 kg", 750 ml → "750 ml". Other units are shown as they are.
 */
export function formatMeasure(value: number, unit: string): string {
  if (!isMeasureUnit(unit)) return `${formatNumber(value)} ${unit}`.trim();
  const [small, large] =
    unitDimension(unit) === 'mass' ? (['g', 'kg'] as const) : (['ml', 'l'] as const);
  const inLarge = convert(value, unit, large);
  return inLarge < 1
    ? `${formatNumber(convert(value, unit, small))} ${small}`
    : `${formatNumber(inLarge)} ${large}`;
}
