import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChangeLogSchema, type ChangeLog } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { quiet, staffKeys } from './staff';

/** What the «Registro modifiche» is filtered by: all optional, the page from 1. */
export interface ChangeFilter {
  productId?: number | undefined;
  actor?: string | undefined;
  /** ISO date, the shop's day. */
  day?: string | undefined;
  page: number;
}

const changesKey = (filter: ChangeFilter) => [...staffKeys.all, 'changes', filter] as const;

/** A page of the record, newest first (manager only: a picker's page asks nothing). */
export function useChangeLog(filter: ChangeFilter, enabled = true) {
  return useQuery({
    queryKey: changesKey(filter),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ChangeLog> =>
      parseResponse(
        ChangeLogSchema,
        (
          await api.request('/ebsn/api/staff/changes', {
            query: {
              ...(filter.productId === undefined ? {} : { product_id: filter.productId }),
              ...(filter.actor ? { actor: filter.actor } : {}),
              ...(filter.day ? { day: filter.day } : {}),
              page: filter.page,
            },
            signal,
            ...quiet,
          })
        ).data,
      ),
  });
}
