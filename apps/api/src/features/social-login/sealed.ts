import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * Short-lived values kept in the browser (the flow's PKCE verifier, state and
 * nonce; a pending identity): a compact JWE (dir, A256GCM), so the browser can
 * neither read nor alter them, with its expiry inside the encrypted claims.
 * `purpose` derives a key per use, so a value sealed for one cookie never
 * opens as another.
 */
export async function seal(
  secret: string,
  purpose: string,
  value: object,
  ttlMs: number,
): Promise<string> {
  return new EncryptJWT({ v: value })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setExpirationTime(new Date(Date.now() + ttlMs))
    .encrypt(keyOf(secret, purpose));
}

/** The sealed value, or null when it was altered, sealed for another purpose or expired. */
export async function unseal(
  secret: string,
  purpose: string,
  sealed: string | undefined,
): Promise<unknown> {
  if (!sealed || sealed.length > 8192) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, keyOf(secret, purpose), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      requiredClaims: ['exp'],
    });
    return payload.v ?? null;
  } catch {
    return null;
  }
}

const keyOf = (secret: string, purpose: string): Uint8Array =>
  createHash('sha256').update(`${purpose}\0${secret}`).digest();
