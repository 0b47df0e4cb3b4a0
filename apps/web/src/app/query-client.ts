import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

/**
 * Only unreachable-server failures are retried: refusals are answers, 419/404
 * are handled by the client, and 5xx has already sent the shopper to /service-down.
 * Offline, nothing is retried: each try would fail at once and say so again, and
 * what waits for the answer (the header's session) would wait for nothing.
 */
export function shouldRetry(
  failureCount: number,
  error: unknown,
  online: () => boolean = () => navigator.onLine,
): boolean {
  return isApiError(error) && error.status === 0 && failureCount < 2 && online();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => shouldRetry(failureCount, error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
