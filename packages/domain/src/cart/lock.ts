/** Cart status 1: the open cart a shopper fills. */
export const CART_STATUS_OPEN = 1;
/** A cart that was bought: it became an order and the shopper gets a new cart. */
export const CART_STATUS_ORDERED = 2;
/**
 * A cart set aside while the shopper edits a placed order (order/modify): it
 * comes back, as it was, once the edit is confirmed or abandoned.
 */
export const CART_STATUS_PARKED = 3;
/** Cart status 7: a checkout is in progress and the address is frozen (docs/rules/cart.md). */
export const CART_STATUS_LOCKED = 7;

export interface CartLockState {
  cartStatusId: number;
  /** When the checkout that locked the cart stops holding it; null for no deadline. */
  lockedUntil: Date | null;
}

/**
 * The lock belongs to a checkout in progress: it holds only until its deadline,
 * so a shopper who walked away from the payment step is never locked out for good.
 * A lock without a deadline (written before deadlines existed) no longer holds.
 */
export const cartLockHolds = ({ cartStatusId, lockedUntil }: CartLockState, now: Date): boolean =>
  cartStatusId === CART_STATUS_LOCKED && lockedUntil !== null && lockedUntil > now;

/** The status a shopper sees: 7 while the lock holds, else the open cart. */
export const effectiveCartStatus = (cart: CartLockState, now: Date): number =>
  cart.cartStatusId === CART_STATUS_LOCKED && !cartLockHolds(cart, now)
    ? CART_STATUS_OPEN
    : cart.cartStatusId;

/** The deadline of a lock taken now. */
export const lockDeadline = (now: Date, minutes: number): Date =>
  new Date(now.getTime() + minutes * 60_000);
