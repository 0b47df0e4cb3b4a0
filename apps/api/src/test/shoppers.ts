import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { form, type TestApp } from './helper';

export type Cookies = Record<string, string>;

/**
 * Logs a seeded shopper in with the demo password (from `remoteAddress`, when
 * a test tells addresses apart); the session cookie to send with later calls.
 */
export async function login(
  t: TestApp,
  email: string,
  from: Pick<InjectOptions, 'remoteAddress'> = {},
): Promise<Cookies> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    ...form({ login: email, password: DEMO_PASSWORD }),
    ...from,
  });
  return { ebsn_session: res.cookies.find((c) => c.name === 'ebsn_session')!.value };
}

/**
 * Shoppers of the default brand with live sessions, written straight to the
 * database: logging in dozens of them would spend the test verifying argon2
 * hashes. `tag` keeps the logins of one file's calls apart.
 */
export async function newShoppers(t: TestApp, n: number, tag: string): Promise<Cookies[]> {
  const brandId = t.app.brands.resolve(undefined).brandId;
  return (await insertShoppers(t.database.db, brandId, n, tag)).cookies;
}

/** newShoppers on a database no app of the test holds (a shop process's). */
export async function insertShoppers(
  db: Db,
  brandId: string,
  n: number,
  tag: string,
): Promise<{ cookies: Cookies[]; userIds: number[] }> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        brandId,
        login: `cliente-${tag}-${i}@esempio.it`,
        email: `cliente-${tag}-${i}@esempio.it`,
        passwordHash: 'not-a-hash',
        emailConfirmedAt: new Date(),
        firstName: 'Cliente',
        lastName: `${tag} ${i}`,
      })),
    )
    .returning({ userId: users.userId });
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await db.insert(sessions).values(
    rows.map((row, i) => ({
      sessionHash: createHash('sha256').update(tokens[i]!).digest('hex'),
      userId: row.userId,
      brandId,
      remember: true,
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
  return {
    cookies: tokens.map((token) => ({ ebsn_session: token })),
    userIds: rows.map((row) => row.userId),
  };
}
