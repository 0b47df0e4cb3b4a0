import { z } from 'zod';
import { API_KEY_MESSAGES as M } from '../texts/manager-console';

/**
 * The manager's «Chiavi API» (/ebsn/api/staff/api-keys…): the keys an ERP
 * hands feeds in with. The key itself is answered once, when it is made.
 */
export const API_KEY_NAME_MAX = 60;

/** Why a key's name cannot be taken as typed (trimmed first), or null. */
export function checkApiKeyName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return M.nameRequired;
  if (trimmed.length > API_KEY_NAME_MAX) return M.nameTooLong(API_KEY_NAME_MAX);
  if (!/^[\p{L}\p{N} ._-]+$/u.test(trimmed)) return M.nameChars;
  return null;
}

export const ApiKeySchema = z.object({
  apiKeyId: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** The last call of the ERP with it; null when never used. */
  lastUsedAt: z.string().nullable(),
  /** Set once revoked: the key no longer opens anything. */
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** POST /ebsn/api/staff/api-keys and …/revoke: the name, as typed. */
export const ApiKeyNameBodySchema = z.object({ name: z.string() });

/** The new key, shown once: the shop keeps only its hash. */
export const ApiKeyCreatedSchema = z.object({ key: z.string(), apiKey: ApiKeySchema });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;
