export { setCartAddress, setCartTimeslot } from './routes/delivery';
export { viewCart, anonymousCart } from './views/view-cart';
export { CART_RESPONSE } from './views/cart-json';
export {
  deleteCart,
  findLiveCart,
  insertEditCart,
  liveCart,
  lockLiveCart,
  markCartOrdered,
  parkCart,
  unparkCart,
} from './repo/carts';
export { cartContext } from './repo/delivery-context';
export type { CartDeps } from './deps';
export { cartForCheckout, type CheckoutCart } from './views/checkout-view';
export { lockCartForPayment } from './changes/infos';
export type { CartRow } from './repo/carts';
export { packagingChoices } from './views/packaging-types';
export { cartReply } from './routes/reply';
export { cartSerializer } from './routes/cart-serializer';
export { orderedToday } from './repo/ordered-today';
export { departmentOf } from './repo/catalogue';
export { addWishedLines, type WishedLine, type WishedLinesAdded } from './changes/list-lines';
export { bumpCartsOf } from './repo/erasure';
