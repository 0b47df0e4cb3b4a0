import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../features/auth';
import { SEEDED_BRANDS } from './brands';

/** The password of every demo account (README names them). */
export const DEMO_PASSWORD = 'Spesa2026!';

export const DEMO_USERS = [
  {
    login: 'mario.rossi@esempio.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    phone: '+39 333 123 4567',
    fiscalCode: 'RSSMRA80A01A944I',
    birthDate: '1980-01-01',
    userTypeId: '3',
    betaTester: false,
    fidelityCard: '2501234567898',
  },
  {
    login: 'agente@esempio.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    phone: '+39 051 765 4321',
    fiscalCode: null,
    birthDate: null,
    userTypeId: '1',
    betaTester: false,
    fidelityCard: null,
  },
  {
    login: 'beta@esempio.it',
    firstName: 'Luca',
    lastName: 'Verdi',
    phone: '+39 347 555 0101',
    fiscalCode: null,
    birthDate: null,
    userTypeId: '3',
    betaTester: true,
    fidelityCard: null,
  },
] as const;

/** Every demo account exists at every brand, with the same password. */
export async function seedUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    SEEDED_BRANDS.flatMap((brand) =>
      DEMO_USERS.map((u) => ({
        ...u,
        brandId: brand.brandId,
        email: u.login,
        passwordHash,
        emailConfirmedAt: new Date(),
      })),
    ),
  );
}
