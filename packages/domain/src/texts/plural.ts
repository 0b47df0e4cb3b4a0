/**
 * Italian singular and plural by a count: the one rule every text that counts
 * follows on the server ('1 prodotto', '2 prodotti', '0 prodotti'). The web's
 * screens count with i18next's `_one`/`_other` keys, which follow the same
 * Intl rule for Italian.
 */
const ITALIAN = new Intl.PluralRules('it');

/** The form of a word or a phrase that agrees with `count`: byCount(1, 'il buono', 'i buoni'). */
export const byCount = (count: number, one: string, other: string): string =>
  ITALIAN.select(count) === 'one' ? one : other;

/** The count and its noun: countOf(1, 'prodotto', 'prodotti') is '1 prodotto'. */
export const countOf = (count: number, one: string, other: string): string =>
  `${count} ${byCount(count, one, other)}`;
