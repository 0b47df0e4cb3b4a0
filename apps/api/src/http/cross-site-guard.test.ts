import { ERROR_MESSAGES } from '@spesa/domain';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Cart } from '@spesa/domain';
import { login, type Cookies } from '../test/shoppers';
import { DEMO_PASSWORD } from '../seed';
import { body, build, form, type TestApp } from '../test/helper';

/*
 * Another site must not be able to make a logged-in browser change anything:
 * every POST under /ebsn/ and the few GETs of docs/rules/api-conventions.md that change state are
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
            errors: [{ code: 'request.cross_site', error: ERROR_MESSAGES.crossSite }],
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

  it('is refused however the path is percent-encoded (the router decodes it)', async () => {
    const cookies = await login(t, 'beta@esempio.it');
    const accepted: string[] = [];
    for (const route of routes.filter(changesState)) {
      const encoded = { ...route, path: route.path.replace(/^\/ebsn\//, '/%65bsn/') };
      const res = await send(encoded, FROM_ANOTHER_SITE['Sec-Fetch-Site: cross-site']!, cookies);
      if (!refusedCrossSite(res))
        accepted.push(`${route.method} ${encoded.path} → ${res.statusCode}`);
    }
    expect(accepted).toEqual([]);
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

/**
 * Issue 30: the guard judged the URL as sent while the router decodes it, so
 * `/%65bsn/api/auth/login` reached the login unguarded. Every other spelling
 * of a path must either be refused or reach no handler at all.
 */
const percent = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

const spellings = (path: string): string[] => {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const parent = path.slice(0, -last.length - 1);
  return [
    path.replace('/ebsn/', '/%65bsn/'),
    path.replace('/ebsn/', `/${[...'ebsn'].map(percent).join('')}/`),
    path.replace('/api/', '/%61pi/'),
    `${path.slice(0, -1)}${percent(path.at(-1)!)}`,
    path.replace('/ebsn/', '/%2565bsn/'),
    `/${path}`,
    path.replace('/ebsn/', '/ebsn//'),
    path.replace('/ebsn/', '/ebsn/./'),
    path.replace('/ebsn/', '/ebsn/%2e/'),
    path.replace('/ebsn/api/', '/ebsn/api/../api/'),
    path.replace('/ebsn/api/', '/ebsn/api/%2e%2e/api/'),
    path.replace('/ebsn/', '/EBSN/'),
    path.replace('/ebsn/', '/Ebsn/'),
    `${path}/`,
    `${path};x=1`,
    `${parent};x=1/${last}`,
    path.replaceAll('/', '%2f').replace('%2f', '/'),
    `${parent}%2F${last}`,
  ];
};

interface RawAnswer {
  status: number;
  setCookies: string[];
}

describe('a path spelled another way, from another site', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Over a socket, byte for byte: inject and fetch resolve dot segments before the server sees them. */
  const raw = (
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    payload = '',
  ): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { host: 'localhost:3000', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [] }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const CROSS_SITE_FORM = {
    ...FORM,
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    origin: 'https://evil.example',
  };
  const cookieHeader = (cookies: Cookies) => ({
    cookie: Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
  });
  let victims = 0;
  const loggedIn = async (cookies: Cookies) => {
    const res = await t.app.inject({ url: '/ebsn/api/auth/test', cookies });
    const user = body(res).data.user as { userId: number } | undefined;
    return res.statusCode === 200 && (user?.userId ?? -1) > 0;
  };

  it.each(spellings('/ebsn/api/auth/login'))(
    'a login form posted to %s opens no session',
    async (path) => {
      const credentials = new URLSearchParams({
        login: 'beta@esempio.it',
        password: DEMO_PASSWORD,
      });
      const res = await raw('POST', path, CROSS_SITE_FORM, credentials.toString());
      expect([403, 404]).toContain(res.status);
      expect(res.setCookies.filter((c) => c.startsWith('ebsn_session='))).toEqual([]);
    },
  );

  it.each([
    ...spellings('/ebsn/api/auth/logout').map((path) => ['POST', path] as const),
    ...spellings('/ebsn/api/saml/do-logout').map((path) => ['GET', path] as const),
  ])('%s %s ends no session', async (method, path) => {
    // Each victim logs in from an address of its own: the login's flood guard counts per address.
    const cookies = await login(t, 'beta@esempio.it', { remoteAddress: `10.30.0.${++victims}` });
    const res = await raw(method, path, { ...CROSS_SITE_FORM, ...cookieHeader(cookies) });
    expect(res.setCookies.filter((c) => c.startsWith('ebsn_session='))).toEqual([]);
    expect(await loggedIn(cookies)).toBe(true);
  });

  it('the canonical spelling from the shop itself still logs in and out', async () => {
    const credentials = new URLSearchParams({ login: 'beta@esempio.it', password: DEMO_PASSWORD });
    const sameOrigin = { ...FORM, 'sec-fetch-site': 'same-origin' };
    const res = await raw('POST', '/ebsn/api/auth/login', sameOrigin, credentials.toString());
    expect(res.status).toBe(200);
    const session = res.setCookies.find((c) => c.startsWith('ebsn_session='))!;
    const cookies = { ebsn_session: session.slice('ebsn_session='.length).split(';')[0]! };
    expect(await loggedIn(cookies)).toBe(true);
    await raw('POST', '/ebsn/api/auth/logout', { ...sameOrigin, ...cookieHeader(cookies) });
    expect(await loggedIn(cookies)).toBe(false);
  });
});
