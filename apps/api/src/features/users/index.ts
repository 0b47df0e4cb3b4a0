export { acceptedLegals, findUserByLogin, hasFavourites, withLegals } from './repo';
export type { ShopperRow, UserRow } from './repo';
export { toUser } from './service';
