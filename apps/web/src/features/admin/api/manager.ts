import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  FeedImportSchema,
  ImportHistorySchema,
  type ApiKey,
  type ApiKeyCreated,
  type FeedImport,
  type FeedKind,
  type ImportHistory,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { staffKeys } from './staff';

/** The manager's console: API keys and imports (manager only; a picker's page asks nothing). */
const managerKeys = {
  apiKeys: () => [...staffKeys.all, 'api-keys'] as const,
  imports: (page: number) => [...staffKeys.all, 'imports', page] as const,
  anImport: (importId: number) => [...staffKeys.all, 'import', importId] as const,
};

const quiet = { notify: false, navigateOnError: false } as const;

export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: managerKeys.apiKeys(),
    enabled,
    queryFn: async ({ signal }): Promise<ApiKey[]> =>
      parseResponse(
        ApiKeyListSchema,
        (await api.request('/ebsn/api/staff/api-keys', { signal, ...quiet })).data,
      ).keys,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<ApiKeyCreated> =>
      parseResponse(
        ApiKeyCreatedSchema,
        (
          await api.request('/ebsn/api/staff/api-keys', {
            method: 'POST',
            json: { name },
            ...quiet,
          })
        ).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<ApiKey[]> =>
      parseResponse(
        ApiKeyListSchema,
        (
          await api.request('/ebsn/api/staff/api-keys/revoke', {
            method: 'POST',
            json: { name },
            ...quiet,
          })
        ).data,
      ).keys,
    onSuccess: (keys) => queryClient.setQueryData(managerKeys.apiKeys(), keys),
  });
}

export function useImportHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: managerKeys.imports(page),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ImportHistory> =>
      parseResponse(
        ImportHistorySchema,
        (await api.request('/ebsn/api/staff/imports', { query: { page }, signal, ...quiet })).data,
      ),
  });
}

const running = (state: FeedImport['state']): boolean => state === 'queued' || state === 'running';

/** An import as it stands, asked again every half second while it runs (the progress bar). */
export function useImport(importId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: managerKeys.anImport(importId ?? 0),
    enabled: importId !== null,
    queryFn: async ({ signal }): Promise<FeedImport> => {
      const answer = parseResponse(
        FeedImportSchema,
        (await api.request(`/ebsn/api/staff/imports/${importId}`, { signal, ...quiet })).data,
      );
      if (!running(answer.state))
        void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'imports'] });
      return answer;
    },
    refetchInterval: (query) =>
      query.state.data && !running(query.state.data.state) ? false : 500,
  });
}

export interface Upload {
  kind: FeedKind;
  file: File;
  dryRun: boolean;
}

export function useUploadFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file, dryRun }: Upload): Promise<FeedImport> =>
      parseResponse(
        FeedImportSchema,
        (
          await api.request(`/ebsn/api/staff/imports/${kind}`, {
            method: 'POST',
            query: { dry_run: dryRun },
            file,
            ...quiet,
          })
        ).data,
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(managerKeys.anImport(answer.importId), answer);
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'imports'] });
    },
  });
}

/** The problems of an import as the CSV a spreadsheet opens (a download link, not a call). */
export const problemsCsvUrl = (importId: number): string =>
  `/ebsn/api/staff/imports/${importId}/problems.csv`;
