import { CARD_PRE_AUTHORISATION } from '../constants';
import { assertCents, type Cents } from '../price/money';
import { roundHalfUp } from '../rounding';

export interface PreAuthorisationInput {
  /** Goods whose price is known at checkout (Pezzo, Confezione). */
  packagedCents: Cents;
  /** Estimated value of goods weighed at preparation (Sfuso, Peso). */
  variableWeightCents: Cents;
  /** Defaults to CARD_PRE_AUTHORISATION.variableWeightMarginPercent (20). */
  marginPercent?: number;
}

/**
 * Amount reserved on the card at checkout (docs/rules/checkout-and-payment.md): packaged goods at their
 * price plus a margin on variable-weight goods, whose final weight is known
 * only when the order is prepared. Rounded half up to the cent. The real
 * charge happens on delivery, for the actual amount.
 */
export const preAuthorisationCents = ({
  packagedCents,
  variableWeightCents,
  marginPercent = CARD_PRE_AUTHORISATION.variableWeightMarginPercent,
}: PreAuthorisationInput): Cents => {
  assertCents(packagedCents, 'Packaged goods amount');
  assertCents(variableWeightCents, 'Variable-weight goods amount');
  if (!Number.isFinite(marginPercent) || marginPercent < 0) {
    throw new RangeError(`marginPercent must be a non-negative number, got ${marginPercent}`);
  }
  return packagedCents + roundHalfUp((variableWeightCents * (100 + marginPercent)) / 100, 0);
};

/**
 * What a card reserves for a cart (docs/rules/checkout-and-payment.md): everything at its price except
 * the weighed goods, which get the margin; codes come off the packaged part.
 * The order's final amount never exceeds it (finalOrderAmount).
 */
export function cartReservation(
  totalCents: Cents,
  variableWeightCents: Cents,
): { packagedCents: Cents; variableWeightCents: Cents; prebilledCents: Cents } {
  const packagedCents = Math.max(0, totalCents - variableWeightCents);
  return {
    packagedCents,
    variableWeightCents,
    prebilledCents: preAuthorisationCents({ packagedCents, variableWeightCents }),
  };
}
