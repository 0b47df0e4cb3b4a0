import { refusal, type QuantityRefusal } from './messages';
import type { QuantityRules } from './rules';
import { QUANTITY_MESSAGES } from '../texts/quantities';

/** The shopper's choices, by parameterName: { SPESSORE_TAGLIO: 'sottile' }. */
export type ChosenOptions = Readonly<Record<string, string>>;

/** The options still to choose before the product can be added (docs/rules/catalog.md Product options). */
export const missingOptions = (rules: Pick<QuantityRules, 'options'>, chosen: ChosenOptions) =>
  rules.options.filter((o) => !Object.hasOwn(chosen, o.parameterName)).map((o) => o.parameterName);

/** Every option chosen, each among its keys, and nothing the product does not offer. */
export function validateOptions(
  rules: Pick<QuantityRules, 'options'>,
  chosen: ChosenOptions,
): QuantityRefusal | null {
  for (const [parameterName, key] of Object.entries(chosen)) {
    const option = rules.options.find((o) => o.parameterName === parameterName);
    if (!option?.keys.includes(key))
      return refusal('cart.invalid_option', QUANTITY_MESSAGES.invalidOption);
  }
  return missingOptions(rules, chosen).length > 0
    ? refusal('cart.options_required', QUANTITY_MESSAGES.optionsRequired)
    : null;
}
