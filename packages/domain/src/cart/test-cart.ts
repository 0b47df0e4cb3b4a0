import type { ProductClass, WarehousePromo } from '../api/catalog';
import { APPLES, CHICKEN, testProduct } from '../quantity/test-products';
import type { AppliedDiscountCode, DiscountCode } from './discount';
import type { StoredLine } from './lines';
import type { CartProduct } from './products';

/** A catalogue product as the cart reads it; the defaults are a plain piece at 2,00 €. */
export const cartProduct = (
  productId: number,
  base = testProduct(),
  fields: Partial<
    Pick<CartProduct, 'name' | 'priceDisplay' | 'productClasses' | 'warehousePromo'>
  > = {},
): CartProduct => ({
  ...base,
  productId,
  name: `Prodotto ${productId}`,
  priceDisplay: 2,
  productClasses: [],
  warehousePromo: null,
  ...fields,
});

/** The shelf label of a multi-buy, as the seed writes it. */
export const bundlePromo = (header = '3x2'): WarehousePromo => ({
  promoType: 'bundle',
  view: { cssClass: 'promo-bundle', header, body: 'Prendi 3, paghi 2', footer: '' },
});

export const ALCOHOL: ProductClass = { productClassId: 1, name: 'Alcolici', maxQuantity: 24 };

/** 2,00 € a piece. */
export const PIECE = cartProduct(1);
/** Loose apples at 3,00 €/kg. */
export const LOOSE_APPLES = cartProduct(2, APPLES, { priceDisplay: 3 });
/** A 400 g tray of chicken at 9,90 €/kg: 3,96 € a tray. */
export const CHICKEN_TRAY = cartProduct(3, CHICKEN, { priceDisplay: 9.9 });
/** Beer at 1,50 €, in a class of at most 24 pieces. */
export const BEER = cartProduct(4, testProduct({}, { maxAcq: 99 }), {
  priceDisplay: 1.5,
  productClasses: [ALCOHOL],
});
/** The shopper bag, 0,10 €. */
export const BAG = cartProduct(9, testProduct(), { priceDisplay: 0.1 });

export const productsOf = (...products: CartProduct[]): Map<number, CartProduct> =>
  new Map(products.map((p) => [p.productId, p]));

export const line = (itemId: number, productId: number, quantity: number): StoredLine => ({
  itemId,
  productId,
  optionsKey: '',
  quantity,
});

export const NOW = new Date('2026-06-01T10:00:00Z');

export const discountCode = (fields: Partial<DiscountCode> = {}): DiscountCode => ({
  giftCertificateId: 1,
  code: 'BENVENUTO10',
  description: '10% di sconto',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  minSpendCents: 0,
  validFrom: null,
  validUntil: null,
  ...fields,
});

export const applied = (id: number, fields: Partial<DiscountCode> = {}): AppliedDiscountCode => ({
  userGiftCertificateId: id,
  certificate: discountCode({ giftCertificateId: id, ...fields }),
});
