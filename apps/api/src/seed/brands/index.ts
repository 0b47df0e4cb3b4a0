import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { RECAPTCHA_GUARDED_CALLS } from './config';
import { brandLogoSvg } from './logo';
import { fresco } from './fresco';
import { mercato } from './mercato';

export const SEEDED_BRANDS = [mercato, fresco];

export async function seedBrands(db: Db): Promise<void> {
  await db.insert(brands).values(
    SEEDED_BRANDS.map((b) => ({
      ...b,
      logoSvg: brandLogoSvg(b.name, b.theme.primary, b.theme.secondary),
    })),
  );
}

type StoredConfig = typeof brands.$inferSelect.config;

/**
 * Each seeded brand's stored configuration, rewritten where `upgrade` answers
 * one: how a database seeded before a value existed gets it.
 */
async function upgradeConfigs(
  db: Db,
  upgrade: (stored: StoredConfig, seeded: StoredConfig) => StoredConfig | null,
): Promise<void> {
  for (const { brandId, config } of SEEDED_BRANDS) {
    const [row] = await db
      .select({ config: brands.config })
      .from(brands)
      .where(eq(brands.brandId, brandId));
    const upgraded = row ? upgrade(row.config, config) : null;
    if (upgraded)
      await db.update(brands).set({ config: upgraded }).where(eq(brands.brandId, brandId));
  }
}

/** A database seeded before the brands guarded any call gets the seeded list; one a brand set is kept. */
export const seedRecaptchaEndpoints = (db: Db): Promise<void> =>
  upgradeConfigs(db, (stored) =>
    stored.recaptchaEndpoints.length > 0
      ? null
      : { ...stored, recaptchaEndpoints: RECAPTCHA_GUARDED_CALLS },
  );

/** A database seeded before the brands had a minimum order gets the seeded one; one a brand set is kept. */
export const seedMinimumOrders = (db: Db): Promise<void> =>
  upgradeConfigs(db, (stored, seeded) =>
    'minimumOrderCents' in (stored as Record<string, unknown>)
      ? null
      : { ...stored, minimumOrderCents: seeded.minimumOrderCents },
  );

/**
 * A database seeded while a brand's legal footer left out its share capital
 * (which a company's site must state) gets the seeded footer; a footer that
 * states it, seeded or the brand's own, is kept.
 */
export async function seedLegalFooters(db: Db): Promise<void> {
  for (const { brandId, texts } of SEEDED_BRANDS) {
    const [row] = await db
      .select({ texts: brands.texts })
      .from(brands)
      .where(eq(brands.brandId, brandId));
    const legalFooter = texts.brand?.legalFooter;
    if (!row || !legalFooter || row.texts.brand?.legalFooter?.includes('Capitale sociale'))
      continue;
    await db
      .update(brands)
      .set({
        texts: {
          ...row.texts,
          brand: { ...row.texts.brand, legalFooter },
        },
      })
      .where(eq(brands.brandId, brandId));
  }
}

/**
 * A database seeded while the brands shared the network's prices gets each brand's own
 * warehouses in its config (decision 044); a brand that set its own map is kept.
 */
export const seedBrandWarehouseConfig = (db: Db): Promise<void> =>
  upgradeConfigs(db, (stored, seeded) => {
    if (!seeded.ownWarehouses || stored.ownWarehouses) return null;
    const { defaultWarehouseId, invoiceWarehouseId, ownWarehouses } = seeded;
    return { ...stored, defaultWarehouseId, invoiceWarehouseId, ownWarehouses };
  });
