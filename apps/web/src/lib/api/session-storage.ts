import { ACCOUNT_HEADER, SESSION_HEADER } from '@spesa/domain';

/**
 * Local copies of the session identifiers (docs/rules/account.md Session). The server's
 * cookie is HttpOnly, so these copies are what the client can see and send.
 * Keys are the header names they travel in.
 */
export const SESSION_STORAGE_KEY = SESSION_HEADER;
export const ACCOUNT_STORAGE_KEY = ACCOUNT_HEADER;
export const CLIENT_UUID_STORAGE_KEY = 'X-Ebsn-Client-Uuid';

export interface StoredSession {
  session: string | null;
  account: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

function read(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value) s.setItem(key, value);
    else s.removeItem(key);
  } catch {
    // quota or policy: the cookie still carries the session
  }
}

export function readStoredSession(): StoredSession {
  return { session: read(SESSION_STORAGE_KEY), account: read(ACCOUNT_STORAGE_KEY) };
}

/** True when a session id is kept locally: the guards' stand-in for the HttpOnly cookie. */
export function hasStoredSession(): boolean {
  return readStoredSession().session !== null;
}

/** Keeps the ids a response carried; an id that is absent leaves the stored one alone. */
export function storeSession(ids: Partial<StoredSession>): void {
  if (ids.session) write(SESSION_STORAGE_KEY, ids.session);
  if (ids.account) write(ACCOUNT_STORAGE_KEY, ids.account);
}

/** Logout and session expiry clear the local session keys (docs/rules/account.md). */
export function clearStoredSession(): void {
  write(SESSION_STORAGE_KEY, null);
  write(ACCOUNT_STORAGE_KEY, null);
}

export function readClientUuid(): string | null {
  return read(CLIENT_UUID_STORAGE_KEY);
}

/** Set by the cookie centre: the consent record's uuid, once the shopper chose (decision 041). */
export function storeClientUuid(uuid: string | null): void {
  write(CLIENT_UUID_STORAGE_KEY, uuid);
}
