import { eq } from 'drizzle-orm';
import { eurosToCents, type Cents, type Product } from '@spesa/domain';
import type { Db } from '../../db/client';
import { packagingTypes } from '../../db/schema';
import { productsIn, type Catalogue } from './catalogue';
import type { CartLine } from './lines';

export interface PackagingOffer {
  packagingTypeId: number;
  product: Product;
  itemsPerPackage: number;
  costCents: Cents;
}

/** The default packaging, priced by the warehouse; null if it has none or does not sell it. */
export async function defaultPackaging(
  db: Db,
  catalog: Catalogue,
  warehouseId: number,
): Promise<PackagingOffer | null> {
  const [row] = await db
    .select()
    .from(packagingTypes)
    .where(eq(packagingTypes.isDefault, true))
    .limit(1);
  if (!row) return null;
  const product = (await productsIn(catalog, warehouseId, [row.productId])).get(row.productId);
  return product
    ? {
        packagingTypeId: row.packagingTypeId,
        product,
        itemsPerPackage: row.itemsPerPackage,
        costCents: eurosToCents(product.priceDisplay),
      }
    : null;
}

/**
 * Bags the order needs: a piece or a pack takes one place in a bag, a weighed
 * line one place whatever its weight, and a bag holds itemsPerPackage places.
 */
export function packagesFor(lines: readonly CartLine[], offer: PackagingOffer | null): number {
  if (!offer || lines.length === 0) return 0;
  const places = lines.reduce(
    (sum, line) => sum + (line.rules.kind === 'count' ? line.item.quantity : 1),
    0,
  );
  return Math.ceil(places / offer.itemsPerPackage);
}
