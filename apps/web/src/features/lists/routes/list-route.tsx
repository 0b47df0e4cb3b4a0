import { useParams } from 'react-router';
import { useLists } from '../api/get-lists';
import { ListLoadFailed, ListLoading, ListPage } from '../components/list-page';

/** The list id of the URL, or null when it cannot be one. */
export function listIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /profile/lists/:listId: a list the shopper owns or that is shared with them (a deep link). */
export function ListRoute() {
  return <ListPage listId={listIdOf(useParams().listId)} />;
}

/**
 * /profile/lists/favourites: Preferiti's page. Its id comes from the first
 * page of the lists, where Preferiti always is (docs/rules/lists.md), the same
 * call 'Le mie liste' makes.
 */
export function FavouritesRoute() {
  const lists = useLists();
  if (lists.isPending) return <ListLoading />;
  if (lists.isError) return <ListLoadFailed onRetry={() => void lists.refetch()} />;
  const favourites = lists.data.lists.find((list) => list.kind === 'favourites');
  return <ListPage listId={favourites?.listId ?? null} />;
}
