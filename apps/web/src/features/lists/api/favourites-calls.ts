import type { QueryClient } from '@tanstack/react-query';
import { favouritesOf, type Favourites } from '../model/favourites';
import { getList } from './get-list';
import { getLists } from './get-lists';
import { addToList, removeListItems } from './item-calls';
import { listKeys } from './keys';

/** wishlist/list answers Preferiti first (docs/rules/lists.md), made when the lists are first read. */
export async function loadFavourites(signal?: AbortSignal): Promise<Favourites> {
  const { lists } = await getLists(1, 1, signal);
  const favourites = lists.find((list) => list.kind === 'favourites');
  if (!favourites) throw new Error('wishlist/list answered without Preferiti');
  return favouritesOf(await getList(favourites.listId, signal));
}

/**
 * The heart: the product into Preferiti, or out of it. The server's toast says
 * which; the hearts, the list's page and the lists' counts follow its answer.
 */
export async function toggleFavourite(queryClient: QueryClient, productId: number): Promise<void> {
  const favourites =
    queryClient.getQueryData<Favourites>(listKeys.favourites()) ?? (await loadFavourites());
  const itemId = favourites.itemOfProduct[productId];
  const list =
    itemId === undefined
      ? await addToList({ listId: favourites.listId, items: [{ productId }] })
      : await removeListItems({ listId: favourites.listId, itemIds: [itemId] });
  queryClient.setQueryData(listKeys.favourites(), favouritesOf(list));
  queryClient.setQueryData(listKeys.detail(list.listId), list);
  await queryClient.invalidateQueries({ queryKey: listKeys.pages() });
}
