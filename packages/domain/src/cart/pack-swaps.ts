import { packageOfferOf, packageReplacement } from '../quantity/package-replacement';
import { roundQuantity } from '../units/convert';
import { lineKey, plannedLinesRefusal, type PlannedLine } from './plan';
import { pricingOf, type CartProduct } from './products';

/** Packs of one line replaced by packages of another product. */
export interface PackSwap {
  /** The pack line: its product and options. */
  productId: number;
  optionsKey: string;
  /** Packs taken off the line. */
  replaced: number;
  /** Packs left on it (0: the line goes). */
  remainder: number;
  /** The package product's line (no options) gets this many more. */
  packageProductId: number;
  packages: number;
}

export interface PackSwaps<P extends CartProduct> {
  /** The lines as the change leaves them, swaps made. */
  planned: Map<string, PlannedLine<P>>;
  swaps: PackSwap[];
}

/**
 * docs/rules/quantities-and-prices.md: a pack line whose quantity reaches the multiplier is
 * replaced by the package product, as many packages as fit, the remainder
 * staying as packs. Only lines the request changed, and only a package the
 * cart's warehouse sells. The package line is checked like any changed line;
 * if the rules refuse the swapped cart (stock, maximums), no swap is made and
 * the shopper keeps the packs as asked.
 */
export function packSwaps<P extends CartProduct>(
  planned: ReadonlyMap<string, PlannedLine<P>>,
  products: ReadonlyMap<number, P>,
  orderedToday: ReadonlyMap<number, number>,
): PackSwaps<P> {
  const next = new Map(planned);
  const swaps: PackSwap[] = [];
  for (const [key, line] of planned) {
    if (line.field === null) continue;
    const offer = packageOfferOf(line.product.productInfos);
    const pack = offer && offer.productId !== line.productId ? products.get(offer.productId) : null;
    const replacement = pack ? packageReplacement(line.quantity, offer) : null;
    if (!pack || !replacement) continue;
    if (replacement.remainder > 0) next.set(key, { ...line, quantity: replacement.remainder });
    else next.delete(key);
    const packageKey = lineKey(pack.productId, '');
    const existing = next.get(packageKey);
    next.set(packageKey, {
      productId: pack.productId,
      optionsKey: '',
      product: pack,
      rules: pricingOf(pack).rules,
      quantity: roundQuantity((existing?.quantity ?? 0) + replacement.packages),
      previous: existing?.previous ?? 0,
      field: line.field,
    });
    swaps.push({
      productId: line.productId,
      optionsKey: line.optionsKey,
      replaced: line.quantity - replacement.remainder,
      remainder: replacement.remainder,
      packageProductId: pack.productId,
      packages: replacement.packages,
    });
  }
  if (swaps.length === 0 || plannedLinesRefusal([...next.values()], orderedToday))
    return { planned: new Map(planned), swaps: [] };
  return { planned: next, swaps };
}
