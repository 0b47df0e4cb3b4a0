import { eurosToCents, type Cents, type Product } from '@spesa/domain';
import type { CartLine } from './lines';
import type { DefaultPackagingRow } from './snapshot-repo';

export interface PackagingOffer {
  packagingTypeId: number;
  product: Product;
  itemsPerPackage: number;
  costCents: Cents;
}

/** The default packaging priced by the warehouse; null if there is none or it is not sold there. */
export function packagingOffer(
  row: DefaultPackagingRow | null,
  products: ReadonlyMap<number, Product>,
): PackagingOffer | null {
  const product = row ? products.get(row.productId) : undefined;
  return row && product
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
