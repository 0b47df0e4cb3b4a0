import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { body, build, type TestApp } from '../test/helper';
import { newShoppers, type Cookies } from '../test/shoppers';

/*
 * TRUST_PROXY names whose X-Forwarded-For the shop believes: the proxies'
 * addresses, or how many stand in front. A client reaching the shop directly
 * cannot pick its own address to escape the per-address limits.
 */

const PROXY = '192.0.2.7';

describe('TRUST_PROXY', () => {
  it('takes addresses and CIDR ranges, or a hop count, and refuses to trust everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: TRUST_PROXY=true would believe every X-Forwarded-For/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: ".*" is not an address/,
      );
  });
});

describe('a shop behind a configured proxy', () => {
  let t: TestApp;
  let sessions: Cookies[];
  beforeAll(async () => {
    t = await build({
      catalogue: 'small',
      TRUST_PROXY: loadConfig({ TRUST_PROXY: PROXY }).TRUST_PROXY,
    });
    sessions = await newShoppers(t, 5, 'trust-proxy');
  });
  afterAll(() => t.close());

  /** A wrong gift code: the code-guess throttle allows 30 an address in its window. */
  const guess = (cookies: Cookies, from: string, forwardedFor: string) =>
    t.app.inject({
      url: '/ebsn/api/cart-giftcertificate/check?code=SBAGLIATO',
      cookies,
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts a direct client by its own address, whatever X-Forwarded-For it sends', async () => {
    const statuses: number[] = [];
    for (const [index, cookies] of sessions.entries())
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await guess(cookies, '198.51.100.9', `203.0.113.${index * 10 + i}`)).statusCode,
        );
    // 35 guesses from one address: past its 30, each with a new forwarded address.
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it('believes the proxy: the shoppers behind it are counted each by their own address', async () => {
    const [first, second] = await newShoppers(t, 2, 'trust-proxy-behind');
    for (let i = 0; i < 10; i++)
      expect((await guess(first!, PROXY, '203.0.113.200')).statusCode).toBe(200);
    const stopped = await guess(first!, PROXY, '203.0.113.200');
    expect(stopped.statusCode).toBe(429);
    expect(body(await guess(second!, PROXY, '203.0.113.201')).response.errors[0]?.code).toBe(
      'giftcertificate.invalid',
    );
  });
});
