import type { User } from '@spesa/domain';
import type { ShopperRow, UserRow } from './repo';

/**
 * The user as the API shows it (docs/rules/account.md User); never the password
 * hash. The legals come with a session's user; a bare row has none to show.
 */
export function toUser(row: UserRow | ShopperRow): User {
  const legals = 'legals' in row ? row.legals : [];
  return {
    userId: row.userId,
    login: row.login,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: { userTypeId: row.userTypeId },
    betaTester: row.betaTester ? '1' : '0',
    hasFavorites: 'hasFavorites' in row ? row.hasFavorites : false,
    profile: { level: row.profileLevel },
    legals: legals.map((legalId) => ({ legalId })),
    defaultStoreAddressId: row.defaultStoreAddressId,
    defaultDeliveryAddressId: row.defaultDeliveryAddressId,
    fidelityCard: row.fidelityCard,
    ssoUser: row.ssoUser,
  };
}
