/**
 * The cart query every feature reads (auth, delivery, catalogue, cart): it lives
 * below the features so that they do not import each other in a circle.
 */
export { cartKeys } from './cart-keys';
export { SHOW_SECTORS, cartQueryOptions, getCart, useCart } from './get-cart';
export { useAbandonOrderEdit, useStartOrderEdit } from './order-edit';
export { onOpenCartDrawer, openCartDrawer } from './cart-drawer';
