/*
 * The catalogue feature: category menu, listings, search and product pages.
 * Route modules (routes/*) are loaded lazily by the router and are not
 * exported here, so that the shell's imports stay small.
 */
export { catalogKeys, type ListViewer } from './api/keys';
export { categoryTreeQueryOptions, useCategoryTree } from './api/get-category-tree';
export { CategoryMenu, type CategoryMenuProps } from './components/category-menu';
export { SearchBox } from './components/search-box';
export { NavbarSearch } from './components/navbar-search';
export { ProductCard, type ProductCardProps } from './components/product-card';
export { PriceBlock, type PriceBlockProps } from './components/price-block';
export { ProductImage, type ProductImageProps } from './components/product-image';
export { PromoBox } from './components/promo-badge';
export {
  QuantityControl,
  type CartLineHandlers,
  type QuantityControlProps,
} from './components/quantity-control';
export { priceViewOf, type PriceView } from './model/price';
export { canBuy } from './model/purchasable';
export { categoryPath, productPath } from './model/category-tree';
