import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;

export const listBrands = (db: Db): Promise<BrandRow[]> => db.select().from(brands);
