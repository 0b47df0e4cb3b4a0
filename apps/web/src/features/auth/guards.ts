import { redirect, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isAuthenticated, type User } from '@spesa/domain';
import { hasStoredSession } from '../../lib/api';
import { authKeys, authTestQueryOptions } from '../../lib/session';
import { HOME_PATH, USER_BOARD_PATH } from '../../config/paths';

/**
 * The shopper as far as a guard can know. The session cookie is HttpOnly, so
 * its stand-ins are the cached auth state and the stored session id: with
 * neither, nobody is logged in; with a stored id but no cache, auth/test decides.
 */
export async function resolveGuardUser(queryClient: QueryClient): Promise<User | null> {
  const cached = queryClient.getQueryData<User>(authKeys.test());
  if (cached) return cached;
  if (!hasStoredSession()) return null;
  try {
    return await queryClient.fetchQuery(authTestQueryOptions());
  } catch {
    return null;
  }
}

/** docs/rules/account.md: protected routes let a logged-in shopper through, anyone else goes Home. */
export const requiresAuth =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const user = await resolveGuardUser(queryClient);
    if (!isAuthenticated(user)) throw redirect(HOME_PATH);
    return null;
  };

/** docs/rules/account.md: admin routes need a single-sign-on user, else the user board. */
export const requiresSsoUser =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const user = await resolveGuardUser(queryClient);
    if (!user || !isAuthenticated(user)) throw redirect(HOME_PATH);
    if (!user.ssoUser) throw redirect(USER_BOARD_PATH);
    return null;
  };
