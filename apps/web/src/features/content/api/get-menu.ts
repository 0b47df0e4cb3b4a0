import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { contentKeys } from './keys';

/**
 * SPEC §3 Footer link: ID, title, url, target, classes; groups carry
 * child_items. The content service answers a plain array, WordPress-style.
 * (Kept here until domain gains the content-service schemas.)
 */
export interface MenuItem {
  ID: number;
  title: string;
  url: string;
  target: string;
  classes: string;
  child_items?: MenuItem[];
}

export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    ID: z.number(),
    title: z.string(),
    url: z.string(),
    target: z.string().default(''),
    classes: z.string().default(''),
    child_items: z.array(MenuItemSchema).optional(),
  }),
);
export const MenuSchema = z.array(MenuItemSchema);

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

/** The footer menu: footer link groups and the links drawer (SPEC §2 App shell). */
export function useFooterMenu() {
  return useQuery(menuQueryOptions('footer'));
}
