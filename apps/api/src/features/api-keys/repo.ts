import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type ApiKeyScope = 'imports';

/** What a manager sees of a key: never the key itself, which is shown once. */
export interface ApiKeyInfo {
  apiKeyId: number;
  name: string;
  scope: ApiKeyScope;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A key names itself ('spk_…'), so a leaked one is recognised by secret scanners. */
const PREFIX = 'spk_';
const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

const shown = {
  apiKeyId: apiKeys.apiKeyId,
  name: apiKeys.name,
  scope: apiKeys.scope,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** Makes a key: answers it once; only its hash is kept. Null when a live key has that name. */
export async function createApiKey(
  db: Db,
  name: string,
  scope: ApiKeyScope = 'imports',
): Promise<{ key: string; info: ApiKeyInfo } | null> {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  try {
    const [info] = await db
      .insert(apiKeys)
      .values({ name, keyHash: hashOf(key), scope })
      .returning(shown);
    return { key, info: info! };
  } catch (error) {
    // The live name's unique index decides, so two managers typing one name cannot both win.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export const listApiKeys = (db: Db): Promise<ApiKeyInfo[]> =>
  db.select(shown).from(apiKeys).orderBy(asc(apiKeys.apiKeyId));

/** Revokes the live key of that name; false when there is none. */
/** Revokes the live key of that name: its id, or null when no live key has it. */
export async function revokeApiKey(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
    .returning({ apiKeyId: apiKeys.apiKeyId });
  return row?.apiKeyId ?? null;
}

/** The live key's name if `key` is one with this scope, else null; notes its use. */
export async function apiKeyOf(
  db: Db,
  key: string,
  scope: ApiKeyScope,
): Promise<{ apiKeyId: number; name: string } | null> {
  if (!key.startsWith(PREFIX)) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.keyHash, hashOf(key)), eq(apiKeys.scope, scope), isNull(apiKeys.revokedAt)),
    )
    .returning({ apiKeyId: apiKeys.apiKeyId, name: apiKeys.name });
  return row ?? null;
}
