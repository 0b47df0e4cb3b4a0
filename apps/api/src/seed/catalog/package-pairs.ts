import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/**
 * Packs and the package they add up to (docs/rules/quantities-and-prices.md):
 * the seeded lines of one leaf, by their names' endings; each maker's pack
 * pairs with the same maker's package.
 */
export const PACKAGE_PAIRS = [
  {
    pack: 'Acqua minerale naturale 1,5 l',
    pkg: 'Acqua minerale naturale 6 x 1,5 l',
    multiplier: 6,
  },
  {
    pack: 'Latte UHT parzialmente scremato 1 l',
    pkg: 'Latte UHT parzialmente scremato 6 x 1 l',
    multiplier: 6,
  },
  {
    pack: 'Tonno all’olio di oliva 3 x 80 g',
    pkg: 'Tonno all’olio di oliva 6 x 80 g',
    multiplier: 2,
  },
] as const;

/** The maker's part of a product's name: what comes before the line's name. */
const makerOf = (name: string, ending: string): string | null =>
  name === ending || name.endsWith(` ${ending}`) ? name.slice(0, -ending.length).trim() : null;

/** Writes PACKAGE_PRODUCT_ID and PACKAGE_MULTIPLIER into the packs' infos; a catalogue without the lines gets none. */
export async function seedPackagePairs(db: Db): Promise<void> {
  for (const { pack, pkg, multiplier } of PACKAGE_PAIRS) {
    const rows = await db
      .select({
        productId: products.productId,
        name: products.name,
        vendorId: products.vendorId,
        productInfos: products.productInfos,
      })
      .from(products)
      .where(or(like(products.name, `%${pack}`), like(products.name, `%${pkg}`)));
    for (const packRow of rows) {
      const maker = makerOf(packRow.name, pack);
      if (maker === null) continue;
      const packageRow = rows.find(
        (r) => r.vendorId === packRow.vendorId && makerOf(r.name, pkg) === maker,
      );
      if (!packageRow) continue;
      await db
        .update(products)
        .set({
          productInfos: {
            ...packRow.productInfos,
            PACKAGE_PRODUCT_ID: String(packageRow.productId),
            PACKAGE_MULTIPLIER: String(multiplier),
          },
        })
        .where(eq(products.productId, packRow.productId));
    }
  }
}
