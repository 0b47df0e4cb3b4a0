import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CONTACT_MESSAGES,
  MailParsSchema,
  VALIDATION_MESSAGES,
  WpPostListSchema,
  WpPostSchema,
  WpTermListSchema,
  type WpPost,
} from '@spesa/domain';
import { contactRequests, contentPosts, mailOutbox } from '../../db/schema';
import { cleanPost } from '../../seed/content-posts';
import { build, type TestApp } from '../../test/helper';
import { pictureSize } from '../../test/pictures';

let t: TestApp;
beforeAll(async () => {
  t = await build({
    catalogue: 'small',
    PUBLIC_ORIGINS: { mercato: 'http://localhost:3000', fresco: 'http://fresco.localhost' },
  });
});
afterAll(() => t.close());

const MERCATO = 'localhost:3000';
const FRESCO = 'fresco.localhost';
const get = (url: string, host = MERCATO, extra: Partial<InjectOptions> = {}) =>
  t.app.inject({ url, ...extra, headers: { host, ...extra.headers } });
const WP = '/p/wp-json/wp/v2';

describe('pages', () => {
  it('answers a page by slug in WordPress’s shape, with SEO meta and a link into the shop', async () => {
    const res = await get(`${WP}/pages?slug=consegna-a-casa`);
    expect(res.statusCode).toBe(200);
    const [page] = WpPostListSchema.parse(res.json());
    expect(page).toMatchObject({
      slug: 'consegna-a-casa',
      type: 'page',
      link: 'http://localhost:3000/page/consegna-a-casa',
      title: { rendered: 'Consegna a casa' },
      meta: { seo_title: 'Consegna a casa | Mercatò' },
    });
    expect(page!.content.rendered).toContain('4,90 €');
    expect(page!.meta.seo_description).toMatch(/Mercatò/);
    expect(page!.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(res.headers['x-wp-total']).toBe('1');
  });

  it('answers an empty list for an unknown slug and 404 at the single-page path', async () => {
    expect((await get(`${WP}/pages?slug=non-esiste`)).json()).toEqual([]);
    expect((await get(`${WP}/pages/non-esiste`)).statusCode).toBe(404);
    const one = await get(`${WP}/pages/privacy`, FRESCO);
    expect(WpPostSchema.parse(one.json()).content.rendered).toContain('Freschissimo S.r.l.');
  });

  it('paginates with per_page and page, and says how many in X-WP-Total and X-WP-TotalPages', async () => {
    const first = await get(`${WP}/pages?per_page=5&page=1`);
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(12);
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 5)));
    expect(first.json()).toHaveLength(5);
    const last = await get(`${WP}/pages?per_page=5&page=${Math.ceil(total / 5)}`);
    expect(last.json()).toHaveLength(total % 5 || 5);
    const firstIds = (first.json() as WpPost[]).map((p) => p.id);
    expect((last.json() as WpPost[]).some((p) => firstIds.includes(p.id))).toBe(false);
    const beyond = await get(`${WP}/pages?per_page=5&page=99`);
    expect(beyond.statusCode).toBe(400);
    expect((await get(`${WP}/pages?per_page=500`)).statusCode).toBe(400);
    expect((await get(`${WP}/pages?per_page=abc`)).statusCode).toBe(400);
  });

  it('searches titles and text', async () => {
    const res = await get(`${WP}/pages?search=preautorizz`);
    const slugs = (res.json() as WpPost[]).map((p) => p.slug);
    expect(slugs).toContain('sfuso-e-preautorizzazione');
    expect(slugs).not.toContain('chi-siamo');
  });
});

describe('the accessibility statement', () => {
  /** The sections of AgID's «Modello di dichiarazione di accessibilità», in its order. */
  const AGID_SECTIONS = [
    'Stato di conformità',
    'Contenuti non accessibili',
    'Redazione della dichiarazione di accessibilità',
    'Feedback e recapiti',
    'Modalità di invio delle segnalazioni all’AgID',
    'Informazioni sul sito',
  ];

  it.each([
    [MERCATO, 'Mercatò S.p.A.'],
    [FRESCO, 'Freschissimo S.r.l.'],
  ])('follows AgID’s model at %s, for its own company', async (host, company) => {
    const [page] = WpPostListSchema.parse(
      (await get(`${WP}/pages?slug=accessibilita`, host)).json(),
    );
    const html = page!.content.rendered;
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(AGID_SECTIONS);
    expect(html).toContain(`${company} si impegna a rendere il proprio sito web accessibile`);
    expect(html).toContain('legge 9 gennaio 2004, n. 4');
    expect(html).toContain('WCAG 2.2 livello AA');
    expect(html).not.toContain('WCAG 2.1');
    expect(html).toContain('<strong>parzialmente conforme</strong>');
    expect(html).toMatch(/La presente dichiarazione è stata redatta il \d{1,2} [a-z]+ \d{4}\./);
    expect(html).toMatch(/riesaminata l’ultima volta il \d{1,2} [a-z]+ \d{4}\./);
    expect(html).toContain('autovalutazione');
    expect(html).toContain('href="https://form.agid.gov.it/"');
    expect(html).toContain('protocollo@pec.agid.gov.it');
    expect(html).toContain('nel termine di trenta giorni');
    const nonConformities = html.split('Contenuti non accessibili')[1]!.split('<h2>')[0]!;
    expect(nonConformities.match(/<li><strong>\d\.\d+\.\d+ /g)?.length).toBeGreaterThan(0);
  });

  it('lists as open only what the journeys still find, and names the rules they run', async () => {
    const [page] = WpPostListSchema.parse(
      (await get(`${WP}/pages?slug=accessibilita`, MERCATO)).json(),
    );
    const html = page!.content.rendered;
    const nonConformities = html.split('Contenuti non accessibili')[1]!.split('<h2>')[0]!;
    // Focus kept after every action and route change, skip links to results and summary.
    expect(nonConformities).not.toContain('2.4.3 Ordine del focus');
    expect(nonConformities).not.toContain('2.4.1 Salto di blocchi');
    // e2e/support/axe.ts runs axe's wcag22aa rules too.
    expect(html).toContain('regole WCAG 2.0, 2.1 e 2.2 dei livelli A e AA');
  });
});

describe('brand isolation', () => {
  it('never serves a post of one brand at the other', async () => {
    for (const [host, own, other] of [
      [MERCATO, 'Mercatò', 'Freschissimo'],
      [FRESCO, 'Freschissimo', 'Mercatò'],
    ] as const) {
      for (const type of ['pages', 'faq', 'award', 'volantino']) {
        const res = await get(`${WP}/${type}?per_page=100`, host);
        const text = res.body;
        expect(text, `${type} at ${host}`).not.toContain(other);
        if (type === 'pages') expect(text).toContain(own);
      }
    }
    const [mercatoPrivacy] = (await get(`${WP}/pages?slug=privacy`)).json() as WpPost[];
    const ids = (await get(`${WP}/pages?per_page=100`, FRESCO)).json() as WpPost[];
    expect(ids.map((p) => p.id)).not.toContain(mercatoPrivacy!.id);
    const byId = await get(`${WP}/pages?include=${mercatoPrivacy!.id}`, FRESCO);
    expect(byId.json()).toEqual([]);
  });
});

describe('sanitising', () => {
  it('cleans seeded HTML before storing it', () => {
    const cleaned = cleanPost({
      brandId: 'mercato',
      postType: 'page',
      slug: 'x',
      title: 'Titolo <script>alert(1)</script>',
      contentHtml:
        '<p onclick="steal()">Ciao<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a></p>',
    });
    expect(cleaned.contentHtml).toBe('<p>Ciao<a>link</a></p>');
    expect(cleaned.title).toBe('Titolo ');
  });

  it('cleans again when serving, whatever reached the table', async () => {
    await t.database.db.insert(contentPosts).values({
      brandId: 'mercato',
      postType: 'page',
      slug: 'pagina-sporca',
      title: 'Pagina <b onmouseover="x()">sporca</b>',
      contentHtml:
        '<h2 style="color:red">Titolo</h2><script>document.cookie</script><img src="/img/a.svg" onerror="alert(1)" alt="a"><img src="https://tracker.example/p.gif"><iframe src="https://evil.example"></iframe><a href="https://esempio.it">fuori</a>',
      meta: { seo_title: '<script>x</script>Titolo SEO', seo_description: 'Descrizione' },
    });
    const res = await get(`${WP}/pages?slug=pagina-sporca`);
    const [page] = res.json() as WpPost[];
    const html = page!.content.rendered;
    expect(html).not.toMatch(/<script|onerror|onmouseover|style=|<iframe|tracker\.example/);
    expect(html).toContain('<img loading="lazy" src="/img/a.svg" alt="a" />');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(page!.title.rendered).toBe('Pagina sporca');
    expect(page!.meta.seo_title).toBe('Titolo SEO');
  });
});

describe('custom posts', () => {
  it('lists FAQ categories with their counts, and the questions of one category', async () => {
    const terms = WpTermListSchema.parse((await get(`${WP}/faq_category`)).json());
    expect(terms.map((c) => c.slug)).toEqual([
      'ordini',
      'consegna-e-ritiro',
      'pagamenti',
      'account-e-privacy',
    ]);
    expect(terms.every((c) => c.count > 0)).toBe(true);
    const payments = terms.find((c) => c.slug === 'pagamenti')!;
    const res = await get(`${WP}/faq?faq_category=pagamenti&per_page=100`);
    const faqs = WpPostListSchema.parse(res.json());
    expect(faqs).toHaveLength(payments.count);
    expect(faqs.every((f) => f.faq_category?.includes(payments.id))).toBe(true);
    expect((await get(`${WP}/faq?faq_category=${payments.id}`)).json()).toHaveLength(
      payments.count,
    );
    expect((await get(`${WP}/faq?faq_category=nessuna`)).json()).toEqual([]);
  });

  it('answers flyers with their pages of products and a validity text', async () => {
    const flyers = WpPostListSchema.parse((await get(`${WP}/volantino`)).json());
    expect(flyers.map((f) => f.slug)).toEqual(['volantino-della-settimana', 'speciale-dispensa']);
    const [week] = flyers;
    expect(week!.testo_validit).toMatch(/^Valido dal \d+ \w+ al \d+ \w+$/);
    const pages = week!.meta.pages as { image: string; products: { slug: string }[] }[];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages[0]!.products.length).toBeGreaterThan(0);
    expect(pages[0]!.image).toMatch(/\/pagina-1\.webp$/);
    const image = await get(pages[0]!.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await pictureSize(image.rawPayload)).toEqual({ width: 800, height: 1130 });
    const drawn = await get(pages[0]!.image.replace(/\.webp$/, '.svg'));
    expect(drawn.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(drawn.body).toContain('Mercatò');
    const product = await get(
      `/ebsn/api/products?q=${encodeURIComponent(pages[0]!.products[0]!.slug)}`,
    );
    expect(product.statusCode).toBe(200);
  });

  it('answers the awards, posts by slug and ux-blocks by term', async () => {
    const awards = WpPostListSchema.parse((await get(`${WP}/award`, FRESCO)).json());
    expect(awards[0]!.title.rendered).toBe('Raccolta punti Fresco Club');
    const blocks = WpPostListSchema.parse((await get(`${WP}/ux-blocks/timeslot-selector`)).json());
    expect(blocks[0]!.title.rendered).toBe('Scegli giorno e orario');
    expect((await get(`${WP}/ux-blocks/sconosciuto`)).json()).toEqual([]);
    expect((await get(`${WP}/posts?slug=nessuno`)).json()).toEqual([]);
    expect((await get(`${WP}/ricette`)).statusCode).toBe(400);
  });
});

describe('slides', () => {
  it('serves only the slides valid today, in order, with their images', async () => {
    const res = await get(`${WP}/new_slides/home/1732400000/web`);
    const slides = WpPostListSchema.parse(res.json());
    expect(slides.map((s) => s.slug)).toEqual([
      'offerte-settimana',
      'frutta-di-stagione',
      'consegna-a-casa',
    ]);
    expect(slides[0]).toMatchObject({
      link_url: '/volantini/volantino-della-settimana',
      featured_image: { width: 1200, height: 480 },
    });
    const url = slides[0]!.featured_image!.url;
    const image = await get(url);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await pictureSize(image.rawPayload)).toEqual({ width: 1200, height: 480 });
    expect(await pictureSize((await get(`${url}?w=800`)).rawPayload)).toEqual({
      width: 800,
      height: 320,
    });
    const unknownWidth = await get(`${url}?w=2400`);
    expect(unknownWidth.statusCode).toBe(400);
    expect(unknownWidth.json().response.errors[0].field).toBe('w');
    expect((await get(`${WP}/new_slides/altro/1/web`)).statusCode).toBe(404);
  });

  it('by id, leaves out the expired and the future ones', async () => {
    const expired = await t.database.db
      .select({ id: contentPosts.postId })
      .from(contentPosts)
      .where(and(eq(contentPosts.brandId, 'mercato'), eq(contentPosts.postType, 'slide')));
    const all = expired.map((r) => r.id).join(',');
    const slides = (await get(`${WP}/slides_by_id/${all}`)).json() as WpPost[];
    expect(slides.map((s) => s.slug)).not.toContain('speciale-carnevale');
    expect(slides.map((s) => s.slug)).not.toContain('aspettando-pasqua');
    expect(slides).toHaveLength(3);
    expect((await get(`${WP}/slides_by_id/${all}`, FRESCO)).json()).toEqual([]);
  });
});

describe('customer-service form (form id 5)', () => {
  const valid = {
    nome: 'Giulia',
    cognome: 'Bianchi',
    email: 'giulia.bianchi@example.it',
    telefono: '333 123 4567',
    numeroOrdine: '',
    argomento: 'consegna',
    messaggio: 'La spesa di ieri è arrivata senza le uova.',
    privacy: 'true',
  };
  // Each call from its own address: the per-address limiter is not what these tests are about.
  let caller = 0;
  const send = (fields: Record<string, string>, host = MERCATO, id: number | string = 5) =>
    t.app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      remoteAddress: `10.0.${Math.floor(++caller / 250)}.${caller % 250}`,
      headers: { host },
      payload: { action: 'send_mail_form', security: '', formData: { id, fields } },
    });

  it('describes its fields and recipient through get_mail_pars', async () => {
    const pars = MailParsSchema.parse((await get(`${WP}/get_mail_pars?form_id=5`, FRESCO)).json());
    expect(pars.recipients).toEqual(['aiuto@freschissimo.it']);
    expect(pars.fields.map((f) => f.name)).toContain('messaggio');
    expect((await get(`${WP}/get_mail_pars?form_id=9`)).statusCode).toBe(404);
  });

  it('stores a valid request and mails the brand’s service address', async () => {
    const res = await send({ ...valid, email: 'primo@example.it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: CONTACT_MESSAGES.sent } });
    const [stored] = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, 'primo@example.it'));
    expect(stored).toMatchObject({ brandId: 'mercato', formId: 5 });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'contact.request'));
    expect(mail).toMatchObject({ toAddress: 'servizioclienti@mercato-spesa.it' });
    expect(mail!.text).toContain('La spesa di ieri è arrivata senza le uova.');
  });

  it('takes the WordPress form encoding too', async () => {
    const payload = new URLSearchParams({
      action: 'send_mail_form',
      security: 'x',
      'formData[id]': '5',
      ...Object.fromEntries(
        Object.entries({ ...valid, email: 'form@example.it' }).map(([k, v]) => [
          `formData[fields][${k}]`,
          v,
        ]),
      ),
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { host: FRESCO, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ nome: '' }, 'nome', VALIDATION_MESSAGES.required],
    [{ email: 'giulia@' }, 'email', VALIDATION_MESSAGES.email],
    [{ telefono: '12' }, 'telefono', VALIDATION_MESSAGES.phone],
    [{ numeroOrdine: 'A12' }, 'numeroOrdine', VALIDATION_MESSAGES.numbersOnly],
    [{ argomento: 'spam' }, 'argomento', VALIDATION_MESSAGES.required],
    [{ messaggio: 'x'.repeat(2001) }, 'messaggio', CONTACT_MESSAGES.messageTooLong],
    [{ privacy: 'false' }, 'privacy', CONTACT_MESSAGES.privacyRequired],
    [{ sito: 'http://spam' }, 'sito', CONTACT_MESSAGES.unknownField],
  ])('refuses %o with 400 naming the field', async (change, field, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const error = (res.json() as { response: { errors: { field: string; error: string }[] } })
      .response.errors[0]!;
    expect(error).toMatchObject({ field, error: message });
  });

  it('refuses bad envelopes with a 4xx, never a 500', async () => {
    const hundred = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'x']));
    expect((await send(hundred)).statusCode).toBe(400);
    expect((await send(valid, MERCATO, 7)).statusCode).toBe(404);
    expect((await send(valid, MERCATO, 'abc')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { host: MERCATO },
      payload: { action: 'send_mail_form' },
    });
    expect(missing.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { host: MERCATO, 'content-type': 'application/json' },
      payload: JSON.stringify({ action: 'send_mail_form', pad: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { host: MERCATO, 'sec-fetch-site': 'cross-site' },
      payload: { action: 'send_mail_form', formData: { id: 5, fields: valid } },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('throttles one address after a few requests an hour', async () => {
    const email = 'insistente@example.it';
    for (let i = 0; i < 3; i++)
      expect((await send({ ...valid, email }, FRESCO)).statusCode).toBe(200);
    const res = await send({ ...valid, email }, FRESCO);
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain(CONTACT_MESSAGES.tooMany);
  });
});
