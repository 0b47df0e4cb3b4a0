import { queryOptions } from '@tanstack/react-query';
import { listKeys } from './keys';

/**
 * Preferiti as the hearts read it. On the first page of every visit, so the
 * calls and the schemas behind it load with the first heart that asks.
 */
export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: listKeys.favourites(),
    queryFn: ({ signal }) => import('./favourites-calls').then((m) => m.loadFavourites(signal)),
    staleTime: 5 * 60_000,
  });
