import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { PersonDetail } from '@spesa/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../users';

/** The person as user_detail answers it: never the password hash. */
export const toPersonDetail = (row: UserRow): PersonDetail => ({
  userId: row.userId,
  login: row.login,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  birthDate: row.birthDate,
  fiscalCode: row.fiscalCode,
  address1: row.address1,
  addressNumber: row.addressNumber,
  postalcode: row.postalcode,
  city: row.city,
  province: row.province,
  fidelityCard: row.fidelityCard,
  profile: { level: row.profileLevel },
});

/**
 * Is `name` (a username or an e-mail address) already another account's
 * login or e-mail in the brand? Logins are looked up by either (decision 022),
 * so one name must never open two accounts. Staff accounts are left out, as
 * findUserByLogin leaves them out: no login opens them.
 */
export async function nameTakenByAnother(
  db: Db,
  brandId: string,
  userId: number,
  name: string,
): Promise<boolean> {
  const lower = name.toLowerCase();
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        eq(users.brandId, brandId),
        ne(users.userId, userId),
        eq(users.ssoUser, false),
        or(eq(sql`lower(${users.login})`, lower), eq(sql`lower(${users.email})`, lower)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique index said no: two requests raced for the same login. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');
