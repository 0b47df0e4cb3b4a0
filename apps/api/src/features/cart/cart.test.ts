import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed';
import { body, build, form, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

type CartBody = { cartId: number; user: { userId: number }; warehouse: { warehouseId: number } };

describe('cart/view', () => {
  it('gives an anonymous visitor an empty cart of userId -1 in the default warehouse', async () => {
    const res = await t.app.inject('/ebsn/api/cart/view');
    const cart = body(res).data.data as CartBody;
    expect(cart.user.userId).toBe(-1);
    expect(cart.warehouse.warehouseId).toBe(89);
  });

  it('gives a shopper the same cart every time', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      ...form({ login: 'mario.rossi@esempio.it', password: DEMO_PASSWORD }),
    });
    const cookies = { ebsn_session: login.cookies.find((c) => c.name === 'ebsn_session')!.value };
    const [a, b] = await Promise.all([
      t.app.inject({ url: '/ebsn/api/cart/view', cookies }),
      t.app.inject({ url: '/ebsn/api/cart/view', cookies }),
    ]);
    const cartA = body(a).data.data as CartBody;
    expect(cartA.cartId).toBeGreaterThan(0);
    expect((body(b).data.data as CartBody).cartId).toBe(cartA.cartId);
    expect((body(login).data.data as CartBody).cartId).toBe(cartA.cartId);
  });
});
