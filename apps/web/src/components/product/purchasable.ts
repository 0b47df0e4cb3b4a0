import { maxPurchasable, type Product, type QuantityRules } from '@spesa/domain';

/** Can the product be bought at all: in stock, and its caps leave room for the first add? */
export const canBuy = (rules: QuantityRules, product: Pick<Product, 'available'>): boolean =>
  product.available > 0 && maxPurchasable(rules) >= rules.first;
