import type { User } from '@spesa/domain';
import type { UserRow } from './repo';

/** The user as the API shows it (docs/rules/account.md User); never the password hash. */
export function toUser(row: UserRow, legals: number[] = []): User {
  return {
    userId: row.userId,
    login: row.login,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: { userTypeId: row.userTypeId },
    betaTester: row.betaTester ? '1' : '0',
    hasFavorites: false,
    profile: { level: row.profileLevel },
    legals: legals.map((legalId) => ({ legalId })),
    defaultStoreAddressId: row.defaultStoreAddressId,
    defaultDeliveryAddressId: row.defaultDeliveryAddressId,
    fidelityCard: row.fidelityCard,
    ssoUser: row.ssoUser,
  };
}
