import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  isNotFoundExempt,
  type ApiClientConfig,
  type ClientMessage,
} from './client';
import { ApiError } from './api-error';
import { GetCache, isCacheableUrl } from './get-cache';
import { readStoredSession, storeClientUuid, storeSession } from './session-storage';

interface Call {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

function envelope(
  data: unknown,
  response: Partial<{
    status: number;
    errors: unknown[];
    infos: unknown[];
    warnings: unknown[];
  }> = {},
) {
  return { response: { status: 0, errors: [], infos: [], warnings: [], ...response }, data };
}

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

function setup(
  respond: (call: Call) => Response | Promise<Response> = () =>
    jsonResponse(envelope({ ok: true })),
) {
  const calls: Call[] = [];
  const notified: ClientMessage[] = [];
  const popups: ClientMessage[] = [];
  let now = 1_000_000;
  const handlers = {
    onSessionExpired: vi.fn(),
    onLoginRequired: vi.fn(),
    onServiceDown: vi.fn(),
    onNotFound: vi.fn(),
  };
  const config: Partial<ApiClientConfig> = {
    fetch: async (input, init = {}) => {
      const call = { url: new URL(String(input)), init, headers: new Headers(init.headers) };
      calls.push(call);
      return respond(call);
    },
    notify: (m) => notified.push(m),
    popup: (m) => popups.push(m),
    origin: () => 'https://shop.example.it',
    currentPath: () => '/',
    now: () => now,
    ...handlers,
  };
  const client = createApiClient(config);
  return {
    client,
    calls,
    notified,
    popups,
    handlers,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('request headers (docs/rules/api-conventions.md)', () => {
  it('sends Accept, client, redirect and version on every call', async () => {
    const { client, calls } = setup();
    await client.request('/ebsn/api/auth/test');
    const headers = calls[0]!.headers;
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Ebsn-Client')).toBe('web');
    expect(headers.get('X-Ebsn-Client-Redirect')).toBe('https://shop.example.it');
    expect(headers.get('X-Ebsn-Version')).toBe('1.1.26');
    expect(headers.has('X-Ebsn-Session')).toBe(false);
    expect(headers.has('X-Ebsn-Client-Uuid')).toBe(false);
  });

  it('sends the stored session, account and client uuid when known', async () => {
    storeSession({ session: 'sess-1', account: 'acc-1' });
    storeClientUuid('uuid-1');
    const { client, calls } = setup();
    await client.request('/ebsn/api/cart/view');
    const headers = calls[0]!.headers;
    expect(headers.get('X-Ebsn-Session')).toBe('sess-1');
    expect(headers.get('X-Ebsn-Account')).toBe('acc-1');
    expect(headers.get('X-Ebsn-Client-Uuid')).toBe('uuid-1');
  });

  it('stores the session ids a response carries', async () => {
    const { client } = setup(() =>
      jsonResponse(envelope({}), {
        headers: { 'X-Ebsn-Session': 'new-s', 'X-Ebsn-Account': 'new-a' },
      }),
    );
    await client.request('/ebsn/api/auth/login', { form: { login: 'a', password: 'b' } });
    expect(readStoredSession()).toEqual({ session: 'new-s', account: 'new-a' });
  });

  it('posts forms url-encoded and JSON as JSON', async () => {
    const { client, calls } = setup();
    await client.request('/ebsn/api/auth/login', {
      form: { login: 'mario@example.it', password: 'x y', remember_me: true },
    });
    await client.request('/ebsn/api/cart/add', { json: { items: [] } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(String(calls[0]!.init.body)).toBe(
      'login=mario%40example.it&password=x+y&remember_me=true',
    );
    expect(calls[1]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[1]!.init.body).toBe('{"items":[]}');
  });

  it('adds a recaptcha token to configured endpoints only', async () => {
    const { client, calls } = setup();
    client.configure({
      recaptchaEndpoints: ['/ebsn/api/auth/login'],
      recaptchaToken: async () => 'tok',
    });
    await client.request('/ebsn/api/auth/login', { form: {} });
    await client.request('/ebsn/api/cart/view');
    expect(calls[0]!.url.searchParams.get('token')).toBe('tok');
    expect(calls[1]!.url.searchParams.has('token')).toBe(false);
  });
});

describe('GET cache (docs/rules/api-conventions.md)', () => {
  it.each([
    ['/ebsn/api/products?parent_category_id=12&page=1', true],
    ['/ebsn/api/products/search?q=latte', true],
    ['/ebsn/api/category?filtered=true&depth=3', true],
    ['/ebsn/api/category-block/info?categoryBlockId=1', false], // a block, not the category list
    ['/ebsn/api/adv/list?category_id=1', true],
    ['/ebsn/api/products?parent_wishlist_id=4', false], // wishlist-parent products change with the shopper
    ['/ebsn/api/products?preferred=true', false],
    ['/ebsn/api/products?preferred=false', true],
    ['/ebsn/api/cart/view', false],
    ['/ebsn/api/auth/test', false],
  ])('%s cacheable: %s', (path, expected) => {
    expect(isCacheableUrl(new URL(path, 'https://x.it'))).toBe(expected);
  });

  it('answers a cached GET without calling the server again', async () => {
    const { client, calls } = setup();
    const first = await client.request('/ebsn/api/category', { query: { depth: 3 } });
    const second = await client.request('/ebsn/api/category', { query: { depth: 3 } });
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('empties itself and has the page read again when the cache-burst value grows, only then', async () => {
    let burst = '4';
    const onCacheBurst = vi.fn();
    const { client, calls } = setup(() =>
      jsonResponse(envelope({ ok: true }), { headers: { 'X-Ebsn-Cache-Burst': burst } }),
    );
    client.configure({ onCacheBurst });
    const category = () => client.request('/ebsn/api/category', { query: { depth: 3 } });
    await category();
    await client.request('/ebsn/api/cart/view');
    await category();
    // The first value seen is where the page started: nothing to reload.
    expect(calls).toHaveLength(2);
    expect(onCacheBurst).not.toHaveBeenCalled();

    burst = '5';
    await client.request('/ebsn/api/cart/view');
    expect(onCacheBurst).toHaveBeenCalledTimes(1);
    await category();
    expect(calls).toHaveLength(4);

    // An older copy (the offline cache's, say) changes nothing.
    burst = '4';
    await client.request('/ebsn/api/cart/view');
    await category();
    expect(onCacheBurst).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(5);
  });

  it('never caches calls outside the rules', async () => {
    const { client, calls } = setup();
    await client.request('/ebsn/api/cart/view');
    await client.request('/ebsn/api/cart/view');
    expect(calls).toHaveLength(2);
  });

  it('expires entries after 15 minutes', async () => {
    const { client, calls, advance } = setup();
    await client.request('/ebsn/api/category');
    advance(899_999);
    await client.request('/ebsn/api/category');
    expect(calls).toHaveLength(1);
    advance(1);
    await client.request('/ebsn/api/category');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most 50 entries, dropping the least recently used', async () => {
    const { client, calls } = setup();
    for (let i = 0; i < 51; i += 1)
      await client.request('/ebsn/api/products', { query: { page: i } });
    expect(client.cacheSize).toBe(50);
    await client.request('/ebsn/api/products', { query: { page: 0 } }); // evicted: fetched again
    expect(calls).toHaveLength(52);
    await client.request('/ebsn/api/products', { query: { page: 50 } }); // still cached
    expect(calls).toHaveLength(52);
  });

  it('is cleared by any non-GET call', async () => {
    const { client, calls } = setup();
    await client.request('/ebsn/api/category');
    await client.request('/ebsn/api/cart/add', { json: { items: [] } });
    expect(client.cacheSize).toBe(0);
    await client.request('/ebsn/api/category');
    expect(calls.filter((c) => c.url.pathname === '/ebsn/api/category')).toHaveLength(2);
  });

  it('does not cache refusals', async () => {
    const { client, calls } = setup(() => jsonResponse(envelope(null, { status: 1 })));
    await expect(client.request('/ebsn/api/category')).rejects.toBeInstanceOf(ApiError);
    await expect(client.request('/ebsn/api/category')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });

  it('GetCache keeps recency on read', () => {
    const cache = new GetCache<number>({ maxAgeMs: 1000, limit: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });
});

describe('server messages (docs/rules/api-conventions.md)', () => {
  it('turns infos, errors and warnings into success, error and warning toasts', async () => {
    const { client, notified } = setup(() =>
      jsonResponse(
        envelope(
          {},
          {
            infos: [{ code: 'msg.i', info: 'Prodotto aggiunto' }],
            warnings: [{ code: 'msg.w', warning: 'Attenzione' }],
          },
        ),
      ),
    );
    await client.request('/ebsn/api/cart/add', { json: {} });
    expect(notified).toEqual([
      { kind: 'warning', text: 'Attenzione', code: 'msg.w' },
      { kind: 'success', text: 'Prodotto aggiunto', code: 'msg.i' },
    ]);
  });

  it('stays quiet when the caller opts out', async () => {
    const { client, notified } = setup(() =>
      jsonResponse(envelope({}, { infos: [{ code: 'x', info: 'Ciao' }] })),
    );
    await client.request('/ebsn/api/cart/add', { json: {}, notify: false });
    expect(notified).toEqual([]);
  });

  it('raises popup codes as popups instead of toasts', async () => {
    const { client, notified, popups } = setup(() =>
      jsonResponse(
        envelope(
          {},
          { warnings: [{ code: 'msg.cart.availability.errors', warning: 'Non disponibile' }] },
        ),
      ),
    );
    client.configure({ popupMessageCodes: ['msg.cart.availability.errors'] });
    await client.request('/ebsn/api/cart/view');
    expect(popups).toEqual([
      { kind: 'warning', text: 'Non disponibile', code: 'msg.cart.availability.errors' },
    ]);
    expect(notified).toEqual([]);
  });

  it('throws an ApiError with the first error text when status is not 0', async () => {
    const { client } = setup(() =>
      jsonResponse(
        envelope(null, {
          status: 1,
          errors: [{ code: 'auth.bad_credentials', error: 'Credenziali errate' }],
        }),
      ),
    );
    const error = await client
      .request('/ebsn/api/auth/login', { form: {}, notify: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      code: 'auth.bad_credentials',
      message: 'Credenziali errate',
      responseStatus: 1,
    });
  });

  it('uses the generic text when a refusal carries no error', async () => {
    const { client, notified } = setup(() => jsonResponse(envelope(null, { status: 3 })));
    await expect(client.request('/ebsn/api/cart/view')).rejects.toThrow(
      'Si è verificato un errore, riprova tra qualche minuto.',
    );
    expect(notified[0]?.text).toBe('Si è verificato un errore, riprova tra qualche minuto.');
  });

  it('shows the generic text when the server cannot be reached', async () => {
    const { client, notified } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('/ebsn/api/cart/view')).rejects.toMatchObject({
      status: 0,
      code: 'network.unreachable',
    });
    expect(notified[0]?.text).toBe('Si è verificato un errore, riprova tra qualche minuto.');
  });
});

describe('HTTP statuses (docs/rules/api-conventions.md)', () => {
  it('419: clears the session, toasts the expiry text and emits not-logged-in', async () => {
    storeSession({ session: 's', account: 'a' });
    const { client, notified, handlers } = setup(() =>
      jsonResponse(envelope(null, { status: 1 }), { status: 419 }),
    );
    await expect(client.request('/ebsn/api/cart/view')).rejects.toMatchObject({
      status: 419,
      code: 'session.expired',
    });
    expect(readStoredSession()).toEqual({ session: null, account: null });
    expect(notified).toEqual([
      {
        kind: 'error',
        text: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
        code: 'session.expired',
      },
    ]);
    expect(handlers.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('401: the shopper is no longer logged in, so their copies on the device go', async () => {
    const { client, handlers } = setup(() =>
      jsonResponse(
        envelope(null, {
          status: 1,
          errors: [
            { code: 'auth.required', error: 'È necessario effettuare il login per continuare.' },
          ],
        }),
        { status: 401 },
      ),
    );
    await expect(
      client.request('/ebsn/api/wishlist/list', { notify: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(handlers.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(handlers.onSessionExpired).not.toHaveBeenCalled();
  });

  it('429: throws the envelope error (too many login attempts)', async () => {
    const { client } = setup(() =>
      jsonResponse(
        envelope(null, {
          status: 1,
          errors: [{ code: 'auth.too_many', error: 'Troppi tentativi' }],
        }),
        { status: 429 },
      ),
    );
    await expect(
      client.request('/ebsn/api/auth/login', { form: {}, notify: false }),
    ).rejects.toMatchObject({
      status: 429,
      message: 'Troppi tentativi',
    });
  });

  it.each([500, 502, 503, 598])('%i: goes to service-down', async (status) => {
    const { client, handlers } = setup(() => new Response('boom', { status }));
    await expect(client.request('/ebsn/api/auth/test')).rejects.toMatchObject({
      status,
      code: 'server.unavailable',
    });
    expect(handlers.onServiceDown).toHaveBeenCalledTimes(1);
  });

  it('599 is not service-down', async () => {
    const { client, handlers } = setup(() => new Response('', { status: 599 }));
    await expect(client.request('/ebsn/api/auth/test')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.onServiceDown).not.toHaveBeenCalled();
  });

  it('404: goes to not-found', async () => {
    const { client, handlers } = setup(() => new Response('', { status: 404 }));
    await expect(
      client.request('/ebsn/api/order/view', { query: { order_id: 1 } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(handlers.onNotFound).toHaveBeenCalledTimes(1);
  });

  it('404 from category and product URLs is left to the page', async () => {
    const { client, handlers } = setup(() => new Response('', { status: 404 }));
    await expect(
      client.request('/ebsn/api/category', { query: { slug: 'x' } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.request('/ebsn/api/product', { query: { slug: 'x' } }),
    ).rejects.toMatchObject({ status: 404 });
    client.configure({ currentPath: () => '/product/latte-intero' });
    await expect(client.request('/ebsn/api/wishlist/view')).rejects.toMatchObject({ status: 404 });
    expect(handlers.onNotFound).not.toHaveBeenCalled();
  });

  it('navigateOnError false keeps quiet content calls on the page', async () => {
    const { client, handlers } = setup(() => new Response('', { status: 503 }));
    await expect(
      client.requestJson('/p/wp-json/wp/v2/menus/location/footer', { navigateOnError: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(handlers.onServiceDown).not.toHaveBeenCalled();
  });

  it('isNotFoundExempt', () => {
    expect(isNotFoundExempt('/ebsn/api/category', '/')).toBe(true);
    expect(isNotFoundExempt('/ebsn/api/products', '/')).toBe(true);
    expect(isNotFoundExempt('/ebsn/api/order/view', '/category/frutta')).toBe(true);
    expect(isNotFoundExempt('/ebsn/api/order/view', '/profile/orders/1')).toBe(false);
    expect(isNotFoundExempt('/ebsn/api/category-block/info', '/categoryx')).toBe(false);
  });
});

describe('plain JSON calls', () => {
  it('returns the body as it is', async () => {
    const { client } = setup(() => jsonResponse([{ ID: 1, title: 'Chi siamo' }]));
    await expect(client.requestJson('/p/wp-json/wp/v2/menus/location/footer')).resolves.toEqual([
      { ID: 1, title: 'Chi siamo' },
    ]);
  });
});
