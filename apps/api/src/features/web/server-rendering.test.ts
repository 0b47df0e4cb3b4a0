import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@spesa/domain';
import { build, type TestApp } from '../../test/helper';
import { login } from '../../test/shoppers';
import { webDist } from '../../test/web-dist';

/**
 * A stand-in for the web app's server bundle (apps/web/src/entry-server.tsx),
 * with its contract: it reads the API through the fetch it is given and answers
 * markup and data. It fails on demand, to show that the page falls back.
 */
const ENTRY = `
export function hasPage() { return true; }
export async function render({ url, brand, fetch, withSession }) {
  const page = new URL(url);
  const json = async (path, init) => (await (await fetch(page.origin + path, init)).json()).data;
  if (page.pathname === '/' && withSession) {
    const answer = await fetch(page.origin + '/ebsn/api/auth/test');
    const who = answer.ok ? (await answer.json()).data.user.firstName : 'sessione scaduta';
    return { html: '<p>Ciao ' + who + '</p>', data: { withSession } };
  }
  if (page.searchParams.get('q') === 'guasto') throw new Error('the render broke');
  if (page.searchParams.get('q') === 'scrivi') await json('/ebsn/api/cart/empty', { method: 'POST' });
  if (page.pathname.startsWith('/product/')) {
    const slug = page.pathname.slice('/product/'.length);
    const [product] = (await json('/ebsn/api/products?slug=' + slug)).products;
    return {
      html: '<h1>' + product.name + '</h1><p>' + product.priceDisplay.toFixed(2).replace('.', ',') + ' €</p>',
      data: { product: { name: product.name, price: product.priceDisplay } },
    };
  }
  const { categories } = await json('/ebsn/api/category');
  return {
    html: '<ul>' + categories.map((c) => '<li>' + c.name + '</li>').join('') + '</ul>',
    data: { brand: brand.id, path: page.pathname + page.search },
  };
}
`;

/** In the small catalogue each leaf keeps its first line by its first label. */
const SLUG = 'campi-del-sole-passata-di-pomodoro-700-g';

let t: TestApp;
beforeAll(async () => {
  t = await build({ WEB_DIST_DIR: webDist(ENTRY), catalogue: 'small' });
});
afterAll(() => t.close());

const pageData = (html: string): unknown => {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    'gs',
  );
  const blocks = [...html.matchAll(block)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
};
const rootOf = (html: string): string =>
  /<div id="root">(.*?)<\/div>\s*(<script|<\/body>)/s.exec(html)?.[1] ?? '';

describe('server-rendered catalogue pages', () => {
  it("sends a product page with the product's name and price, and its data once", async () => {
    const product = await t.app.inject(`/ebsn/api/products?slug=${SLUG}`);
    const { name, priceDisplay } = (
      product.json() as { data: { products: { name: string; priceDisplay: number }[] } }
    ).data.products[0]!;

    const res = await t.app.inject({ url: `/product/${SLUG}`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const price = `${priceDisplay.toFixed(2).replace('.', ',')} €`;
    expect(rootOf(res.body)).toBe(`<h1>${name}</h1><p>${price}</p>`);
    expect(pageData(res.body)).toEqual({ product: { name, price: priceDisplay } });
    // The head the product route writes is still there.
    expect(res.body).toContain(`<title>${name} | Mercatò</title>`);
    // Painted without JavaScript: the scripts wait behind the stylesheet and images.
    expect(res.body).toContain('<script type="module" fetchpriority="low" src="/assets/app.js">');
  });

  it("renders home with the host's brand and its categories", async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'fresco.localhost' } });
    expect(rootOf(res.body)).toContain('<li>Frutta e verdura</li>');
    expect(pageData(res.body)).toEqual({ brand: 'fresco', path: '/' });
  });

  it('renders category and search pages', async () => {
    const category = await t.app.inject('/category/frutta-e-verdura');
    expect(pageData(category.body)).toMatchObject({ path: '/category/frutta-e-verdura' });
    const search = await t.app.inject('/search?q=latte');
    expect(pageData(search.body)).toMatchObject({ path: '/search?q=latte' });
  });

  it.each(['/checkout', '/login', '/profile/orders'])('sends %s as the bare shell', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
    expect(res.body).toContain('<script type="module" src="/assets/app.js">');
  });

  it('sends an unknown product as the shell with 404, without rendering it', async () => {
    const res = await t.app.inject('/product/non-esiste');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it.each([
    ['a render that throws', '/search?q=guasto'],
    ['a render that tries to write', '/search?q=scrivi'],
  ])('falls back to the shell after %s, never a 500', async (_, url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
  });

  it('keeps the ETag of a page while its data is unchanged, and answers 304 on it', async () => {
    const first = await t.app.inject(`/product/${SLUG}`);
    const second = await t.app.inject(`/product/${SLUG}`);
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.vary).toBe('host, accept-encoding, cookie');
    expect(first.headers['cache-control']).toBe('no-cache');
    const revalidated = await t.app.inject({
      url: `/product/${SLUG}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("renders a logged-in shopper's page with their session, kept out of shared caches", async () => {
    const cookies = await login(t, 'mario.rossi@esempio.it');
    const res = await t.app.inject({ url: '/', cookies: { ...cookies, ebsn_consent: 'x' } });
    expect(rootOf(res.body)).toBe('<p>Ciao Mario</p>');
    expect(pageData(res.body)).toEqual({ withSession: true });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('host, accept-encoding, cookie');
  });

  it('renders with an expired session as a new visitor would be, never a 500', async () => {
    const res = await t.app.inject({ url: '/', cookies: { ebsn_session: 'scaduta' } });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<p>Ciao sessione scaduta</p>');
  });

  it('does not serve the server bundle as a file', async () => {
    const res = await t.app.inject('/server/entry-server.js');
    expect(res.body).not.toContain('export async function render');
  });
});

describe('a server bundle that cannot be loaded', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await build({
      WEB_DIST_DIR: webDist("throw new Error('a broken build');"),
      catalogue: 'small',
    });
  });
  afterAll(() => broken.close());

  it('leaves every page the shell', async () => {
    const res = await broken.app.inject(`/product/${SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
