import { eurosToCents, type Cents } from '../price/money';
import type { QuantityRules } from '../quantity/rules';
import type { CartProduct } from './products';

/** The shop's default packaging type (decision 010: the compostable shopper bag). */
export interface DefaultPackaging {
  packagingTypeId: number;
  /** The catalogue product that prices a bag. */
  productId: number;
  /** Places in one bag. */
  itemsPerPackage: number;
}

export interface PackagingOffer<P extends CartProduct = CartProduct> {
  packagingTypeId: number;
  product: P;
  itemsPerPackage: number;
  costCents: Cents;
}

/** The default packaging priced by the warehouse; null if there is none or it is not sold there. */
export function packagingOffer<P extends CartProduct>(
  packaging: DefaultPackaging | null,
  products: ReadonlyMap<number, P>,
): PackagingOffer<P> | null {
  const product = packaging ? products.get(packaging.productId) : undefined;
  return packaging && product
    ? {
        packagingTypeId: packaging.packagingTypeId,
        product,
        itemsPerPackage: packaging.itemsPerPackage,
        costCents: eurosToCents(product.priceDisplay),
      }
    : null;
}

/**
 * Bags the order needs: a piece or a pack takes one place in a bag, a weighed
 * line one place whatever its weight, and a bag holds itemsPerPackage places.
 */
export function packagesFor(
  lines: readonly { rules: Pick<QuantityRules, 'kind'>; item: { quantity: number } }[],
  offer: Pick<PackagingOffer, 'itemsPerPackage'> | null,
): number {
  if (!offer || lines.length === 0) return 0;
  const places = lines.reduce(
    (sum, line) => sum + (line.rules.kind === 'count' ? line.item.quantity : 1),
    0,
  );
  return Math.ceil(places / offer.itemsPerPackage);
}
