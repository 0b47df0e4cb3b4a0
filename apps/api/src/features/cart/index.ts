export { cartRoutes } from './routes';
export { viewCart, anonymousCart, liveCart, cartContext } from './service';
export { setCartAddress, setCartTimeslot, type CartDeps } from './delivery-service';
