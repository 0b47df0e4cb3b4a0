export { formatBadgeCount } from './cart-count';
export { CartCountText } from './components/cart-count-text';
export { CartDrawerContent, type CartDrawerContentProps } from './components/cart-drawer-content';
export { CartSummary } from './components/cart-summary';
export { CheckoutButton } from './components/checkout-button';
export {
  ProductCartControl,
  preloadCartControlDialogs,
  type ProductCartControlProps,
} from './components/product-cart-control';
export { OptionSelectorForm } from './components/option-selector';
