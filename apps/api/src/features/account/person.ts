import type { PersonDetail } from '@spesa/domain';
import type { UserRow } from '../users';

/** The person as user_detail answers it: never the password hash. */
export const toPersonDetail = (row: UserRow): PersonDetail => ({
  userId: row.userId,
  login: row.login,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  birthDate: row.birthDate,
  fiscalCode: row.fiscalCode,
  address1: row.address1,
  addressNumber: row.addressNumber,
  postalcode: row.postalcode,
  city: row.city,
  province: row.province,
  fidelityCard: row.fidelityCard,
  profile: { level: row.profileLevel },
});
