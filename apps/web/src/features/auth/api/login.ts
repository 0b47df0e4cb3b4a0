import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LoginResponseSchema, type Cart, type LoginRequest } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { cartKeys } from '../../../lib/cart';
import { authKeys } from '../../../lib/session';
import { forgetShopperCaches } from '../../../lib/service-worker/forget';
import { readInjectedBrand } from '../../../lib/brand';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * POST /ebsn/api/auth/login as a form (docs/rules/account.md Auth). The server's messages are
 * not toasted: a refusal's text is shown in the login screen's message area.
 */
export async function login(input: LoginInput): Promise<Cart> {
  const body = await api.request('/ebsn/api/auth/login', {
    form: {
      login: input.email.trim(),
      password: input.password,
      remember_me: input.rememberMe,
      show_sectors: false,
    } satisfies LoginRequest,
    notify: false,
  });
  return parseResponse(LoginResponseSchema, body.data).data;
}

/** docs/rules/account.md: login success stores the cart; the session is the cart's user. */
export function storeLoggedInCart(queryClient: QueryClient, cart: Cart): void {
  // Whoever used the device before, their pages and answers kept offline are not this shopper's.
  forgetShopperCaches();
  queryClient.setQueryData(cartKeys.view(), cart);
  queryClient.setQueryData(authKeys.test(), cart.user);
  // ...and registers push notifications if enabled (docs/rules/account.md Session).
  void import('../../../lib/push')
    .then(({ pushAfterLogin }) =>
      pushAfterLogin(readInjectedBrand()?.config.pushNotificationsEnabled ?? false),
    )
    .catch(() => undefined);
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (cart) => storeLoggedInCart(queryClient, cart),
  });
}
