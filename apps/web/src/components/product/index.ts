/**
 * What every feature shows of a product (card, picture, price, promotion,
 * quantity): shared by the catalogue and the cart, which do not import each other.
 */
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from './product-card';
export { ListedProduct } from './listed-product';
export {
  ProductActionProvider,
  useProductAction,
  useProductKeep,
  type ProductActionVariant,
  type RenderProductAction,
} from './product-action';
export { PriceBlock, type PriceBlockProps } from './price-block';
export { ProductImage, type ProductImageProps } from './product-image';
export { NewBadge, PromoBadge, PromoBox } from './promo-badge';
export {
  QuantityControl,
  type CartLineHandlers,
  type QuantityControlProps,
} from './quantity-control';
export { priceViewOf, type PricedProduct, type PriceView } from './price';
export { canBuy } from './purchasable';
