import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Cart } from '@spesa/domain';
import { login, type Cookies } from '../test/shoppers';
import { DEMO_PASSWORD } from '../seed';
import { body, build, form, type TestApp } from '../test/helper';
import { MESSAGES } from './app-error';

/*
 * Another site must not be able to make a logged-in browser change anything:
 * every POST under /ebsn/ and the few GETs of SPEC §7 that change state are
 * refused when the browser says the request came from another site.
 */

/** The GETs of the API that change state. */
const STATE_CHANGING_GETS = [
  '/ebsn/api/user-address/delete',
  '/ebsn/api/timeslot/select',
  '/ebsn/api/store-proximity/select',
  '/ebsn/api/shopatwork/subscribe',
  '/ebsn/api/registration/password_reset_token_request',
  '/ebsn/api/registration/password_reset',
  '/ebsn/api/registration/update_email',
  '/ebsn/api/registration/update_email_request',
  '/ebsn/api/registration/update_password',
  '/ebsn/api/registration/user_anonymize',
  '/ebsn/api/registration/registration_confirm',
  '/ebsn/api/registration/registration_resend_email',
  '/ebsn/api/saml/do-logout',
];

const FROM_ANOTHER_SITE: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'cross-site, whatever Origin says': {
    'sec-fetch-site': 'cross-site',
    origin: 'http://localhost:3000',
  },
  'an Origin of another host': { origin: 'https://evil.example' },
  'Origin: null': { origin: 'null' },
  'a Referer of another host': { referer: 'https://evil.example/offerte.html' },
};

const FROM_THE_SHOP: Record<string, Record<string, string>> = {
  'no header (native app, curl)': {},
  'Sec-Fetch-Site: same-origin': {
    'sec-fetch-site': 'same-origin',
    origin: 'https://evil.example',
  },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site' },
  'Sec-Fetch-Site: none (typed or bookmarked)': { 'sec-fetch-site': 'none' },
  'an Origin equal to the Host': { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' },
  "an Origin on a brand's domain": { origin: 'https://www.freschissimo.it' },
  "a Referer on a brand's domain": { referer: 'http://fresco.localhost:5173/carrello' },
};

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
}

let t: TestApp;
let routes: Route[];
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const doc = (await t.app.inject('/ebsn/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase() as Route['method'], path })),
  );
});
afterAll(() => t.close());

const changesState = ({ method, path }: Route) =>
  path.startsWith('/ebsn/') && (method !== 'GET' || STATE_CHANGING_GETS.includes(path));

const send = (route: Route, headers: Record<string, string>, cookies?: Cookies) =>
  t.app.inject({
    method: route.method,
    url: route.path,
    headers: { host: 'localhost:3000', ...headers },
    ...(cookies ? { cookies } : {}),
  });

const refusedCrossSite = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 403 &&
  (res.json() as ReturnType<typeof body>).response.errors[0]?.code === 'request.cross_site';

describe('a state-changing call from another site', () => {
  it('is every POST under /ebsn/ and the state-changing GETs', () => {
    const changing = routes.filter(changesState);
    expect(changing.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual(
      expect.arrayContaining(STATE_CHANGING_GETS),
    );
    expect(changing.length).toBeGreaterThan(20);
  });

  it.each(Object.entries(FROM_ANOTHER_SITE))(
    'is refused with 403 and an Italian message on every such route: %s',
    async (_, headers) => {
      const cookies = await login(t, 'beta@esempio.it');
      const accepted: string[] = [];
      for (const route of routes.filter(changesState)) {
        const res = await send(route, headers, cookies);
        if (!refusedCrossSite(res))
          accepted.push(`${route.method} ${route.path} → ${res.statusCode}`);
        else
          expect(body(res).response).toMatchObject({
            status: 403,
            errors: [{ code: 'request.cross_site', error: MESSAGES.crossSite }],
          });
      }
      expect(accepted).toEqual([]);
    },
  );

  it.each(Object.entries(FROM_THE_SHOP))('passes when it comes with %s', async (_, headers) => {
    const cookies = await login(t, 'beta@esempio.it');
    const refused: string[] = [];
    for (const route of routes.filter(changesState)) {
      // Logging out or deleting the account would end the session the other routes need.
      if (/logout$|user_anonymize$/.test(route.path)) continue;
      const res = await send(route, headers, cookies);
      if (refusedCrossSite(res)) refused.push(`${route.method} ${route.path}`);
    }
    expect(refused).toEqual([]);
  });

  it('leaves the reading calls to other sites', async () => {
    const refused: string[] = [];
    for (const route of routes.filter((r) => !changesState(r))) {
      const res = await send(route, FROM_ANOTHER_SITE['Sec-Fetch-Site: cross-site']!);
      if (refusedCrossSite(res)) refused.push(`${route.method} ${route.path}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('the attacks of issue 18', () => {
  const HOME = {
    addressName: 'Ufficio',
    doorbellName: 'Bianchi',
    referencePhoneNumber: '333 7654321',
    address1: 'via zamboni',
    city: 'bologna',
    postalcode: '40126',
    province: 'bo',
  };

  it('a link to user-address/delete on another site deletes nothing; the shop itself still can', async () => {
    const cookies = await login(t, 'mario.rossi@esempio.it');
    const save = async (addressNumber: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/user-address/update',
        payload: { ...HOME, addressNumber },
        cookies,
      });
      return (body(res).data.data as Address).addressId;
    };
    // Two addresses, so one of them is surely not the cart's (which cannot be deleted).
    const saved = [await save('35'), await save('37')];
    const cart = await t.app.inject({ url: '/ebsn/api/cart/view', cookies });
    const inCart = (body(cart).data.data as Cart).shippingAddress?.addressId;
    const addressId = saved.find((id) => id !== inCart)!;
    const url = `/ebsn/api/user-address/delete?address_id=${addressId}`;
    const exists = async () => {
      const res = await t.app.inject({
        url: `/ebsn/api/user-address/view?address_id=${addressId}`,
        cookies,
      });
      return body(res).response.status === 0;
    };

    const navigation = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    const attack = await t.app.inject({ url, headers: navigation, cookies });
    expect(attack.statusCode).toBe(403);
    const head = await t.app.inject({ method: 'HEAD', url, headers: navigation, cookies });
    expect(head.statusCode).toBe(403);
    expect(await exists()).toBe(true);

    const own = await t.app.inject({ url, headers: { 'sec-fetch-site': 'same-origin' }, cookies });
    expect(body(own).response).toMatchObject({ status: 0, errors: [] });
    expect(await exists()).toBe(false);
  });

  it("a login form on another site does not swap the victim's session", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      ...form({ login: 'beta@esempio.it', password: DEMO_PASSWORD }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.filter((c) => c.name === 'ebsn_session')).toEqual([]);
  });
});
