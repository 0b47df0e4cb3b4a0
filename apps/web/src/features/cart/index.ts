export { cartKeys } from './api/keys';
export { cartQueryOptions, getCart, useCart } from './api/get-cart';
export { cartBadgeCount, cartBadgeCountOf, formatBadgeCount } from './cart-count';
export { CartCountText } from './components/cart-count-text';
export { CartDrawerContent, type CartDrawerContentProps } from './components/cart-drawer-content';
