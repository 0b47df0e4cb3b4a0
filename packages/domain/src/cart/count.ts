/** A cart line as far as counting goes: its quantity and how its product is sold. */
export interface CountedLine {
  /** Pieces or packs; kilograms for goods sold by weight. */
  quantity: number;
  product: { productInfos: { TIPOLOGIA?: string | undefined } };
}

/** Goods sold by weight (Sfuso, Peso): their quantity is kilograms, not products. */
const isWeighed = (line: CountedLine): boolean => {
  const tipologia = line.product.productInfos.TIPOLOGIA;
  return tipologia === 'Sfuso' || tipologia === 'Peso';
};

/**
 * How many products a cart holds, one number for the header's badge, the
 * cart's 'Hai N prodotti nel carrello', each sector's count and the
 * checkout's goods line (docs/rules/cart.md): a line counts its pieces or
 * packs, and 1 when it is weighed (1.5 kg of apples is one product, not 1.5)
 * or its quantity is not positive.
 */
export function cartProductCount(lines: readonly CountedLine[]): number {
  return lines.reduce((total, line) => {
    const { quantity } = line;
    const counted = !isWeighed(line) && Number.isFinite(quantity) && quantity > 0 ? quantity : 1;
    return total + Math.round(counted);
  }, 0);
}
