/** A cart line as far as counting goes: its quantity (pieces, packs, or kilograms for loose goods). */
export interface CountedLine {
  quantity: number;
}

/**
 * How many products a cart holds, one number for the header's badge, the
 * cart's 'Hai N prodotti nel carrello' and the checkout's goods line
 * (docs/rules/cart.md: each line counts as its quantity, or 1 when that is not
 * positive), in whole units: 2.5 kg of apples and a pack read 4, never 3.5.
 */
export function cartProductCount(lines: readonly CountedLine[]): number {
  const sum = lines.reduce((total, { quantity }) => {
    const counted = Number.isFinite(quantity) && quantity > 0 ? quantity : 1;
    return total + counted;
  }, 0);
  return Math.round(sum);
}
