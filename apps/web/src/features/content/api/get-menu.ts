import { queryOptions, useQuery } from '@tanstack/react-query';
import { MenuSchema, type MenuItem } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { contentKeys } from './keys';

/** GET /p/wp-json/wp/v2/menus/location/{location}: quiet on failure, the shop works without it. */
export async function getMenu(location: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const body = await api.requestJson(
    `/p/wp-json/wp/v2/menus/location/${encodeURIComponent(location)}`,
    {
      signal,
      notify: false,
      navigateOnError: false,
    },
  );
  return parseResponse(MenuSchema, body);
}

export const menuQueryOptions = (location: string) =>
  queryOptions({
    queryKey: contentKeys.menu(location),
    queryFn: ({ signal }) => getMenu(location, signal),
    staleTime: 30 * 60_000,
    retry: 1,
  });

/** The footer menu: footer link groups and the links drawer (docs/rules/shop-shell.md App shell). */
export function useFooterMenu() {
  return useQuery(menuQueryOptions('footer'));
}
