export { cartRoutes, cartShopperRoutes } from './routes/cart-routes';
export { setCartAddress, setCartTimeslot } from './routes/delivery';
export { viewCart, anonymousCart } from './views/view-cart';
export { CART_RESPONSE } from './views/cart-json';
export { liveCart } from './repo/carts';
export { cartContext } from './repo/delivery-context';
export type { CartDeps } from './deps';
