import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { packagingTypes } from '../../../db/schema';

export type PackagingTypeRow = typeof packagingTypes.$inferSelect;

export async function listPackagingTypeRows(db: Db): Promise<PackagingTypeRow[]> {
  return db.select().from(packagingTypes).orderBy(asc(packagingTypes.packagingTypeId));
}

export async function packagingTypeExists(db: Db, packagingTypeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: packagingTypes.packagingTypeId })
    .from(packagingTypes)
    .where(eq(packagingTypes.packagingTypeId, packagingTypeId));
  return rows.length > 0;
}
