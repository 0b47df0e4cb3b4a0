import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import type { UserRow } from '../users';
import type { SocialProvider } from '../../adapters/identity';

/** The account an identity is linked to in this brand: identities of other brands are not seen. */
export async function findLinkedUser(
  db: Db,
  brandId: string,
  provider: SocialProvider,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(
      users,
      and(eq(users.userId, userIdentities.userId), eq(users.brandId, userIdentities.brandId)),
    )
    .where(
      and(
        eq(userIdentities.brandId, brandId),
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, subject),
      ),
    )
    .limit(1);
  return row?.user;
}

/** Links an identity to an account; false when it is linked (to this or another account) already. */
export async function insertIdentity(
  db: Db,
  row: {
    brandId: string;
    provider: SocialProvider;
    subject: string;
    userId: number;
    email: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(userIdentities)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: userIdentities.userId });
  return inserted.length > 0;
}
