import { useMemo, useState } from 'react';
import {
  anonymousUser,
  isAuthenticated,
  isBetaTester,
  isMasterAccount,
  type User,
} from '@spesa/domain';
import { useCart } from '../cart';
import { useAuthTest } from './get-auth-test';

export interface Session {
  user: User;
  /** docs/rules/account.md: userId above -1. */
  isAuthenticated: boolean;
  /** docs/rules/account.md: userTypeId '1' or '2'. */
  isMaster: boolean;
  /** docs/rules/account.md: betaTester '1'. */
  isBetaTester: boolean;
  /** auth/test has answered (or failed: the shopper is then treated as anonymous). */
  isKnown: boolean;
  /** auth/test could not be read. */
  isError: boolean;
}

/**
 * Who the shopper is, from auth/test. The same object until it changes, so that a
 * memoised part that takes it re-renders only when the shopper does.
 */
export function useSession(): Session {
  const { data, isSuccess, isError } = useAuthTest();
  return useMemo(() => {
    const user = data ?? anonymousUser();
    return {
      user,
      isAuthenticated: isAuthenticated(user),
      isMaster: isMasterAccount(user),
      isBetaTester: isBetaTester(user),
      isKnown: isSuccess || isError,
      isError,
    };
  }, [data, isSuccess, isError]);
}

/**
 * docs/rules/account.md start: auth/test first, then cart/view. `isReady` turns true once
 * both are known (the shell shows its skeleton until then) and stays true;
 * failures count as known so that the error pages and the anonymous shop can render.
 */
export function useSessionBootstrap() {
  const session = useSession();
  const cart = useCart({ enabled: session.isKnown && !session.isError });
  const cartKnown = cart.isSuccess || cart.isError || session.isError;
  const ready = session.isKnown && cartKnown;
  // Only the first start waits: a later refetch (logout, session expiry) keeps the page on screen.
  const [wasReady, setWasReady] = useState(ready);
  if (ready && !wasReady) setWasReady(true);
  return { session, cart, isReady: ready || wasReady };
}
