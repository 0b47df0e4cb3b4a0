import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { managedAccounts, users } from '../db/schema';

/*
 * The demo agent (agente@esempio.it, a master account) manages the demo
 * shopper at each brand, so its lists of orders (docs/rules/account.md) show Mario's. A
 * step of its own, so a database seeded before it gets the link too.
 */

const MASTER = 'agente@esempio.it';
const MANAGED = 'mario.rossi@esempio.it';

export async function seedManagedAccounts(db: Db): Promise<void> {
  const people = await db
    .select({ userId: users.userId, brandId: users.brandId, login: users.login })
    .from(users)
    .where(inArray(users.login, [MASTER, MANAGED]));
  const links = people
    .filter((p) => p.login === MASTER)
    .flatMap((master) =>
      people
        .filter((p) => p.login === MANAGED && p.brandId === master.brandId)
        .map((person) => ({ masterUserId: master.userId, userId: person.userId })),
    );
  if (links.length > 0) await db.insert(managedAccounts).values(links).onConflictDoNothing();
}
