import { DELIVERY_MESSAGES, type Address } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { UserRow } from '../users';
import { findVisibleAddress, toAddress } from '../delivery';
import { findCompanyByCode, listCompanyAddressIds, subscribe } from './repo';
import { refusal } from '../../http/app-error';

/** Codes are handed out on paper: case and surrounding spaces do not matter. */
const normaliseCode = (code: string): string => code.trim().toUpperCase();

export async function subscribeToShopAtWork(
  db: Db,
  user: UserRow,
  code: string,
): Promise<{ company: { companyId: number; name: string }; addresses: Address[] }> {
  const company = normaliseCode(code)
    ? await findCompanyByCode(db, normaliseCode(code))
    : undefined;
  if (!company)
    throw refusal(
      'shopatwork.invalid_code',
      DELIVERY_MESSAGES.subscriptionInvalid,
      'subscriptionCode',
    );
  await subscribe(db, user.userId, company.companyId);
  const addresses: Address[] = [];
  for (const addressId of await listCompanyAddressIds(db, company.companyId)) {
    const row = await findVisibleAddress(db, user.userId, addressId);
    if (row) addresses.push(toAddress(row, { active: true, isDefault: false }));
  }
  return { company: { companyId: company.companyId, name: company.name }, addresses };
}
