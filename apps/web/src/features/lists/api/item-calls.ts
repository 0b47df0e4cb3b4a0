import {
  CartViewResponseSchema,
  WishlistViewResponseSchema,
  type Cart,
  type ChosenOptions,
  type WishlistDetail,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { SHOW_SECTORS } from '../../../lib/cart';
import { LIST_VIEW_QUERY } from './get-list';

/*
 * The calls on a list's items (docs/rules/lists.md Quantities): each answers the list
 * as the change left it, with the page's view options, and the server's toast.
 */

export interface ListProductInput {
  productId: number;
  /** In the selling unit; without it, the product's first add. */
  quantity?: number;
  selectOptions?: ChosenOptions;
}

async function itemsCall(path: string, json: object): Promise<WishlistDetail> {
  const body = await api.request(`/ebsn/api/wishlist/${path}`, {
    method: 'POST',
    query: LIST_VIEW_QUERY,
    json,
    navigateOnError: false,
  });
  return parseResponse(WishlistViewResponseSchema, body.data).data;
}

/** POST wishlist/add_prod: a product already in the list adds its quantity. */
export const addToList = ({ listId, items }: { listId: number; items: ListProductInput[] }) =>
  itemsCall('add_prod', { wishlistId: listId, items });

/** POST wishlist/update_prods: 0 removes the item. */
export const updateListItems = ({
  listId,
  items,
}: {
  listId: number;
  items: { itemId: number; quantity: number }[];
}) => itemsCall('update_prods', { wishlistId: listId, items });

/** POST wishlist/delete_prods. */
export const removeListItems = ({ listId, itemIds }: { listId: number; itemIds: number[] }) =>
  itemsCall('delete_prods', { wishlistId: listId, items: itemIds.map((itemId) => ({ itemId })) });

/**
 * POST cart/add-all-from-wishlist?list_id= (docs/rules/lists.md Into the cart): what can
 * go in goes in; the products left out or reduced are the answer's warnings, toasted.
 * A refusal is the caller's: the cart's need for an address or a slot is asked for.
 */
export async function addListToCart(listId: number): Promise<Cart> {
  const body = await api.request('/ebsn/api/cart/add-all-from-wishlist', {
    method: 'POST',
    query: { ...SHOW_SECTORS, list_id: listId },
    notify: false,
    navigateOnError: false,
  });
  const cart = parseResponse(CartViewResponseSchema, body.data).data;
  api.announce(body);
  return cart;
}
