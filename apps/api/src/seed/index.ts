import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedSteps } from '../db/schema';
import { announce } from '../db/change-feed';
import {
  seedBrandWarehouseConfig,
  seedBrands,
  seedLegalFooters,
  seedMinimumOrders,
  seedRecaptchaEndpoints,
} from './brands';
import { seedCart } from './cart';
import { seedAssignedCertificates } from './cart/assigned-certificates';
import { seedLoyalty } from './cart/loyalty';
import { seedCheckout } from './checkout';
import { seedBrandWarehouses, seedCatalogue, vacuumCatalogue, type CatalogueSize } from './catalog';
import { seedContent } from './content';
import { seedContentPosts } from './content-posts';
import { seedDelivery } from './delivery';
import { seedDisclaimers } from './disclaimers';
import { seedSelectorTexts } from './delivery/selector-texts';
import { seedCategoryBlocks } from './catalog/category-blocks';
import { seedMidDescriptions } from './catalog/mid-descriptions';
import { seedVatRates } from './catalog/vat-rates';
import { seedPackagePairs } from './catalog/package-pairs';
import { seedManagedAccounts } from './managed-accounts';
import { seedOrders } from './orders';
import { seedDueDocuments } from './orders/due-documents';
import { seedUsers } from './users';
import { seedWishlists } from './wishlists';

export { DEMO_PASSWORD, DEMO_USERS } from './users';
export type { CatalogueSize } from './catalog';

export interface SeedOptions {
  /** 'small' keeps every category but one product per leaf: for tests that need no full range. */
  catalogue?: CatalogueSize;
}

type SeedStep = { name: string; run: (db: Db, options: SeedOptions) => Promise<void> };

/**
 * The seed, in order (delivery needs the catalogue's warehouses). A step added
 * later runs once on a database seeded before it; steps already run are skipped.
 */
const STEPS: SeedStep[] = [
  { name: 'brands', run: (db) => seedBrands(db) },
  { name: 'users', run: (db) => seedUsers(db) },
  { name: 'content', run: (db) => seedContent(db) },
  { name: 'catalogue', run: (db, options) => seedCatalogue(db, options.catalogue) },
  {
    name: 'brand-warehouses',
    run: async (db, options) => {
      await seedBrandWarehouses(db, options.catalogue);
      await seedBrandWarehouseConfig(db);
    },
  },
  { name: 'delivery', run: (db) => seedDelivery(db) },
  { name: 'cart', run: (db) => seedCart(db) },
  { name: 'checkout', run: (db) => seedCheckout(db) },
  { name: 'orders', run: (db) => seedOrders(db) },
  { name: 'order-due-documents', run: (db) => seedDueDocuments(db) },
  { name: 'managed-accounts', run: (db) => seedManagedAccounts(db) },
  { name: 'delivery-selector-texts', run: (db) => seedSelectorTexts(db) },
  { name: 'category-descriptions', run: (db) => seedMidDescriptions(db) },
  { name: 'content-posts', run: (db) => seedContentPosts(db) },
  { name: 'registration-disclaimers', run: (db) => seedDisclaimers(db) },
  { name: 'assigned-gift-certificates', run: (db) => seedAssignedCertificates(db) },
  { name: 'loyalty-movements', run: (db) => seedLoyalty(db) },
  { name: 'product-vat-rates', run: (db) => seedVatRates(db) },
  { name: 'brand-recaptcha-endpoints', run: (db) => seedRecaptchaEndpoints(db) },
  { name: 'package-pairs', run: (db) => seedPackagePairs(db) },
  { name: 'category-page-blocks', run: (db) => seedCategoryBlocks(db) },
  { name: 'wishlists', run: (db) => seedWishlists(db) },
  { name: 'brand-legal-footers', run: (db) => seedLegalFooters(db) },
  { name: 'brand-minimum-orders', run: (db) => seedMinimumOrders(db) },
];

/** Deterministic seed: the same rows on every fresh database. Returns the steps it ran. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<string[]> {
  const done = await db
    .select({ name: seedSteps.name })
    .from(seedSteps)
    .where(
      inArray(
        seedSteps.name,
        STEPS.map((s) => s.name),
      ),
    );
  const pending = STEPS.filter((step) => !done.some((d) => d.name === step.name));
  if (pending.length === 0) return [];
  await db.transaction(async (tx) => {
    for (const step of pending) {
      await step.run(tx, options);
      await tx.insert(seedSteps).values({ name: step.name });
    }
    // Shops already running on this database read everything again.
    await announce(tx, { kind: 'catalogue' });
  });
  if (pending.some((step) => step.name === 'catalogue' || step.name === 'brand-warehouses'))
    await vacuumCatalogue(db);
  return pending.map((step) => step.name);
}
