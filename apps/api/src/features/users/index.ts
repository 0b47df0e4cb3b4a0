export { findUserByLogin } from './repo';
export type { UserRow } from './repo';
export { toUser } from './service';
