import type { Cart } from '@spesa/domain';

/** How the address selector closed: an address was set and a timeslot is wanted, or nothing. */
export type AddressSelectorResult = 'setTimeslot' | 'cancel';
/** How the timeslot selector closed: a slot was taken, the shopper wants another address, or nothing. */
export type TimeslotSelectorResult = 'submit' | 'setAddress' | 'cancel';

export interface CheckoutFlowDeps {
  /** Logged in, as the session already read says; waits for auth/test when it was not read yet. */
  isAuthenticated: () => boolean | Promise<boolean>;
  /** Opens the login dialog and resolves when it closes. */
  openLogin: () => Promise<void>;
  /** auth/test: true when the shopper is logged in now. */
  authTest: () => Promise<boolean>;
  /** The cart as it is now (from the cache when fresh). */
  getCart: () => Promise<Cart>;
  /** docs/rules/delivery-and-slots.md: setting an address or timeslot reloads the cart. */
  reloadCart: () => Promise<void>;
  openAddressSelector: () => Promise<AddressSelectorResult>;
  openTimeslotSelector: () => Promise<TimeslotSelectorResult>;
}

export interface CheckoutFlowOptions {
  /** An auto-assigned address counts as assigned (docs/rules/delivery-and-slots.md: bypass options are configurable). */
  acceptAutoAssignedAddress?: boolean;
  /** An auto-assigned timeslot counts as assigned. */
  acceptAutoAssignedTimeslot?: boolean;
}

export interface CheckoutFlow {
  /** Logged in, or the login dialog and then auth/test (docs/rules/delivery-and-slots.md). */
  needLogin(): Promise<boolean>;
  /** An address the shopper chose, or the address selector (which chains to the timeslot selector). */
  needAddress(): Promise<boolean>;
  /** A timeslot the shopper chose, or the timeslot selector (which may chain to the address selector and back). */
  needTimeslot(): Promise<boolean>;
  /** Before adding a product (docs/rules/delivery-and-slots.md): login, address and timeslot, asking only for what is missing. */
  ensureReadyToAdd(): Promise<boolean>;
  /** docs/rules/delivery-and-slots.md address change flow: the selector, then the timeslot selector once an address is set. */
  changeAddress(): Promise<boolean>;
  /** The timeslot selector, whatever the cart has. */
  changeTimeslot(): Promise<boolean>;
  /**
   * A cart refusal that says what is missing (cart.need_address,
   * cart.need_timeslot) opens the right dialog; true when the shopper supplied
   * it and the action may be tried again, false otherwise (or for other codes).
   */
  handleRefusal(code: string): Promise<boolean>;
}

/** The cart refusal codes that the checkout flow answers with a dialog. */
export const DELIVERY_REFUSAL_CODES = {
  needAddress: 'cart.need_address',
  needTimeslot: 'cart.need_timeslot',
} as const;

/** Enough rounds of "change address" from the timeslot selector for any shopper; a guard, not a rule. */
const MAX_ROUNDS = 10;

/** docs/rules/delivery-and-slots.md: an address or timeslot counts as assigned unless auto-assigned. */
export const isAssigned = (
  value: { autoAssigned: boolean } | null | undefined,
  acceptAutoAssigned = false,
): boolean => value != null && (acceptAutoAssigned || !value.autoAssigned);

/**
 * docs/rules/delivery-and-slots.md Checkout flow helper, free of React: every dialog is a promise, so
 * the chaining rules can be tested on their own.
 */
export function createCheckoutFlow(
  deps: CheckoutFlowDeps,
  options: CheckoutFlowOptions = {},
): CheckoutFlow {
  async function needLogin(): Promise<boolean> {
    if (await deps.isAuthenticated()) return true;
    await deps.openLogin();
    return deps.authTest();
  }

  /** The timeslot selector until a slot is taken or it is closed; "change address" goes there and back. */
  async function runTimeslot(): Promise<boolean> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const result = await deps.openTimeslotSelector();
      if (result === 'submit') {
        await deps.reloadCart();
        return true;
      }
      if (result === 'cancel') return false;
      const address = await deps.openAddressSelector();
      if (address === 'setTimeslot') await deps.reloadCart();
    }
    return false;
  }

  /** The address selector; a set address requests the timeslot selector. */
  async function runAddress(): Promise<{ address: boolean; timeslot: boolean }> {
    const result = await deps.openAddressSelector();
    if (result === 'cancel') return { address: false, timeslot: false };
    await deps.reloadCart();
    return { address: true, timeslot: await runTimeslot() };
  }

  const addressAssigned = (cart: Cart) =>
    isAssigned(cart.shippingAddress, options.acceptAutoAssignedAddress);
  const timeslotAssigned = (cart: Cart) =>
    isAssigned(cart.timeslot, options.acceptAutoAssignedTimeslot);

  return {
    needLogin,
    async needAddress() {
      if (!(await needLogin())) return false;
      if (addressAssigned(await deps.getCart())) return true;
      return (await runAddress()).address;
    },
    async needTimeslot() {
      if (!(await needLogin())) return false;
      if (timeslotAssigned(await deps.getCart())) return true;
      return runTimeslot();
    },
    async ensureReadyToAdd() {
      if (!(await needLogin())) return false;
      const cart = await deps.getCart();
      if (!addressAssigned(cart)) {
        const chosen = await runAddress();
        return chosen.address && chosen.timeslot;
      }
      if (timeslotAssigned(cart)) return true;
      return runTimeslot();
    },
    async changeAddress() {
      if (!(await needLogin())) return false;
      return (await runAddress()).address;
    },
    async changeTimeslot() {
      if (!(await needLogin())) return false;
      return runTimeslot();
    },
    async handleRefusal(code) {
      if (code === DELIVERY_REFUSAL_CODES.needAddress) {
        const chosen = await runAddress();
        return chosen.address && chosen.timeslot;
      }
      if (code === DELIVERY_REFUSAL_CODES.needTimeslot) return runTimeslot();
      return false;
    },
  };
}
