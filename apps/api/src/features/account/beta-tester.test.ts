import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { login, type Cookies } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

const betaOf = async (cookies: Cookies) =>
  (
    body(await t.app.inject({ url: '/ebsn/api/auth/test', cookies })).data.user as {
      betaTester: string;
    }
  ).betaTester;

describe('betaTester (docs/rules/account.md Roles)', () => {
  it("tells the shop's beta testers apart", async () => {
    expect(await betaOf(await login(t, 'beta@esempio.it'))).toBe('1');
    expect(await betaOf(await login(t, 'mario.rossi@esempio.it'))).toBe('0');
  });

  it('is the shop’s to give: a shopper cannot make themselves one', async () => {
    const mario = await login(t, 'mario.rossi@esempio.it');
    const res = await post(
      t,
      '/ebsn/api/registration/update_user_detail',
      { firstName: 'Mario', lastName: 'Rossi', betaTester: '1', beta_tester: true },
      mario,
    );
    expect(body(res).response.status).toBe(0);
    expect(await betaOf(mario)).toBe('0');
  });
});
