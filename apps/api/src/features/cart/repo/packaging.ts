import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { packagingTypes } from '../../../db/schema';

export type PackagingTypeRow = typeof packagingTypes.$inferSelect;

/** A brand offers the packaging of every brand and its own (a bag of its private label). */
const offeredBy = (brandId: string) =>
  or(isNull(packagingTypes.brandId), eq(packagingTypes.brandId, brandId));

export async function listPackagingTypeRows(db: Db, brandId: string): Promise<PackagingTypeRow[]> {
  return db
    .select()
    .from(packagingTypes)
    .where(offeredBy(brandId))
    .orderBy(asc(packagingTypes.packagingTypeId));
}

export async function packagingTypeExists(
  db: Db,
  packagingTypeId: number,
  brandId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: packagingTypes.packagingTypeId })
    .from(packagingTypes)
    .where(and(eq(packagingTypes.packagingTypeId, packagingTypeId), offeredBy(brandId)));
  return rows.length > 0;
}
