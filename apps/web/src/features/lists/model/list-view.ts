import { type Wishlist, type WishlistDetail, type WishlistItem } from '@spesa/domain';
import { FAVOURITES_PATH, listPath } from '../../../config/paths';

/** Preferiti has a page of its own name; every other list is found by its id. */
export const listHref = (list: Pick<Wishlist, 'kind' | 'listId'>): string =>
  list.kind === 'favourites' ? FAVOURITES_PATH : listPath(list.listId);

/**
 * What the shopper may do with a list (docs/rules/lists.md Sharing): only a
 * named list is renamed, deleted, shared or made the default; deleting,
 * sharing and the default are its owner's alone; a READ share and 'I più
 * acquistati' are not editable at all. Whoever a list is shared with may leave it.
 */
export interface ListPowers {
  editItems: boolean;
  rename: boolean;
  share: boolean;
  remove: boolean;
  makeDefault: boolean;
  /** A list shared with the shopper: they may leave it at any time. */
  leave: boolean;
}

export function listPowers(list: Wishlist): ListPowers {
  const named = list.kind === 'list';
  const owner = named && list.sharingData.grant === 'OWNER';
  return {
    editItems: list.editable,
    rename: named && list.editable,
    share: owner,
    remove: owner,
    makeDefault: owner && !list.isDefault,
    leave: list.sharingData.owner !== null,
  };
}

export const hasListActions = (powers: ListPowers): boolean =>
  powers.rename || powers.share || powers.remove || powers.makeDefault || powers.leave;

export interface ItemGroup {
  key: string;
  /** The department; null when the list came without sectors. */
  name: string | null;
  items: WishlistItem[];
}

/**
 * The items by department, in the order the view's sectors give (menu order);
 * an item no sector names still shows, last, so that nothing held is hidden.
 */
export function itemGroupsOf(list: WishlistDetail): ItemGroup[] {
  if (!list.sectors) return [{ key: 'all', name: null, items: list.wishlistItems }];
  const byId = new Map(list.wishlistItems.map((item) => [item.itemId, item]));
  const groups: ItemGroup[] = list.sectors.map((sector) => ({
    key: String(sector.sectorId),
    name: sector.name,
    items: sector.itemIds.flatMap((id) => {
      const item = byId.get(id);
      byId.delete(id);
      return item ? [item] : [];
    }),
  }));
  const rest = [...byId.values()];
  if (rest.length > 0) groups.push({ key: 'rest', name: null, items: rest });
  return groups.filter((group) => group.items.length > 0);
}
