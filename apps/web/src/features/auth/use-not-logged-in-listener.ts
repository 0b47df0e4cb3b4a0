import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetSession } from './api/logout';
import { authKeys, notLoggedInEvents, openLoginDialog } from '../../lib/session';

/**
 * Mounted once by the shell: on 'not logged in' the shopper is forced to the
 * logged-out state, auth is refreshed and the login dialog opens (docs/rules/account.md).
 */
export function useNotLoggedInListener(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      notLoggedInEvents.subscribe((payload) => {
        forgetSession(queryClient);
        void queryClient.invalidateQueries({ queryKey: authKeys.test() });
        openLoginDialog({ redirectTo: payload?.redirectTo });
      }),
    [queryClient],
  );
}
