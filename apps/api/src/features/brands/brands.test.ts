import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema';
import { seedLegalFooters, seedMinimumOrders } from '../../seed/brands';
import { body, build, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

describe('brands', () => {
  it.each([
    ['localhost:3000', 'mercato', 'Mercatò'],
    ['fresco.localhost', 'fresco', 'Freschissimo'],
    ['WWW.FRESCHISSIMO.IT', 'fresco', 'Freschissimo'],
    ['evil.example.com', 'mercato', 'Mercatò'],
  ])('host %s is served as %s', async (host, id, name) => {
    const res = await t.app.inject({ url: '/ebsn/api/brand', headers: { host } });
    expect(body(res).data).toMatchObject({ id, name });
  });

  it('has its own texts, theme and flags', async () => {
    const res = await t.app.inject({
      url: '/ebsn/api/brand',
      headers: { host: 'fresco.localhost' },
    });
    const brand = body(res).data as {
      theme: { primary: string };
      flags: { optionsSelectorModal: boolean };
      texts: { brand: Record<string, string> };
      config: { defaultWarehouseId: number; ownWarehouses: Record<string, number> };
    };
    expect(brand.theme.primary).toBe('#0b5394');
    expect(brand.flags.optionsSelectorModal).toBe(false);
    expect(brand.texts.brand.privacyConsent).toContain('Freschissimo');
    // Its own prices at the network's warehouses (decision 044).
    expect(brand.config.defaultWarehouseId).toBe(189);
    expect(brand.config.ownWarehouses).toEqual({ '89': 189, '91': 191, '93': 193 });
  });

  // A company's site states its seat, VAT number, share capital and REA (c.c. art. 2250).
  it.each([
    ['localhost:3000', 'Mercatò S.p.A.'],
    ['fresco.localhost', 'Freschissimo S.r.l.'],
  ])('at %s the legal footer names %s with its capitale sociale', async (host, company) => {
    const res = await t.app.inject({ url: '/ebsn/api/brand', headers: { host } });
    const { legalFooter } = (body(res).data as { texts: { brand: { legalFooter: string } } }).texts
      .brand;
    expect(legalFooter).toMatch(new RegExp(`^${company} – `));
    expect(legalFooter).toMatch(/P\.IVA \d{11}/);
    expect(legalFooter).toMatch(/Capitale sociale € [\d.]+(,\d{2})? i\.v\./);
    expect(legalFooter).toMatch(/REA [A-Z]{2}-\d+/);
  });

  it('gives a database seeded with the footer that left it out the share capital', async () => {
    const { db } = t.database;
    const footerOf = async () =>
      (
        await db.select({ texts: brands.texts }).from(brands).where(eq(brands.brandId, 'fresco'))
      )[0]!.texts.brand!.legalFooter;
    const seeded = await footerOf();
    const [row] = await db
      .select({ texts: brands.texts })
      .from(brands)
      .where(eq(brands.brandId, 'fresco'));
    const before =
      'Freschissimo S.r.l. – Viale Emilia 45, 41121 Modena – P.IVA 09876543217 – REA MO-654321';
    await db
      .update(brands)
      .set({ texts: { ...row!.texts, brand: { ...row!.texts.brand, legalFooter: before } } })
      .where(eq(brands.brandId, 'fresco'));
    await seedLegalFooters(db);
    expect(await footerOf()).toBe(seeded);
  });

  it('gives each brand a minimum order of 25,00 €, and one to a database seeded without it', async () => {
    const { db } = t.database;
    const configOf = async (brandId: string) =>
      (
        await db.select({ config: brands.config }).from(brands).where(eq(brands.brandId, brandId))
      )[0]!.config;
    const setConfig = (brandId: string, config: object) =>
      db
        .update(brands)
        .set({ config: config as Awaited<ReturnType<typeof configOf>> })
        .where(eq(brands.brandId, brandId));
    const minimums = async () => [
      (await configOf('mercato')).minimumOrderCents,
      (await configOf('fresco')).minimumOrderCents,
    ];
    expect(await minimums()).toEqual([25_00, 25_00]);
    const { minimumOrderCents: _dropped, ...seededBefore } = await configOf('fresco');
    await setConfig('fresco', seededBefore);
    await setConfig('mercato', { ...(await configOf('mercato')), minimumOrderCents: 40_00 });
    await seedMinimumOrders(db);
    expect(await minimums()).toEqual([40_00, 25_00]);
  });

  it('serves each logo as SVG and 404s an unknown one', async () => {
    const logo = await t.app.inject('/img/brand/mercato/logo.svg');
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('Mercatò');
    expect((await t.app.inject('/img/brand/nessuno/logo.svg')).statusCode).toBe(404);
  });

  it('serves each logo as a PNG twice its size, for the mails (issue 34)', async () => {
    const logo = await t.app.inject('/img/brand/fresco/logo.png');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const png = logo.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width then height, big-endian, after the 8-byte signature and 8 bytes of header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([440, 96]);
    expect((await t.app.inject('/img/brand/nessuno/logo.png')).statusCode).toBe(404);
  });
});

describe('content and version', () => {
  it('serves the footer menu of the brand with link groups', async () => {
    const res = await t.app.inject('/p/wp-json/wp/v2/menus/location/footer');
    const menu = res.json() as { title: string; child_items: { title: string; url: string }[] }[];
    expect(menu.map((g) => g.title)).toEqual(['Il negozio', 'Servizi', 'Assistenza']);
    expect(menu[1]!.child_items[0]).toMatchObject({
      title: 'Consegna a casa',
      url: '/page/consegna-a-casa',
    });
  });

  it('404s an unknown menu location and 400s a malformed one', async () => {
    expect((await t.app.inject('/p/wp-json/wp/v2/menus/location/header')).statusCode).toBe(404);
    expect((await t.app.inject('/p/wp-json/wp/v2/menus/location/..%2F..')).statusCode).toBe(400);
  });

  it('tells the latest app version', async () => {
    const res = await t.app.inject('/version.json');
    expect(res.json()).toMatchObject({
      lastVersion: { version: '1.1.26', description: expect.any(String), url: '/app/{platform}' },
    });
  });

  it('documents the API in OpenAPI at /ebsn/api/docs', async () => {
    const res = await t.app.inject('/ebsn/api/docs/json');
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/ebsn/api/auth/login',
        '/ebsn/api/auth/test',
        '/ebsn/api/cart/view',
      ]),
    );
  });
});
