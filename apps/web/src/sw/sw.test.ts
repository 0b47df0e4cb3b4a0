import { describe, expect, it } from 'vitest';
import { readPushMessage, safePath } from './push-message';
import { isAssetStorable, isStorable, strategyFor } from './routing';

const origin = 'https://www.mercato.example';
const facts = (path: string, mode = 'cors', method = 'GET', host = origin) => ({
  method,
  url: new URL(path, host),
  origin,
  mode,
});

describe('strategyFor', () => {
  it.each([
    ['a page', facts('/product/latte', 'navigate'), 'page'],
    ['a hashed build file', facts('/assets/boot-SRNy0tgR.js'), 'asset'],
    ['a catalogue answer', facts('/ebsn/api/products?categoryId=3'), 'api'],
    ['a content page', facts('/p/wp-json/wp/v2/pages'), 'api'],
    ['a picture', facts('/img/products/12.webp'), 'static'],
    ['the manifest', facts('/manifest.webmanifest'), 'static'],
    ['the version check', facts('/version.json'), 'network'],
    ['the worker itself', facts('/sw.js'), 'network'],
    ['the cart', facts('/ebsn/api/cart/view'), 'network'],
    ['the login check', facts('/ebsn/api/auth/test'), 'network'],
    ['an order', facts('/ebsn/api/order/view?orderId=3'), 'network'],
    ['the push registration', facts('/ebsn/api/externalregistration/register?uuid=1'), 'network'],
    ['the payment page, even as a page', facts('/pay/checkout/9', 'navigate'), 'network'],
  ])('%s: %s', (_case, request, expected) => {
    expect(strategyFor(request)).toBe(expected);
  });

  it('leaves writes and other origins to the browser', () => {
    expect(strategyFor(facts('/ebsn/api/cart/add', 'cors', 'POST'))).toBeNull();
    expect(
      strategyFor(facts('/gtm.js', 'no-cors', 'GET', 'https://www.googletagmanager.com')),
    ).toBeNull();
  });
});

describe('isStorable', () => {
  const response = (ok: boolean, cacheControl?: string) => ({
    ok,
    headers: { get: (name: string) => (name === 'cache-control' ? (cacheControl ?? null) : null) },
  });
  it.each([
    [response(true, 'public, max-age=60'), true],
    [response(true), true],
    [response(true, 'private, no-cache'), false],
    [response(true, 'no-store'), false],
    [response(false, 'public'), false],
  ])('%#', (answer, expected) => {
    expect(isStorable(answer)).toBe(expected);
  });

  it('never keeps an answer to a request made with the shopper’s session, marked or not', () => {
    const headers = (values: Record<string, string>) => ({
      headers: { get: (name: string) => values[name.toLowerCase()] ?? null },
    });
    const publicAnswer = { ok: true, ...headers({ 'cache-control': 'public, max-age=60' }) };
    expect(isStorable(publicAnswer, headers({ 'x-ebsn-session': 'abc' }))).toBe(false);
    expect(isStorable(publicAnswer, headers({}))).toBe(true);
  });
});

describe('isAssetStorable', () => {
  const answer = (contentType: string, ok = true) => ({
    ok,
    headers: { get: (name: string) => (name === 'content-type' ? contentType : null) },
  });
  it.each([
    ['/assets/list-route-B0ld1d.js', answer('text/javascript; charset=utf-8'), true],
    ['/assets/list-route-B0ld1d.js', answer('application/javascript'), true],
    // An old build's name answered with the shop's page: never kept.
    ['/assets/list-route-B0ld1d.js', answer('text/html; charset=utf-8'), false],
    ['/assets/index-0ld.css', answer('text/html'), false],
    ['/assets/index-0ld.css', answer('text/css'), true],
    ['/assets/inter-latin.woff2', answer('font/woff2'), true],
    ['/assets/logo.svg', answer('image/svg+xml'), true],
    ['/assets/list-route-B0ld1d.js', answer('text/javascript', false), false],
    ['/assets/data.bin', answer('application/octet-stream'), true],
    ['/assets/data.bin', answer('text/html'), false],
  ])('%s as %o', (path, response, expected) => {
    expect(isAssetStorable(new URL(path, origin), response)).toBe(expected);
  });
});

describe('readPushMessage', () => {
  it('reads the shop’s message', () => {
    expect(
      readPushMessage(
        {
          aps: {
            alert: { title: 'Ordine n. 12 in consegna', body: 'Arriva tra le 10:00 e le 11:00' },
          },
          title: 'Ordine n. 12 in consegna',
          body: 'Arriva tra le 10:00 e le 11:00',
          nav_to: '/profile/orders/12',
        },
        'La tua spesa',
      ),
    ).toEqual({
      title: 'Ordine n. 12 in consegna',
      body: 'Arriva tra le 10:00 e le 11:00',
      navTo: '/profile/orders/12',
    });
  });

  it('falls back on aps.alert, then on a title of its own', () => {
    expect(readPushMessage({ aps: { alert: { title: 'T', body: 'B' } } }, 'X')).toEqual({
      title: 'T',
      body: 'B',
      navTo: '/',
    });
    expect(readPushMessage(null, 'La tua spesa')).toEqual({
      title: 'La tua spesa',
      body: '',
      navTo: '/',
    });
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil', 'javascript:alert(1)', 42])(
    'never opens %s',
    (navTo) => {
      expect(safePath(navTo)).toBe('/');
    },
  );
});
