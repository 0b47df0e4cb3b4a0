import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Short-lived values kept in the browser (the flow's PKCE verifier, state and
 * nonce; a pending identity): AES-256-GCM, so the browser can neither read
 * nor alter them, with an expiry inside the sealed text. `purpose` derives a
 * key per use, so a value sealed for one cookie never opens as another.
 */
export function seal(secret: string, purpose: string, value: object, ttlMs: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const plain = JSON.stringify({ v: value, exp: Date.now() + ttlMs });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The sealed value, or null when it was altered, sealed for another purpose or expired. */
export function unseal(secret: string, purpose: string, sealed: string | undefined): unknown {
  if (!sealed || sealed.length > 8192) return null;
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    const { v, exp } = JSON.parse(plain) as { v: unknown; exp: number };
    return typeof exp === 'number' && exp > Date.now() ? v : null;
  } catch {
    return null;
  }
}

const keyOf = (secret: string, purpose: string): Buffer =>
  createHash('sha256').update(`${purpose}\0${secret}`).digest();
