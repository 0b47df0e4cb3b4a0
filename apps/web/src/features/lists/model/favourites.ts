import type { WishlistDetail } from '@spesa/domain';

/** Preferiti as a heart reads it: the list, and for each product in it the item to remove. */
export interface Favourites {
  listId: number;
  itemOfProduct: Readonly<Record<number, number>>;
}

export const favouritesOf = (list: WishlistDetail): Favourites => ({
  listId: list.listId,
  itemOfProduct: Object.fromEntries(
    list.wishlistItems.map((item) => [item.productId, item.itemId]),
  ),
});

export const isFavourite = (favourites: Favourites | undefined, productId: number): boolean =>
  favourites !== undefined && favourites.itemOfProduct[productId] !== undefined;
