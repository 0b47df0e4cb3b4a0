import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { seedBrands } from './brands';
import { seedCart } from './cart';
import { seedCatalogue, vacuumCatalogue, type CatalogueSize } from './catalog';
import { seedContent } from './content';
import { seedDelivery } from './delivery';
import { seedUsers } from './users';

export { DEMO_PASSWORD, DEMO_USERS } from './users';
export type { CatalogueSize } from './catalog';

export interface SeedOptions {
  /** 'small' keeps every category but one product per leaf: for tests that need no full range. */
  catalogue?: CatalogueSize;
}

/** Deterministic seed: the same rows on every fresh database. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await seedBrands(tx);
    await seedUsers(tx);
    await seedContent(tx);
    await seedCatalogue(tx, options.catalogue);
    // After the catalogue: the delivery data needs its warehouses.
    await seedDelivery(tx);
    await seedCart(tx);
  });
  await vacuumCatalogue(db);
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [anyBrand] = await db.select({ id: brands.brandId }).from(brands).limit(1);
  if (anyBrand) return false;
  await seed(db);
  return true;
}
