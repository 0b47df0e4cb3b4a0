import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@spesa/domain';
import {
  createCheckoutFlow,
  isAssigned,
  type AddressSelectorResult,
  type CheckoutFlowDeps,
  type CheckoutFlowOptions,
  type TimeslotSelectorResult,
} from './checkout-flow';
import { cartSlot, shipping, testCart } from '../../test/fixtures';

/**
 * A scripted shopper: each dialog answers from its queue, every step is
 * logged so a test can read the order in which things happened.
 */
function scripted(
  options: {
    loggedIn?: boolean;
    loginSucceeds?: boolean;
    cart?: Cart;
    address?: AddressSelectorResult[];
    timeslot?: TimeslotSelectorResult[];
  },
  flowOptions: CheckoutFlowOptions = {},
) {
  const log: string[] = [];
  const addressAnswers = [...(options.address ?? [])];
  const timeslotAnswers = [...(options.timeslot ?? [])];
  const deps: CheckoutFlowDeps = {
    isAuthenticated: () => options.loggedIn ?? true,
    openLogin: vi.fn(async () => {
      log.push('login');
    }),
    authTest: vi.fn(async () => {
      log.push('auth/test');
      return options.loginSucceeds ?? false;
    }),
    getCart: vi.fn(async () => options.cart ?? testCart()),
    reloadCart: vi.fn(async () => {
      log.push('reload');
    }),
    openAddressSelector: vi.fn(async () => {
      const answer = addressAnswers.shift() ?? 'cancel';
      log.push(`address:${answer}`);
      return answer;
    }),
    openTimeslotSelector: vi.fn(async () => {
      const answer = timeslotAnswers.shift() ?? 'cancel';
      log.push(`timeslot:${answer}`);
      return answer;
    }),
  };
  return { flow: createCheckoutFlow(deps, flowOptions), deps, log };
}

const ready = testCart({ shippingAddress: shipping(), timeslot: cartSlot() });

describe('isAssigned (docs/rules/delivery-and-slots.md: assigned unless auto-assigned)', () => {
  it.each([
    ['nothing', null, false, false],
    ['chosen by the shopper', { autoAssigned: false }, false, true],
    ['auto-assigned', { autoAssigned: true }, false, false],
    // the configurable bypass
    ['auto-assigned, bypassed', { autoAssigned: true }, true, true],
  ])('%s', (_name, value, bypass, expected) => {
    expect(isAssigned(value, bypass)).toBe(expected);
  });
});

describe('needLogin', () => {
  it('passes a logged-in shopper without a dialog', async () => {
    const { flow, log } = scripted({ loggedIn: true });
    expect(await flow.needLogin()).toBe(true);
    expect(log).toEqual([]);
  });

  it('opens the login dialog, then continues only if auth/test says logged in', async () => {
    const yes = scripted({ loggedIn: false, loginSucceeds: true });
    expect(await yes.flow.needLogin()).toBe(true);
    expect(yes.log).toEqual(['login', 'auth/test']);

    const no = scripted({ loggedIn: false, loginSucceeds: false });
    expect(await no.flow.ensureReadyToAdd()).toBe(false);
    expect(no.log).toEqual(['login', 'auth/test']);
  });
});

describe('needAddress', () => {
  it('does nothing when the shopper chose an address', async () => {
    const { flow, log } = scripted({ cart: ready });
    expect(await flow.needAddress()).toBe(true);
    expect(log).toEqual([]);
  });

  it('asks for an address when it is only auto-assigned, then chains to the timeslot', async () => {
    const { flow, log } = scripted({
      cart: testCart({ shippingAddress: shipping({ autoAssigned: true }) }),
      address: ['setTimeslot'],
      timeslot: ['submit'],
    });
    expect(await flow.needAddress()).toBe(true);
    expect(log).toEqual(['address:setTimeslot', 'reload', 'timeslot:submit', 'reload']);
  });

  it('accepts an auto-assigned address when configured to', async () => {
    const { flow, log } = scripted(
      { cart: testCart({ shippingAddress: shipping({ autoAssigned: true }) }) },
      { acceptAutoAssignedAddress: true },
    );
    expect(await flow.needAddress()).toBe(true);
    expect(log).toEqual([]);
  });

  it('is false when the shopper closes the selector', async () => {
    const { flow, log } = scripted({ cart: testCart(), address: ['cancel'] });
    expect(await flow.needAddress()).toBe(false);
    expect(log).toEqual(['address:cancel']);
  });
});

describe('needTimeslot', () => {
  it('does nothing when the shopper chose a slot', async () => {
    const { flow, log } = scripted({ cart: ready });
    expect(await flow.needTimeslot()).toBe(true);
    expect(log).toEqual([]);
  });

  it("chains 'setAddress' to the address selector and back to the timeslot selector", async () => {
    const { flow, log } = scripted({
      cart: testCart({ shippingAddress: shipping() }),
      timeslot: ['setAddress', 'submit'],
      address: ['setTimeslot'],
    });
    expect(await flow.needTimeslot()).toBe(true);
    expect(log).toEqual([
      'timeslot:setAddress',
      'address:setTimeslot',
      'reload',
      'timeslot:submit',
      'reload',
    ]);
  });

  it('comes back to the timeslot selector even when the address selector is closed', async () => {
    const { flow, log } = scripted({
      cart: testCart({ shippingAddress: shipping() }),
      timeslot: ['setAddress', 'cancel'],
      address: ['cancel'],
    });
    expect(await flow.needTimeslot()).toBe(false);
    expect(log).toEqual(['timeslot:setAddress', 'address:cancel', 'timeslot:cancel']);
  });

  it('asks again for an auto-assigned slot', async () => {
    const { flow, log } = scripted({
      cart: testCart({ shippingAddress: shipping(), timeslot: cartSlot({ autoAssigned: true }) }),
      timeslot: ['submit'],
    });
    expect(await flow.needTimeslot()).toBe(true);
    expect(log).toEqual(['timeslot:submit', 'reload']);
  });
});

describe('ensureReadyToAdd (before adding a product, docs/rules/delivery-and-slots.md)', () => {
  it('is immediate for a ready cart', async () => {
    const { flow, log } = scripted({ cart: ready });
    expect(await flow.ensureReadyToAdd()).toBe(true);
    expect(log).toEqual([]);
  });

  it('logs in, chooses an address and a slot, once each', async () => {
    const { flow, log } = scripted({
      loggedIn: false,
      loginSucceeds: true,
      cart: testCart(),
      address: ['setTimeslot'],
      timeslot: ['submit'],
    });
    expect(await flow.ensureReadyToAdd()).toBe(true);
    expect(log).toEqual([
      'login',
      'auth/test',
      'address:setTimeslot',
      'reload',
      'timeslot:submit',
      'reload',
    ]);
  });

  it('does not reopen the timeslot selector the shopper just closed', async () => {
    const { flow, log } = scripted({
      cart: testCart(),
      address: ['setTimeslot'],
      timeslot: ['cancel'],
    });
    expect(await flow.ensureReadyToAdd()).toBe(false);
    expect(log).toEqual(['address:setTimeslot', 'reload', 'timeslot:cancel']);
  });

  it('asks only for the slot when the address is there', async () => {
    const { flow, log } = scripted({
      cart: testCart({ shippingAddress: shipping() }),
      timeslot: ['submit'],
    });
    expect(await flow.ensureReadyToAdd()).toBe(true);
    expect(log).toEqual(['timeslot:submit', 'reload']);
  });
});

describe('address change flow (docs/rules/delivery-and-slots.md)', () => {
  it('opens the selector even with an address, and the timeslot selector once one is set', async () => {
    const { flow, log } = scripted({
      cart: ready,
      address: ['setTimeslot'],
      timeslot: ['submit'],
    });
    expect(await flow.changeAddress()).toBe(true);
    expect(log).toEqual(['address:setTimeslot', 'reload', 'timeslot:submit', 'reload']);
  });

  it('stops after a cancelled selector', async () => {
    const { flow, log } = scripted({ cart: ready, address: ['cancel'] });
    expect(await flow.changeAddress()).toBe(false);
    expect(log).toEqual(['address:cancel']);
  });

  it('gives up after many rounds of changing address (a guard against loops)', async () => {
    const { flow, deps } = scripted({
      cart: ready,
      timeslot: Array.from({ length: 50 }, () => 'setAddress' as const),
      address: Array.from({ length: 50 }, () => 'cancel' as const),
    });
    expect(await flow.changeTimeslot()).toBe(false);
    expect(deps.openTimeslotSelector).toHaveBeenCalledTimes(10);
  });
});

describe('cart refusals that name what is missing', () => {
  it.each([
    ['cart.need_address', ['address:setTimeslot', 'reload', 'timeslot:submit', 'reload'], true],
    ['cart.need_timeslot', ['timeslot:submit', 'reload'], true],
    ['cart.product_not_found', [], false],
  ])('%s', async (code, steps, retry) => {
    const { flow, log } = scripted({ cart: ready, address: ['setTimeslot'], timeslot: ['submit'] });
    expect(await flow.handleRefusal(code)).toBe(retry);
    expect(log).toEqual(steps);
  });
});
