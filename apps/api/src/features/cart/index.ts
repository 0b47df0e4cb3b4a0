export { cartRoutes, cartShopperRoutes } from './routes';
export { viewCart, anonymousCart, liveCart } from './service';
export { cartContext } from './context';
export { setCartAddress, setCartTimeslot } from './delivery-service';
export type { CartDeps } from './deps';
export { CART_RESPONSE, serializerWithCarts } from './cart-json';
