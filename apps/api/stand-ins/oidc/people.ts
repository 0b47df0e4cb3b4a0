import { createHash } from 'node:crypto';

/** A person the local identity provider signs in, with the claims a real provider would send. */
export interface TestPerson {
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
}

/**
 * The people offered on the local provider's sign-in page. Giulia and Luca
 * have no account in the shop (a first login registers them); Mario is the
 * seeded demo shopper, so his identity can only be linked with his password.
 */
export const TEST_PEOPLE: readonly TestPerson[] = [
  {
    email: 'giulia.verdi@esempio.it',
    givenName: 'Giulia',
    familyName: 'Verdi',
    emailVerified: true,
  },
  { email: 'luca.neri@esempio.it', givenName: 'Luca', familyName: 'Neri', emailVerified: false },
  { email: 'mario.rossi@esempio.it', givenName: 'Mario', familyName: 'Rossi', emailVerified: true },
];

/**
 * The subject of an address at one provider: stable across restarts and
 * different per provider, as Google's and Facebook's ids of one person are.
 */
export const subjectOf = (provider: string, email: string): string =>
  createHash('sha256')
    .update(`${provider}:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 24);

/**
 * Anyone may sign in at the local provider: a listed person with their data,
 * any other address as a verified person named after it.
 */
export function personFor(email: string): TestPerson {
  const address = email.trim().toLowerCase();
  const listed = TEST_PEOPLE.find((p) => p.email === address);
  if (listed) return listed;
  const [first = 'Persona', last = 'Di Prova'] = (address.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return { email: address, givenName: first, familyName: last, emailVerified: true };
}
