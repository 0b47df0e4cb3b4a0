import type { Product } from '../api/catalog';
import { eurosToCents, type Cents } from '../price/money';
import { quantityRulesOf, type QuantifiedProduct, type QuantityRules } from '../quantity/rules';

/** What the cart's rules read of a catalogue product. */
export type CartProduct = QuantifiedProduct &
  Pick<Product, 'productId' | 'name' | 'priceDisplay' | 'productClasses' | 'warehousePromo'>;

export interface Pricing {
  rules: QuantityRules;
  /** Per piece (Pezzo) or per base unit (the other types), as the catalogue prices it. */
  priceCents: Cents;
}

/**
 * Rules and price per product object: the catalogue's cache hands out the
 * same object until it reloads the product, so a cart of 100 lines derives
 * them once per reload instead of on every view.
 */
const pricings = new WeakMap<CartProduct, Pricing>();

export function pricingOf(product: CartProduct): Pricing {
  let pricing = pricings.get(product);
  if (!pricing) {
    pricing = { rules: quantityRulesOf(product), priceCents: eurosToCents(product.priceDisplay) };
    pricings.set(product, pricing);
  }
  return pricing;
}
