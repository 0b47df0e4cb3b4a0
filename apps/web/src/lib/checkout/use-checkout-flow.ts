import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isAuthenticated, type User } from '@spesa/domain';
import { i18n } from '../../i18n';
import { api, ClientErrorCode } from '../api';
import { authKeys, authTestQueryOptions, openLoginDialog } from '../session';
import { cartKeys, cartQueryOptions } from '../cart';
import { createCheckoutFlow, type CheckoutFlow, type CheckoutFlowOptions } from './checkout-flow';
import {
  openAddressSelector,
  openTimeslotSelector,
  rememberFocus,
  waitForLoginDialogClose,
} from './dialog-store';

/** The checkout flow wired to the app: the query cache, the login dialog and the delivery dialogs. */
export function checkoutFlowFor(
  queryClient: QueryClient,
  options: CheckoutFlowOptions = {},
): CheckoutFlow {
  return createCheckoutFlow(
    {
      // A shopper may tap 'Aggiungi' on a server-rendered page before auth/test has
      // answered: the answer is awaited, not taken as "logged out".
      isAuthenticated: async () => {
        const known = queryClient.getQueryData<User>(authKeys.test());
        if (known) return isAuthenticated(known);
        try {
          return isAuthenticated(await queryClient.ensureQueryData(authTestQueryOptions()));
        } catch {
          return false;
        }
      },
      openLogin: async () => {
        // Offline, a login cannot be done: the shopper hears so, as a logged-in add does.
        if (!navigator.onLine) {
          api.notify({
            kind: 'error',
            text: i18n.t('errors:offline'),
            code: ClientErrorCode.network,
          });
          return;
        }
        rememberFocus();
        const closed = waitForLoginDialogClose();
        openLoginDialog();
        await closed;
      },
      authTest: async () => {
        try {
          return isAuthenticated(
            await queryClient.fetchQuery({ ...authTestQueryOptions(), staleTime: 0 }),
          );
        } catch {
          return false;
        }
      },
      getCart: () => queryClient.fetchQuery(cartQueryOptions()),
      reloadCart: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      openAddressSelector,
      openTimeslotSelector,
    },
    options,
  );
}

/**
 * docs/rules/delivery-and-slots.md Checkout flow helper: needLogin, needAddress, needTimeslot and
 * ensureReadyToAdd() (call it before adding a product), changeAddress and
 * changeTimeslot for the navbar and the cart. Needs <DeliveryDialogs /> mounted.
 */
export function useCheckoutFlow(options: CheckoutFlowOptions = {}): CheckoutFlow {
  const queryClient = useQueryClient();
  const { acceptAutoAssignedAddress, acceptAutoAssignedTimeslot } = options;
  return useMemo(
    () => checkoutFlowFor(queryClient, { acceptAutoAssignedAddress, acceptAutoAssignedTimeslot }),
    [queryClient, acceptAutoAssignedAddress, acceptAutoAssignedTimeslot],
  );
}
