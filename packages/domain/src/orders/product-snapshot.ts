import type { LineProduct } from '../api/catalog';

/** What an order keeps of each product: what its pages, mails and documents show. */
export interface OrderProductSnapshot {
  productId: number;
  slug: string;
  name: string;
  shortDescr: string;
  mediaURL: string;
  brand: string;
  categoryId: number;
  /** Euros, as sold then: per piece, or per kg for weighed goods. */
  priceDisplay: number;
  weightUnitDisplay: string;
  tipologia: string;
  /** The multi-buy the line was sold with ('3x2') and the euros it took off; absent when none. */
  offer?: { label: string; saving: number };
}

/**
 * The product as the order remembers it. Not the whole line product: its
 * description, stock, classes and promotion are the catalogue's present,
 * not the order's past, and every read of an order's lines pays for each
 * byte kept here (decision 016).
 */
export const orderProductSnapshot = (
  p: Pick<
    LineProduct,
    | 'productId'
    | 'slug'
    | 'name'
    | 'shortDescr'
    | 'mediaURL'
    | 'brand'
    | 'categoryId'
    | 'priceDisplay'
    | 'weightUnitDisplay'
    | 'productInfos'
  > &
    Partial<Pick<LineProduct, 'warehousePromo'>>,
  /** Euros the line's multi-buy took off (CartItem.promoDiscount). */
  promoDiscount?: number,
): OrderProductSnapshot => ({
  productId: p.productId,
  slug: p.slug,
  name: p.name,
  shortDescr: p.shortDescr,
  mediaURL: p.mediaURL,
  brand: p.brand,
  categoryId: p.categoryId,
  priceDisplay: p.priceDisplay,
  weightUnitDisplay: p.weightUnitDisplay,
  tipologia: p.productInfos.TIPOLOGIA,
  ...(promoDiscount && p.warehousePromo
    ? { offer: { label: p.warehousePromo.view.header, saving: promoDiscount } }
    : {}),
});
