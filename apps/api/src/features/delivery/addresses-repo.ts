import { and, asc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADDRESS_TYPE, type AddressTypeId } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  addresses,
  shopatworkCompanies,
  shopatworkSubscriptions,
  stores,
  users,
} from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type NewHomeAddress = Omit<
  typeof addresses.$inferInsert,
  'addressId' | 'userId' | 'addressTypeId' | 'storeId' | 'companyId' | 'deletedAt' | 'createdAt'
>;

/** An address with the names the API shows beside it. */
export interface AddressRecord extends AddressRow {
  storeName: string | null;
  companyName: string | null;
}

const columns = {
  ...getTableColumns(addresses),
  storeName: stores.name,
  companyName: shopatworkCompanies.name,
};

/**
 * What a shopper may see or choose: their own home addresses, the public
 * pickup points of open stores, and the lockers of companies they joined.
 * A foreign address id matches nothing, as if it did not exist.
 */
function visibleTo(userId: number): SQL {
  const subscribed = sql`${addresses.companyId} in (select ${shopatworkSubscriptions.companyId} from ${shopatworkSubscriptions} where ${shopatworkSubscriptions.userId} = ${userId})`;
  return or(
    and(eq(addresses.userId, userId), isNull(addresses.deletedAt)),
    and(
      isNull(addresses.userId),
      isNull(addresses.deletedAt),
      sql`coalesce(${stores.active}, true)`,
      or(isNull(addresses.companyId), subscribed),
    ),
  )!;
}

const selectRecords = (db: Db) =>
  db
    .select(columns)
    .from(addresses)
    .leftJoin(stores, eq(stores.storeId, addresses.storeId))
    .leftJoin(shopatworkCompanies, eq(shopatworkCompanies.companyId, addresses.companyId));

export async function findVisibleAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<AddressRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(and(eq(addresses.addressId, addressId), visibleTo(userId)))
    .limit(1);
  return row;
}

/** The addresses of one type a shopper may choose from, home or pickup. */
export async function listVisibleAddresses(
  db: Db,
  userId: number,
  addressTypeId: AddressTypeId,
): Promise<AddressRecord[]> {
  return selectRecords(db)
    .where(and(eq(addresses.addressTypeId, addressTypeId), visibleTo(userId)))
    .orderBy(asc(addresses.addressName), asc(addresses.addressId));
}

export async function findHomeAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.addressId, addressId),
        eq(addresses.userId, userId),
        eq(addresses.addressTypeId, ADDRESS_TYPE.HOME),
        isNull(addresses.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertHomeAddress(
  db: Db,
  userId: number,
  values: NewHomeAddress,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, addressTypeId: ADDRESS_TYPE.HOME })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateHomeAddress(
  db: Db,
  userId: number,
  addressId: number,
  values: NewHomeAddress,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(addresses.addressId, addressId),
        eq(addresses.userId, userId),
        eq(addresses.addressTypeId, ADDRESS_TYPE.HOME),
        isNull(addresses.deletedAt),
      ),
    )
    .returning();
  return row;
}

export async function softDeleteHomeAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(addresses.addressId, addressId),
        eq(addresses.userId, userId),
        isNull(addresses.deletedAt),
      ),
    )
    .returning({ addressId: addresses.addressId });
  if (rows.length > 0) {
    await db
      .update(users)
      .set({ defaultDeliveryAddressId: null })
      .where(and(eq(users.userId, userId), eq(users.defaultDeliveryAddressId, addressId)));
  }
  return rows.length > 0;
}

/** The store counter a new cart starts from: the first of the brand's default warehouse. */
export async function findDefaultPickupPoint(
  db: Db,
  warehouseId: number,
): Promise<AddressRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(
      and(
        eq(addresses.addressTypeId, ADDRESS_TYPE.STORE),
        eq(addresses.warehouseId, warehouseId),
        isNull(addresses.userId),
        isNull(addresses.companyId),
        isNull(addresses.deletedAt),
      ),
    )
    .orderBy(asc(addresses.addressId))
    .limit(1);
  return row;
}

/** The pickup points (counter and locker) of some stores. */
export async function listStorePickupPoints(
  db: Db,
  storeIds: readonly number[],
): Promise<AddressRow[]> {
  if (storeIds.length === 0) return [];
  return db
    .select()
    .from(addresses)
    .where(
      and(
        inArray(addresses.storeId, [...storeIds]),
        isNull(addresses.userId),
        isNull(addresses.companyId),
        isNull(addresses.deletedAt),
      ),
    )
    .orderBy(asc(addresses.addressTypeId));
}

/** The star of the selector: the last home or pickup address the shopper chose. */
export async function setUserDefaultAddress(
  db: Db,
  userId: number,
  addressTypeId: number,
  addressId: number,
): Promise<void> {
  await db
    .update(users)
    .set(
      addressTypeId === ADDRESS_TYPE.HOME
        ? { defaultDeliveryAddressId: addressId }
        : { defaultStoreAddressId: addressId },
    )
    .where(eq(users.userId, userId));
}
