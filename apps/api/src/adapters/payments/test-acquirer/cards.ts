import type { DeclineCode } from '../port';

/** What a test card does once the shopper submits it on the acquirer's page. */
export type TestCardOutcome =
  | { kind: 'authorize' }
  | { kind: 'decline'; code: DeclineCode }
  | { kind: 'challenge' }
  | { kind: 'pending' };

export interface TestCard {
  number: string;
  /** Italian, for the README and the decision record. */
  description: string;
  outcome: TestCardOutcome;
}

/**
 * The test acquirer's cards (decision 014). Any expiry in the future and any
 * CVC work; any other number that passes the Luhn check is authorised like the first.
 */
export const TEST_CARDS = {
  success: {
    number: '4242 4242 4242 4242',
    description: 'Pagamento autorizzato',
    outcome: { kind: 'authorize' },
  },
  declined: {
    number: '4000 0000 0000 0002',
    description: 'Carta rifiutata (card_declined)',
    outcome: { kind: 'decline', code: 'card_declined' },
  },
  insufficientFunds: {
    number: '4000 0000 0000 9995',
    description: 'Fondi insufficienti (insufficient_funds)',
    outcome: { kind: 'decline', code: 'insufficient_funds' },
  },
  threeDSecure: {
    number: '4000 0000 0000 3220',
    description: 'Verifica 3-D Secure: «Conferma» autorizza, «Non confermare» rifiuta',
    outcome: { kind: 'challenge' },
  },
  pending: {
    number: '4000 0000 0000 0077',
    description: 'Esito in sospeso per ACQUIRER_PENDING_SECONDS (20 s), poi autorizzato',
    outcome: { kind: 'pending' },
  },
} as const satisfies Record<string, TestCard>;

export const digitsOnly = (text: string): string => text.replace(/[\s-]/g, '');

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function outcomeOf(number: string): TestCardOutcome {
  const card = Object.values(TEST_CARDS).find((c) => digitsOnly(c.number) === number);
  return card?.outcome ?? { kind: 'authorize' };
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return 'card';
}

/**
 * 'MM/AA' (or 'MM/AAAA') → month and four-digit year, or null when unreadable.
 * A card is valid through the last day of its month.
 */
export function readExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export const isExpired = ({ month, year }: { month: number; year: number }, now: Date): boolean =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
