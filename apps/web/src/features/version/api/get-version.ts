import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING_MS, VersionInfoSchema, type VersionInfo } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { versionKeys } from './keys';

/** GET /version.json: quiet on failure, the check simply runs again later. */
export async function getVersion(signal?: AbortSignal): Promise<VersionInfo> {
  const body = await api.requestJson('/version.json', {
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(VersionInfoSchema, body);
}

export const versionQueryOptions = (intervalMs: number = TIMING_MS.versionCheckInterval) =>
  queryOptions({
    queryKey: versionKeys.latest(),
    queryFn: ({ signal }) => getVersion(signal),
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    staleTime: intervalMs,
    retry: false,
  });

/** Checks /version.json at start and every 600000 ms (docs/rules/content.md), or the brand's interval. */
export function useLatestVersion(intervalMs?: number) {
  return useQuery(versionQueryOptions(intervalMs));
}
