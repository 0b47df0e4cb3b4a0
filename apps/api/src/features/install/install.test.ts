import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_LINK_PATHS } from '@spesa/domain';
import { loadConfig } from '../../config/env';
import { build, type TestApp } from '../../test/helper';
import { APP_ICON_SIZES, appIconSvg, MASKABLE_ICON_SIZES, parseIconFile } from './app-icons';

/*
 * Issue 35: the shop installs as an app of each brand (its manifest and icons), and each
 * brand domain hands its deep links to the brand's native apps when it has them.
 */

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();
const FRESCO = { host: 'fresco.localhost' };
const MERCATO = { host: 'localhost' };

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-install-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="it"><head><title>Vite</title></head><body><div id="root"></div></body></html>',
  );
  t = await build({
    WEB_DIST_DIR: dist,
    catalogue: 'small',
    ANDROID_APP_IDS: {
      fresco: { packageName: 'it.fresco.spesa', sha256Fingerprints: [FINGERPRINT] },
    },
    IOS_APP_IDS: { fresco: ['AB12CD34EF.it.fresco.spesa'] },
  });
});
afterAll(() => t.close());

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
  related_applications?: { platform: string; id: string }[];
  protocol_handlers: { protocol: string; url: string }[];
}

const manifestOf = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/manifest.webmanifest', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  return { res, manifest: res.json<Manifest>() };
};

describe('the web app manifest', () => {
  it("is each brand's: its name, colours and icons", async () => {
    const { manifest: fresco } = await manifestOf(FRESCO);
    const { manifest: mercato } = await manifestOf(MERCATO);
    expect(fresco).toMatchObject({
      name: 'Freschissimo',
      short_name: 'Freschissimo',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'it',
      theme_color: '#0b5394',
      background_color: '#0b5394',
    });
    expect(fresco.description).toContain('Freschissimo');
    expect(mercato.name).toBe('Mercatò');
    expect(mercato.theme_color).toBe('#b3141f');
    expect(mercato.icons[0]?.src).toBe('/img/brand/mercato/icon-48.png');
    expect(fresco.icons[0]?.src).toBe('/img/brand/fresco/icon-48.png');
    // The store app is named where the brand has one.
    expect(fresco.related_applications?.[0]).toMatchObject({
      platform: 'play',
      id: 'it.fresco.spesa',
    });
    expect(mercato.related_applications).toBeUndefined();
  });

  it("hands each brand's URL scheme to its page that opens the shop's links", async () => {
    const { manifest: fresco } = await manifestOf(FRESCO);
    const { manifest: mercato } = await manifestOf(MERCATO);
    expect(mercato.protocol_handlers).toEqual([{ protocol: 'web+mercato', url: '/apri?url=%s' }]);
    expect(fresco.protocol_handlers).toEqual([{ protocol: 'web+fresco', url: '/apri?url=%s' }]);
  });

  it('lists every size a phone asks for, and maskable 192 and 512', async () => {
    const { manifest } = await manifestOf(FRESCO);
    const any = manifest.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes);
    expect(any).toEqual(
      [48, 72, 96, 128, 144, 152, 192, 256, 384, 512].map((size) => `${size}x${size}`),
    );
    const maskable = manifest.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes);
    expect(maskable).toEqual(['192x192', '512x512']);
  });

  it('has shortcuts to the search, the cart and the orders, with 96 px icons', async () => {
    const { manifest } = await manifestOf(FRESCO);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Cerca', '/search'],
      ['Carrello', '/checkout'],
      ['I miei ordini', '/profile/orders'],
    ]);
    for (const shortcut of manifest.shortcuts) expect(shortcut.icons[0]?.sizes).toBe('96x96');
  });

  it('is cached with an ETag, per host', async () => {
    const { res } = await manifestOf(FRESCO);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toContain('host');
    const again = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { ...FRESCO, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("every icon it names is a PNG of the stated size, the brand's own", async () => {
    const { manifest } = await manifestOf(FRESCO);
    const urls = [
      ...manifest.icons.map((i) => [i.src, i.sizes] as const),
      ...manifest.shortcuts.map((s) => [s.icons[0]!.src, s.icons[0]!.sizes] as const),
    ];
    for (const [url, sizes] of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const { format, width, height } = await sharp(res.rawPayload).metadata();
      expect({ format, size: `${width}x${height}` }, url).toEqual({ format: 'png', size: sizes });
    }
    const fresco = await t.app.inject('/img/brand/fresco/icon-192.png');
    const mercato = await t.app.inject('/img/brand/mercato/icon-192.png');
    expect(fresco.rawPayload.equals(mercato.rawPayload)).toBe(false);
  });

  it("draws the brand's colour in its icons", async () => {
    const res = await t.app.inject('/img/brand/fresco/maskable-512.png');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += info.channels)
      colours.add(
        [data[i], data[i + 1], data[i + 2]].map((c) => c!.toString(16).padStart(2, '0')).join(''),
      );
    expect(colours.has('0b5394')).toBe(true);
    // Full-bleed: the corner is the white tile, not transparency.
    expect([...data.subarray(0, info.channels)].slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('serves the apple-touch icon at 180 px and refuses the sizes it does not draw', async () => {
    const apple = await t.app.inject('/img/brand/fresco/apple-touch-icon-180.png');
    expect((await sharp(apple.rawPayload).metadata()).width).toBe(180);
    for (const url of [
      '/img/brand/fresco/icon-100.png',
      '/img/brand/fresco/maskable-48.png',
      '/img/brand/fresco/shortcut-cart-48.png',
      '/img/brand/nessuno/icon-192.png',
    ])
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    // The logo's own routes are still theirs.
    expect((await t.app.inject('/img/brand/fresco/logo.svg')).statusCode).toBe(200);
  });

  it('is linked from every page, with the apple-touch icon', async () => {
    const res = await t.app.inject({ url: '/category/frutta', headers: FRESCO });
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(res.body).toContain(
      '<link rel="apple-touch-icon" href="/img/brand/fresco/apple-touch-icon-180.png">',
    );
    expect(res.body).toContain('<meta name="apple-mobile-web-app-capable" content="yes">');
    // The CSP lets the page read it: manifest-src falls back to default-src 'self'.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/manifest-src/);
  });
});

describe('the deep-link files', () => {
  it("hand the brand domain's links to its Android app", async () => {
    const res = await t.app.inject({ url: '/.well-known/assetlinks.json', headers: FRESCO });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'it.fresco.spesa',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('hand the deep links of docs/rules/shop-shell.md to its iOS app, without a redirect', async () => {
    const res = await t.app.inject({
      url: '/.well-known/apple-app-site-association',
      headers: FRESCO,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const { applinks } = res.json<{
      applinks: { details: { appIDs: string[]; components: { '/': string }[]; paths: string[] }[] };
    }>();
    expect(applinks.details).toHaveLength(1);
    expect(applinks.details[0]?.appIDs).toEqual(['AB12CD34EF.it.fresco.spesa']);
    expect(applinks.details[0]?.components.map((c) => c['/'])).toEqual([...DEEP_LINK_PATHS]);
    expect(applinks.details[0]?.paths).toEqual([...DEEP_LINK_PATHS]);
  });

  it('are 404 for a brand without an app', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association'])
      expect((await t.app.inject({ url, headers: MERCATO })).statusCode, url).toBe(404);
  });
});

describe('the configuration of the apps', () => {
  it('reads brandId=package:fingerprint and brandId=TEAMID.bundle pairs', () => {
    const config = loadConfig({
      ANDROID_APP_IDS: `fresco=it.fresco.spesa:${FINGERPRINT.toLowerCase()}|${FINGERPRINT}, mercato=it.mercato.app:${FINGERPRINT}`,
      IOS_APP_IDS: 'fresco=AB12CD34EF.it.fresco.spesa|AB12CD34EF.it.fresco.beta',
    });
    expect(config.ANDROID_APP_IDS).toEqual({
      fresco: { packageName: 'it.fresco.spesa', sha256Fingerprints: [FINGERPRINT, FINGERPRINT] },
      mercato: { packageName: 'it.mercato.app', sha256Fingerprints: [FINGERPRINT] },
    });
    expect(config.IOS_APP_IDS).toEqual({
      fresco: ['AB12CD34EF.it.fresco.spesa', 'AB12CD34EF.it.fresco.beta'],
    });
    expect(loadConfig({}).ANDROID_APP_IDS).toEqual({});
  });

  it.each([
    ['ANDROID_APP_IDS', 'fresco=it.fresco.spesa'],
    ['ANDROID_APP_IDS', 'fresco=it.fresco.spesa:AA:BB'],
    ['ANDROID_APP_IDS', `fresco=spesa:${FINGERPRINT}`],
    ['ANDROID_APP_IDS', `it.fresco.spesa:${FINGERPRINT}`],
    ['IOS_APP_IDS', 'fresco=it.fresco.spesa'],
    ['IOS_APP_IDS', 'fresco=ab12cd34ef.it.fresco.spesa'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses a brand that is not configured', async () => {
    await expect(
      build({ catalogue: 'small', IOS_APP_IDS: { nessuno: ['AB12CD34EF.x.y'] } }),
    ).rejects.toThrow(/IOS_APP_IDS names nessuno/);
  });
});

describe('the icons drawn from a logo', () => {
  const logo = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}"/></svg>`;
  const placed = (svg: string) =>
    /<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" viewBox="([^"]+)"/
      .exec(svg)!
      .slice(1);

  it('keep a logo inside the maskable safe zone', () => {
    const [x, y, w, h, viewBox] = placed(appIconSvg(logo(180, 120), 'maskable', 512));
    expect(viewBox).toBe('0 0 180 120');
    const corner = Math.hypot(Number(x) + Number(w) - 256, Number(y) + Number(h) - 256);
    expect(corner).toBeLessThanOrEqual(0.4 * 512);
  });

  it("show a wide logo's leading square, its mark", () => {
    const [, , w, h, viewBox] = placed(appIconSvg(logo(220, 48), 'icon', 192));
    expect(viewBox).toBe('0 0 48 48');
    expect(w).toBe(h);
  });

  it('name only the sizes the manifest lists', () => {
    for (const size of APP_ICON_SIZES) expect(parseIconFile(`icon-${size}.png`)).not.toBeNull();
    for (const size of MASKABLE_ICON_SIZES)
      expect(parseIconFile(`maskable-${size}.png`)).not.toBeNull();
    expect(parseIconFile('icon-512.webp')).toBeNull();
    expect(parseIconFile('../icon-512.png')).toBeNull();
  });
});
