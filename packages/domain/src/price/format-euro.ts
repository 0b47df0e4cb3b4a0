import { onFirstUse } from '../intl';
import { CURRENCY, INTL_LOCALE } from '../constants';
import { assertCents, type Cents } from './money';

/**
 * Italian CLDR data groups thousands only from five digits ("1234,50 €");
 * Italian shop displays group them always ("1.234,50 €"), hence 'always'.
 */
const euroFormatter = onFirstUse(
  () =>
    new Intl.NumberFormat(INTL_LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      useGrouping: 'always',
    }),
);

/**
 * 123450 → "1.234,50 €". The space before € is the non-breaking one Intl emits,
 * which keeps the amount and the symbol on one line.
 */
export const formatEuro = (cents: Cents): string => {
  assertCents(cents);
  return euroFormatter().format(cents / 100);
};
