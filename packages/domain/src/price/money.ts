import { DomainError } from '../errors';
import { roundHalfUp, shiftDecimal } from '../rounding';

/**
 * Money is integer euro cents everywhere in the domain and the database
 * (docs/architecture.md#the-api-contract); euros as decimals exist only on the wire and on screen.
 */
export type Cents = number;

export class InvalidAmountError extends DomainError {
  constructor(value: number, what: string) {
    super('price.invalid_amount', `${what} must be a finite safe integer of cents, got ${value}`);
  }
}

export const isCents = (value: number): boolean => Number.isSafeInteger(value);

export const assertCents = (value: number, what = 'Amount'): void => {
  if (!isCents(value)) throw new InvalidAmountError(value, what);
};

/** 199 → 1.99. Integer ÷ 100 is exact enough that the result prints with two decimals. */
export const centsToEuros = (cents: Cents): number => {
  assertCents(cents);
  return cents / 100;
};

/**
 * 1.99 → 199, rounding half away from zero to the cent. Shifting the decimal
 * point in the decimal form (not × 100) keeps 1.13 at 113 instead of
 * 112.99999999999999 and turns 0.1 + 0.2 into 30, not 30.000000000000004.
 */
export const eurosToCents = (euros: number): Cents => {
  if (!Number.isFinite(euros)) throw new InvalidAmountError(euros, 'Euro amount');
  const cents = roundHalfUp(shiftDecimal(euros, 2), 0);
  assertCents(cents, 'Euro amount');
  return cents;
};
