import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the reg_control_code mailed to the person. */
export const newControlCode = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak does not give away live links. */
export const hashControlCode = (code: string): string =>
  createHash('sha256').update(code).digest('hex');

/** What newControlCode makes; anything else is not looked up at all. */
export const isWellFormedControlCode = (code: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(code);
