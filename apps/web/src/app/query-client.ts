import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

/**
 * Only unreachable-server failures are retried: refusals are answers, 419/404
 * are handled by the client, and 5xx has already sent the shopper to /service-down.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.status === 0 && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
