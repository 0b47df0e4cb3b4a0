import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  CONTENT_MESSAGES,
  AdminAjaxAnswerSchema,
  AdminAjaxBodySchema,
  CONTACT_MESSAGES,
  CONTENT_LIST_TYPES,
  CONTENT_PER_PAGE_MAX,
  FlyerPageSchema,
  MailParsSchema,
  MenuSchema,
  WpPostListSchema,
  WpPostSchema,
  WpTermListSchema,
  type ContentListType,
  ERROR_MESSAGES,
  shopDayOf,
} from '@spesa/domain';
import { AppError } from '../../http/app-error';
import { PICTURE_QUERY, pictureFile, sendPicture } from '../../plugins/pictures';
import { brandOrigin } from '../brands';
import { mailPars, submitContactRequest, validateContactFields } from './contact-form';
import { flyerPageSvg, slideSvg } from './images';
import {
  findMenu,
  findPost,
  findStoredPost,
  findTerm,
  listPosts,
  listTerms,
  postsByTerm,
  termsOfPosts,
  type PostRow,
} from './repo';
import { contentHead } from './page-head';
import { plainText } from './sanitize';
import { toWpPost, toWpTerm, validityText } from './wp-shape';

const WP = '/p/wp-json/wp/v2';
const SLUG = z.string().regex(/^[a-z0-9-]{1,120}$/);

/** Comma-separated values, as WordPress takes slug=a,b and include=1,2. */
const csvSlugs = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(SLUG).max(100));
const csvIds = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      )
      .max(100),
  );

const ListQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(CONTENT_PER_PAGE_MAX).default(10),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  slug: csvSlugs.optional(),
  include: csvIds.optional(),
  exclude: csvIds.optional(),
  search: z.string().trim().max(100).optional(),
  faq_category: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/)
    .optional(),
  orderby: z.enum(['menu_order', 'date', 'title', 'id']).default('menu_order'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** The client's cache key (docs/rules/content.md): read and ignored, a WordPress would do the same. */
  hash: z.string().max(100).optional(),
});

/** Slides and flyer pages are drawn from posts an editor may change: an hour. */
const CONTENT_PICTURE_CACHE = 'public, max-age=3600';
/** Content changes seldom; five minutes of browser and proxy caching keep the home quick. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');

/**
 * WordPress's form encoding (formData[id]=5&formData[fields][nome]=Ada) made
 * into the nested object the JSON body carries.
 */
function nestFormKeys(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const flat = body as Record<string, unknown>;
  if (!Object.keys(flat).some((k) => k.startsWith('formData['))) return body;
  const fields: Record<string, unknown> = {};
  const nested: Record<string, unknown> = { fields };
  const out: Record<string, unknown> = { formData: nested };
  for (const [key, value] of Object.entries(flat)) {
    const field = /^formData\[fields\]\[([^\]]{1,40})\]$/.exec(key);
    if (field) fields[field[1]!] = value;
    else if (key === 'formData[id]') nested.id = value;
    else out[key] = value;
  }
  return out;
}

/** The content service, WordPress-style: plain JSON bodies, no envelope. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => shopDayOf(new Date());

  async function asWpPosts(rows: PostRow[], origin: string) {
    const terms = await termsOfPosts(
      app.db,
      rows.map((r) => r.postId),
    );
    return rows.map((row) => toWpPost(row, origin, terms.get(row.postId)));
  }

  app.get(
    `${WP}/menus/location/:location`,
    {
      schema: {
        tags: ['content'],
        summary:
          "A navigation menu of the brand by location ('footer' feeds the footer and links drawer)",
        params: z.object({ location: z.string().regex(/^[a-z0-9_-]{1,40}$/) }),
        response: { 200: MenuSchema },
      },
    },
    async (request, reply) => {
      const items = await findMenu(app.db, request.brand.brandId, request.params.location);
      if (!items)
        throw new AppError('not_found', 'content.menu_not_found', ERROR_MESSAGES.notFound);
      cacheable(reply);
      return items;
    },
  );

  app.get(
    `${WP}/:type`,
    {
      schema: {
        tags: ['content'],
        summary:
          'Pages, posts, flyers (volantino), FAQ and awards of the brand, WordPress-style: per_page, page, slug, include, search, faq_category; X-WP-Total and X-WP-TotalPages say how many',
        params: z.object({
          type: z.enum(Object.keys(CONTENT_LIST_TYPES) as [ContentListType, ...ContentListType[]]),
        }),
        querystring: ListQuery,
        response: { 200: WpPostListSchema },
      },
    },
    async (request, reply) => {
      const { brandId } = request.brand;
      const q = request.query;
      let termId: number | undefined;
      if (q.faq_category) {
        const term = await findTerm(app.db, brandId, 'faq_category', q.faq_category);
        // An unknown category lists nothing, as WordPress answers an unknown term id.
        termId = term?.termId ?? -1;
      }
      const { rows, total } = await listPosts(
        app.db,
        brandId,
        CONTENT_LIST_TYPES[request.params.type],
        today(),
        {
          slug: q.slug,
          include: q.include,
          exclude: q.exclude,
          search: q.search || undefined,
          termId,
          orderby: q.orderby,
          order: q.order,
          page: q.page,
          perPage: q.per_page,
        },
      );
      const totalPages = Math.ceil(total / q.per_page);
      if (q.page > 1 && q.page > totalPages)
        throw new AppError(
          'invalid',
          'rest_post_invalid_page_number',
          CONTENT_MESSAGES.pageBeyondLast,
          'page',
        );
      cacheable(reply);
      reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(totalPages));
      return asWpPosts(rows, brandOrigin(request));
    },
  );

  app.get(
    `${WP}/faq_category`,
    {
      schema: {
        tags: ['content'],
        summary: 'The FAQ categories of the brand, with how many questions each holds',
        response: { 200: WpTermListSchema },
      },
    },
    async (request, reply) => {
      const terms = await listTerms(app.db, request.brand.brandId, 'faq_category', 'faq', today());
      cacheable(reply);
      reply.header('x-wp-total', String(terms.length)).header('x-wp-totalpages', '1');
      return terms.map((t) => toWpTerm(t, brandOrigin(request)));
    },
  );

  app.get(
    `${WP}/new_slides/:id/:timestamp/:x`,
    {
      schema: {
        tags: ['content'],
        summary:
          "The slides of a slider ('home') valid today, in order; timestamp is the client's cache key and x its store, neither changes the answer",
        params: z.object({
          id: SLUG,
          timestamp: z.string().regex(/^\d{1,15}$/),
          x: z.string().regex(/^[a-z0-9-]{1,40}$/),
        }),
        response: { 200: WpPostListSchema },
      },
    },
    async (request, reply) => {
      const { brandId } = request.brand;
      const slider = await findTerm(app.db, brandId, 'slider', request.params.id);
      if (!slider)
        throw new AppError('not_found', 'content.slider_not_found', ERROR_MESSAGES.notFound, 'id');
      const rows = await postsByTerm(app.db, brandId, 'slide', today(), slider.termId);
      cacheable(reply);
      return asWpPosts(rows, brandOrigin(request));
    },
  );

  app.get(
    `${WP}/slides_by_id/:ids`,
    {
      schema: {
        tags: ['content'],
        summary: 'Slides by id (comma-separated), only those valid today',
        params: z.object({ ids: csvIds }),
        response: { 200: WpPostListSchema },
      },
    },
    async (request, reply) => {
      const { rows } = await listPosts(app.db, request.brand.brandId, 'slide', today(), {
        include: request.params.ids,
        orderby: 'menu_order',
        order: 'asc',
        page: 1,
        perPage: CONTENT_PER_PAGE_MAX,
      });
      cacheable(reply);
      return asWpPosts(rows, brandOrigin(request));
    },
  );

  app.get(
    `${WP}/ux-blocks/:term`,
    {
      schema: {
        tags: ['content'],
        summary:
          "The ux-blocks of a term ('timeslot-selector', 'address-selector'): headings and short texts of the shop's dialogs",
        params: z.object({ term: SLUG }),
        response: { 200: WpPostListSchema },
      },
    },
    async (request, reply) => {
      const { brandId } = request.brand;
      const term = await findTerm(app.db, brandId, 'ux_block_term', request.params.term);
      const rows = term ? await postsByTerm(app.db, brandId, 'ux_block', today(), term.termId) : [];
      cacheable(reply);
      return asWpPosts(rows, brandOrigin(request));
    },
  );

  app.get(
    `${WP}/get_mail_pars`,
    {
      schema: {
        tags: ['content'],
        summary: 'A content form by form_id: its fields and recipients (5 is the customer service)',
        querystring: z.object({ form_id: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: MailParsSchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return mailPars(request.brand, request.query.form_id);
    },
  );

  app.post(
    '/p/wp-admin/admin-ajax.php',
    {
      bodyLimit: 32 * 1024,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['content'],
        summary:
          'Sends a content form (action send_mail_form; form 5: the customer service): stored and mailed to the brand',
        body: z.preprocess(nestFormKeys, AdminAjaxBodySchema),
        response: { 200: AdminAjaxAnswerSchema },
      },
    },
    async (request) => {
      // Like the /ebsn/ calls, a form another site makes the browser post is refused.
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new AppError('forbidden', 'request.cross_site', ERROR_MESSAGES.crossSite);
      const { formData } = request.body;
      mailPars(request.brand, formData.id);
      if (Object.keys(formData.fields).length > 20)
        throw new AppError(
          'invalid',
          'content.form.unknown_field',
          CONTACT_MESSAGES.unknownField,
          'formData.fields',
        );
      const fields = validateContactFields(formData.fields);
      await submitContactRequest(app, request.brand, brandOrigin(request), fields);
      return { success: true as const, data: { message: CONTACT_MESSAGES.sent } };
    },
  );

  app.get(
    '/p/wp-content/uploads/volantini/:slug/:file',
    {
      schema: {
        hide: true,
        params: z.object({ slug: SLUG, file: pictureFile(/pagina-\d{1,2}/) }),
        querystring: PICTURE_QUERY,
      },
    },
    async (request, reply) => {
      const brand = request.brand;
      const flyer = await findPost(
        app.db,
        brand.brandId,
        'volantino',
        request.params.slug,
        today(),
      );
      const pages = z.array(FlyerPageSchema).safeParse(flyer?.meta.pages);
      const index = Number(/\d+/.exec(request.params.file)![0]) - 1;
      const page = pages.success ? pages.data[index] : undefined;
      if (!flyer || !pages.success || !page)
        throw new AppError('not_found', 'content.image_not_found', ERROR_MESSAGES.notFound);
      return sendPicture(
        app,
        reply,
        flyerPageSvg({
          brandName: brand.name,
          primary: brand.theme.primary,
          accent: brand.theme.accent ?? '#ffb300',
          title: flyer.title,
          validity: validityText(flyer.validFrom, flyer.validTo),
          pageNumber: index + 1,
          pageCount: pages.data.length,
          products: page.products.map((p) => ({
            name: p.name,
            price: p.price,
            priceStandard: p.priceStandard,
          })),
        }),
        {
          file: request.params.file,
          kind: 'flyerPage',
          width: request.query.w,
          cacheControl: CONTENT_PICTURE_CACHE,
        },
      );
    },
  );

  app.get(
    '/p/wp-content/uploads/slides/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: pictureFile(/[a-z0-9-]{1,120}/) }),
        querystring: PICTURE_QUERY,
      },
    },
    async (request, reply) => {
      const brand = request.brand;
      const slug = request.params.file.replace(/\.(svg|webp)$/, '');
      // Served while the slide is stored, even out of its window: a cached home may still show it.
      const slide = await findStoredPost(app.db, brand.brandId, 'slide', slug);
      if (!slide)
        throw new AppError('not_found', 'content.image_not_found', ERROR_MESSAGES.notFound);
      const m = slide.meta as Record<string, unknown>;
      const s = (k: string) => (typeof m[k] === 'string' ? (m[k] as string) : '');
      return sendPicture(
        app,
        reply,
        slideSvg({
          headline: s('headline') || slide.title,
          subline: s('subline'),
          background: s('background') || brand.theme.primary,
          foreground: s('foreground') || '#ffffff',
          accent: s('accent') || (brand.theme.accent ?? '#ffb300'),
        }),
        {
          file: request.params.file,
          kind: 'slide',
          width: request.query.w,
          cacheControl: CONTENT_PICTURE_CACHE,
        },
      );
    },
  );

  app.get(
    `${WP}/pages/:slug`,
    {
      schema: {
        tags: ['content'],
        summary: 'One page by slug (the list call with ?slug= answers the same in an array)',
        params: z.object({ slug: SLUG }),
        response: { 200: WpPostSchema },
      },
    },
    async (request, reply) => {
      const row = await findPost(
        app.db,
        request.brand.brandId,
        'page',
        request.params.slug,
        today(),
      );
      if (!row)
        throw new AppError('not_found', 'content.page_not_found', ERROR_MESSAGES.notFound, 'slug');
      cacheable(reply);
      const [post] = await asWpPosts([row], brandOrigin(request));
      return post!;
    },
  );
};

/**
 * A page and a flyer answered with the web app and their head already written
 * (title and description from the post's SEO meta, canonical, breadcrumbs), as
 * products are; an unknown slug gets the web app's not-found page with a 404.
 * Registered before the web app's catch-all.
 */
export const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const headed = (postType: 'page' | 'volantino', prefix: string) =>
    app.get(
      `${prefix}/:slug`,
      { schema: { hide: true, params: z.object({ slug: z.string().max(300) }) } },
      async (request, reply) => {
        const brand = request.brand;
        const slug = request.params.slug;
        const row = SLUG.safeParse(slug).success
          ? await findPost(app.db, brand.brandId, postType, slug, shopDayOf(new Date()))
          : undefined;
        if (!row)
          return app.sendPage(
            request,
            reply,
            { title: CATALOG_MESSAGES.pageNotFound(brand.name) },
            404,
          );
        const meta = row.meta as Record<string, unknown>;
        const text = (k: string) => (typeof meta[k] === 'string' ? (meta[k] as string) : '');
        return app.sendPage(
          request,
          reply,
          contentHead(
            {
              title: plainText(row.title),
              seoTitle: plainText(text('seo_title')),
              seoDescription: plainText(text('seo_description')),
              path: `${prefix}/${slug}`,
            },
            brandOrigin(request),
            brand.name,
          ),
        );
      },
    );
  headed('page', '/page');
  headed('volantino', '/volantini');
};
