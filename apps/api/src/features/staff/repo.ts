import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { samlAssertions, users } from '../../db/schema';
import type { StaffAssertion } from './saml';

/**
 * Records an assertion as used. False when it was used before: a replayed
 * assertion (the same ID) never signs anyone in twice, whatever else it says.
 */
export async function claimAssertion(db: Db, assertion: StaffAssertion): Promise<boolean> {
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, new Date()));
  const claimed = await db
    .insert(samlAssertions)
    .values({ assertionId: assertion.assertionId, expiresAt: assertion.expiresAt })
    .onConflictDoNothing()
    .returning({ assertionId: samlAssertions.assertionId });
  return claimed.length === 1;
}

/**
 * No argon2 hash has this shape, so the password login never matches it: an
 * account made by single sign-on cannot be opened with a local password.
 */
const NO_LOCAL_PASSWORD = '!sso';

export type StaffUpsert =
  | { kind: 'ok'; userId: number }
  /** A shopper's local account already holds this e-mail: it is not turned into staff. */
  | { kind: 'local_account' };

/** Creates or refreshes the staff member's account from the IdP's word (role and store included). */
export async function upsertStaffUser(
  db: Db,
  brandId: string,
  assertion: StaffAssertion,
): Promise<StaffUpsert> {
  const fields = {
    email: assertion.email,
    firstName: assertion.firstName,
    lastName: assertion.lastName,
    staffRole: assertion.role,
    referenceStoreId: assertion.storeId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: users.userId, ssoUser: users.ssoUser })
      .from(users)
      .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.login})`, assertion.email)))
      .for('update');
    if (existing && !existing.ssoUser) return { kind: 'local_account' } as const;
    if (existing) {
      await tx.update(users).set(fields).where(eq(users.userId, existing.userId));
      return { kind: 'ok', userId: existing.userId } as const;
    }
    const [created] = await tx
      .insert(users)
      .values({
        ...fields,
        brandId,
        login: assertion.email,
        passwordHash: NO_LOCAL_PASSWORD,
        ssoUser: true,
        emailConfirmedAt: new Date(),
      })
      .returning({ userId: users.userId });
    return { kind: 'ok', userId: created!.userId } as const;
  });
}
