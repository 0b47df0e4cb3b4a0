import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { anonymousUser } from '@spesa/domain';
import { i18n } from '../../../i18n';
import { api, clearStoredSession } from '../../../lib/api';
import { cartKeys } from '../../../lib/cart';
import { authKeys } from '../../../lib/session';
import { forgetShopperCaches } from '../../../lib/service-worker/forget';

/** POST /ebsn/api/auth/logout. */
export async function logout(): Promise<void> {
  // While the session still holds: this device stops receiving the shopper's pushes.
  await import('../../../lib/push')
    .then(({ unregisterAtLogout }) => unregisterAtLogout())
    .catch(() => undefined);
  await api.request('/ebsn/api/auth/logout', { method: 'POST', notify: false });
}

/**
 * docs/rules/account.md: logout (and a session-expiry response) leaves the shopper anonymous:
 * the local session keys, every cached query and the device's copies of the shopper's
 * pages go, the anonymous cart is fetched again.
 */
export function forgetSession(queryClient: QueryClient): void {
  clearStoredSession();
  forgetShopperCaches();
  api.clearCache();
  const kept = new Set<unknown>([authKeys.all[0], cartKeys.all[0]]);
  queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
  queryClient.setQueryData(authKeys.test(), anonymousUser());
  void queryClient.resetQueries({ queryKey: cartKeys.all });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  return useMutation({
    mutationFn: logout,
    // Even when the call fails the shopper asked to leave: forget the session locally,
    // and say that the server's copy is left to expire (errorLogout).
    onError: () =>
      api.notify({ kind: 'error', text: i18n.t('errors:errorLogout'), code: 'auth.errorLogout' }),
    onSettled: async () => {
      // A protected page's guard sends the now anonymous shopper Home before its data
      // go: removed while the page is still shown, they would be asked for again (a 401).
      clearStoredSession();
      queryClient.setQueryData(authKeys.test(), anonymousUser());
      await revalidate();
      forgetSession(queryClient);
    },
  });
}
