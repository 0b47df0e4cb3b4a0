/**
 * The shopper's lists (docs/rules/account.md Lists, docs/rules/lists.md, issue 33):
 * 'Le mie liste' at /profile/lists, Preferiti at /profile/lists/favourites and
 * a list at /profile/lists/:listId.
 */
export { listKeys } from './api/keys';
export { ListsRoute } from './routes/lists-route';
export { FavouritesRoute, ListRoute } from './routes/list-route';
