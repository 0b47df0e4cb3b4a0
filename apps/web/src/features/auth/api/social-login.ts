import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LoginResponseSchema,
  SocialProvidersResponseSchema,
  SocialUserDetailResponseSchema,
  type Cart,
  type SocialLinkRequest,
  type SocialProvider,
  type SocialUserDetail,
} from '@spesa/domain';
import { api, clearStoredSession, parseResponse } from '../../../lib/api';
import { authKeys } from '../../../lib/session';
import { storeLoggedInCart } from './login';

/**
 * Query keys of social login (docs/architecture.md#query-keys), under the auth keys: what the
 * shop offers outlives a logout or an expired session.
 */
export const socialLoginKeys = {
  all: [...authKeys.all, 'social'] as const,
  providers: () => [...socialLoginKeys.all, 'providers'] as const,
  pending: () => [...socialLoginKeys.all, 'pending'] as const,
};

/** Where the browser goes to start a social login: the server's start route (a full-page redirect). */
export function socialLoginStartUrl(provider: SocialProvider, redirect?: string): string {
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  return `/ebsn/api/social-redir/${provider}/start${query}`;
}

/** GET /ebsn/api/social-redir/providers: the providers whose buttons the login form shows. */
export async function getSocialProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  // Only decides which buttons show: a failure hides them rather than leaving the page.
  const body = await api.request('/ebsn/api/social-redir/providers', {
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(SocialProvidersResponseSchema, body.data).providers;
}

export function useSocialProviders() {
  return useQuery(
    queryOptions({
      queryKey: socialLoginKeys.providers(),
      queryFn: ({ signal }) => getSocialProviders(signal),
      staleTime: Infinity,
      retry: false,
    }),
  );
}

/**
 * After the provider's redirect the session lives only in the HttpOnly
 * cookie: the stored ids (perhaps of an older session, which the header would
 * prefer) are dropped, and GET social-redir/session answers like auth/login,
 * whose headers the client keeps.
 */
export async function completeSocialLogin(): Promise<Cart> {
  clearStoredSession();
  api.clearCache();
  const body = await api.request('/ebsn/api/social-redir/session', { notify: false });
  return parseResponse(LoginResponseSchema, body.data).data;
}

/** GET /ebsn/api/registration/social_user_detail: the identity the provider vouched for, pending here. */
export async function getSocialUserDetail(signal?: AbortSignal): Promise<SocialUserDetail> {
  const body = await api.request('/ebsn/api/registration/social_user_detail', {
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(SocialUserDetailResponseSchema, body.data).socialUser;
}

export function useSocialUserDetail(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: socialLoginKeys.pending(),
      queryFn: ({ signal }) => getSocialUserDetail(signal),
      enabled,
      retry: false,
      staleTime: Infinity,
    }),
  );
}

export interface LinkSocialInput {
  password: string;
  rememberMe: boolean;
}

/** POST /ebsn/api/social-redir/link: the account's password links the pending identity and logs in. */
export async function linkSocialAccount(input: LinkSocialInput): Promise<Cart> {
  const body = await api.request('/ebsn/api/social-redir/link', {
    method: 'POST',
    form: { password: input.password, remember_me: input.rememberMe } satisfies SocialLinkRequest,
    notify: false,
  });
  return parseResponse(LoginResponseSchema, body.data).data;
}

export function useLinkSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkSocialAccount,
    onSuccess: (cart) => {
      storeLoggedInCart(queryClient, cart);
      queryClient.removeQueries({ queryKey: socialLoginKeys.pending() });
    },
  });
}
