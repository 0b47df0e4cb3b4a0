import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The shopper's account a login names: its username (login) or its e-mail
 * address, in any case. Staff accounts made by single sign-on are no one's
 * login here: one may share a shopper's e-mail (issue 30), and no password,
 * reset link or social login may reach it.
 */
export async function findUserByLogin(
  db: Db,
  brandId: string,
  login: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.brandId, brandId),
        eq(users.ssoUser, false),
        or(
          eq(sql`lower(${users.login})`, login.toLowerCase()),
          eq(sql`lower(${users.email})`, login.toLowerCase()),
        ),
      ),
    )
    // The login name first: a username never equals another account's e-mail (decision 022).
    .orderBy(sql`lower(${users.login}) = ${login.toLowerCase()} desc`)
    .limit(1);
  return row;
}

/** A user with the legal texts they accepted, as a session reads them (docs/rules/account.md legals). */
export type ShopperRow = UserRow & { legals: readonly number[]; hasFavorites: boolean };

/**
 * The legal texts (registration disclaimers) a user accepted in their current
 * wording, by id: a text reworded since asks again, so its id drops out. For a
 * query that reads `users`: the table is named, as Drizzle leaves a column of
 * the main table unqualified and the subquery would read its own.
 */
export const acceptedLegals = sql<number[]>`array(
    select ud.disclaimer_id from user_disclaimers ud
    join registration_disclaimers rd on rd.disclaimer_id = ud.disclaimer_id
    where ud.user_id = "users"."user_id" and ud.accepted and ud.version = rd.version
    order by ud.disclaimer_id)`;

/**
 * Whether the user's Preferiti hold a product (User.hasFavorites, docs/rules/lists.md);
 * for a query that reads `users`, like acceptedLegals.
 */
export const hasFavourites = sql<boolean>`exists(
    select 1 from wishlists w join wishlist_items wi on wi.list_id = w.list_id
    where w.user_id = "users"."user_id" and w.kind = 'favourites')`;

export async function withLegals(db: Db, user: UserRow): Promise<ShopperRow> {
  const [row] = await db
    .select({ legals: acceptedLegals, hasFavorites: hasFavourites })
    .from(users)
    .where(eq(users.userId, user.userId));
  return { ...user, legals: (row?.legals ?? []).map(Number), hasFavorites: !!row?.hasFavorites };
}
