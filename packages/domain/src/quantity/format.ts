import { onFirstUse } from '../intl';
import { INTL_LOCALE } from '../constants';
import { convert } from '../units/convert';
import { isMeasureUnit, unitDimension } from '../units/unit-multipliers';
import type { QuantityRules } from './rules';

const numberFormat = onFirstUse(
  () => new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 3 }),
);

/** 0.5 → "0,5"; decimals as Italians write them. */
export const formatDecimal = (value: number): string => numberFormat().format(value);

/**
 * A weight or volume as a shopper reads it: below 1 kg (1 l) in grams
 * (millilitres), else in kilograms (litres). 0.6 kg → "600 g", 1.5 hg →
 * "150 g", 1.5 kg → "1,5 kg". Units that are not measures are shown as they are.
 */
export function formatMeasure(value: number, unit: string): string {
  if (!isMeasureUnit(unit)) return `${formatDecimal(value)} ${unit}`.trim();
  const [small, large] =
    unitDimension(unit) === 'mass' ? (['g', 'kg'] as const) : (['ml', 'l'] as const);
  const inLarge = convert(value, unit, large);
  return inLarge < 1
    ? `${formatDecimal(convert(value, unit, small))} ${small}`
    : `${formatDecimal(inLarge)} ${large}`;
}

/** A cart quantity with its unit: '3 pz', '2 conf', '600 g', '1,5 kg'. */
export const formatQuantity = (rules: Pick<QuantityRules, 'kind' | 'unit'>, quantity: number) =>
  rules.kind === 'weight'
    ? formatMeasure(quantity, rules.unit)
    : `${formatDecimal(quantity)} ${rules.unit}`;
