import { redirect, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isAuthenticated, type User } from '@spesa/domain';
import { authKeys, authTestQueryOptions } from '../../lib/session';
import { loadNamespaces } from '../../i18n';
import { ADMIN_LOGIN_PATH, USER_BOARD_PATH } from '../../config/paths';

/**
 * docs/rules/account.md: the console needs a single-sign-on staff member. A shopper goes
 * to the user board; nobody signed in goes to the staff sign-in page. The
 * session of a SAML sign-in lives in its HttpOnly cookie alone (no id in
 * local storage), so auth/test is always asked when nothing is cached.
 */
export const requiresStaff =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const user =
      queryClient.getQueryData<User>(authKeys.test()) ??
      (await queryClient.fetchQuery(authTestQueryOptions()).catch(() => null));
    if (!user || !isAuthenticated(user)) throw redirect(ADMIN_LOGIN_PATH);
    if (!user.ssoUser) throw redirect(USER_BOARD_PATH);
    // The console's texts arrive before its page renders, not as keys first.
    await loadNamespaces(['staff']);
    return null;
  };
