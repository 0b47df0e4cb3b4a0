import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;

export async function findStore(db: Db, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.storeId, storeId)).limit(1);
  return row?.active ? row : undefined;
}

export async function listStores(db: Db, storeIds?: readonly number[]): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(storeIds ? inArray(stores.storeId, [...storeIds]) : eq(stores.active, true))
    .orderBy(asc(stores.name));
}
