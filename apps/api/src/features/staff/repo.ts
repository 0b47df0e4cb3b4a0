import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { CacheProvider } from '@node-saml/node-saml';
import type { Db } from '../../db/client';
import { samlAssertions, users } from '../../db/schema';
import type { StaffAssertion } from './saml';

/**
 * The AuthnRequests the shop issued and no response has answered yet, beside
 * the used assertions in `saml_assertions` (no table of their own, no
 * migration): a SAML ID is an NCName, which has no colon, so `request:<id>`
 * never equals an assertion's ID. In the database, not in memory, so the
 * response may reach another process than the one that sent the browser to the
 * IdP. Each ID answers once: @node-saml removes it when a response uses it.
 */
const REQUEST = 'request:';

export function issuedRequests(db: Db, lifetimeMs: number): CacheProvider {
  const key = (id: string) => `${REQUEST}${id}`;
  return {
    async saveAsync(id, instant) {
      const createdAt = Date.parse(instant);
      await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, new Date()));
      await db
        .insert(samlAssertions)
        .values({ assertionId: key(id), expiresAt: new Date(createdAt + lifetimeMs) })
        .onConflictDoNothing();
      return { value: instant, createdAt };
    },
    async getAsync(id) {
      const [row] = await db
        .select({ expiresAt: samlAssertions.expiresAt })
        .from(samlAssertions)
        .where(
          and(eq(samlAssertions.assertionId, key(id)), gt(samlAssertions.expiresAt, new Date())),
        );
      return row ? new Date(row.expiresAt.getTime() - lifetimeMs).toISOString() : null;
    },
    async removeAsync(id) {
      if (id === null) return null;
      const removed = await db
        .delete(samlAssertions)
        .where(eq(samlAssertions.assertionId, key(id)))
        .returning({ assertionId: samlAssertions.assertionId });
      return removed.length === 1 ? id : null;
    },
  };
}

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

/**
 * A staff account's login: the IdP and the NameID it gives the person, never
 * the bare e-mail, so a shopper who registered that e-mail first keeps their
 * account and the staff member still signs in (issue 30). Neither an e-mail
 * address nor a username may hold a colon, so no shopper's login can equal it.
 */
const staffLogin = ({ issuer, nameId }: StaffAssertion): string =>
  `sso:${issuer} ${nameId}`.toLowerCase();

/**
 * Creates or refreshes the staff member's account from the IdP's word (role and
 * store included). Only single-sign-on rows are looked at: a shopper's account
 * with the same e-mail is neither read nor changed, and never becomes staff.
 * An account made before logins were keyed by NameID (login = the e-mail)
 * is found by its e-mail once and gets the new login.
 */
export async function upsertStaffUser(
  db: Db,
  brandId: string,
  assertion: StaffAssertion,
): Promise<number> {
  const login = staffLogin(assertion);
  const fields = {
    login,
    email: assertion.email,
    firstName: assertion.firstName,
    lastName: assertion.lastName,
    staffRole: assertion.role,
    referenceStoreId: assertion.storeId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(
        and(
          eq(users.brandId, brandId),
          eq(users.ssoUser, true),
          inArray(sql`lower(${users.login})`, [login, assertion.email]),
        ),
      )
      .orderBy(sql`lower(${users.login}) = ${login} desc`)
      .limit(1)
      .for('update');
    if (existing) {
      await tx.update(users).set(fields).where(eq(users.userId, existing.userId));
      return existing.userId;
    }
    const [created] = await tx
      .insert(users)
      .values({
        ...fields,
        brandId,
        passwordHash: NO_LOCAL_PASSWORD,
        ssoUser: true,
        emailConfirmedAt: new Date(),
      })
      .returning({ userId: users.userId });
    return created!.userId;
  });
}

/** The first name and e-mail a shopper's mails go to. */
export async function findMailRecipient(tx: Db, userId: number) {
  const [shopper] = await tx
    .select({ firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.userId, userId));
  return shopper;
}
