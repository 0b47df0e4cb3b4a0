import type { ProductInfos } from '../api/catalog';
import { readInfoNumber } from './rules';

/** A package product offered for a pack item: `multiplier` packs make one package (six bottles, one crate). */
export interface PackageOffer {
  productId: number;
  multiplier: number;
}

export interface PackageReplacement {
  /** The package product that takes the place of the packs. */
  productId: number;
  /** Packages to put in the cart. */
  packages: number;
  /** Packs left over, which stay as they are (0 removes the pack line). */
  remainder: number;
}

/**
 * docs/rules/quantities-and-prices.md: a pack item whose quantity reaches the multiplier is replaced by a
 * package item. Tells whether it is time, and into how many packages and
 * leftover packs the quantity splits; null while it stays as it is.
 */
export function packageReplacement(
  quantity: number,
  offer: PackageOffer | null,
): PackageReplacement | null {
  if (!offer || !Number.isInteger(offer.multiplier) || offer.multiplier < 2) return null;
  if (!Number.isInteger(quantity) || quantity < offer.multiplier) return null;
  return {
    productId: offer.productId,
    packages: Math.floor(quantity / offer.multiplier),
    remainder: quantity % offer.multiplier,
  };
}

/**
 * The package of a counted product, from its PACKAGE_PRODUCT_ID and
 * PACKAGE_MULTIPLIER infos; null without both, or for weighed goods.
 */
export function packageOfferOf(infos: ProductInfos): PackageOffer | null {
  if (infos.TIPOLOGIA !== 'Pezzo' && infos.TIPOLOGIA !== 'Confezione') return null;
  const productId = readInfoNumber(infos.PACKAGE_PRODUCT_ID);
  const multiplier = readInfoNumber(infos.PACKAGE_MULTIPLIER);
  if (productId === null || multiplier === null) return null;
  if (!Number.isInteger(productId) || !Number.isInteger(multiplier) || multiplier < 2) return null;
  return { productId, multiplier };
}
