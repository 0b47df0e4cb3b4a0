import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value the client holds. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps: only the hash of the token. */
export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A token we could have issued; anything else is not looked up at all. */
export const isWellFormedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
