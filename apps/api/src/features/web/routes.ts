import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { CATALOG_MESSAGES } from '@spesa/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { brandOrigin, toBrandPublic, type BrandRow } from '../brands';
import { revalidated } from '../../http/compression';
import {
  renderIndexHtml,
  withAppChunks,
  withLowPriorityScripts,
  type PageHead,
} from './index-html';
import { html } from '../../lib/html';
import { loadServerBundle, renderPage, sessionCookieHeader } from './page-renderer';
import { isLandingPage, readManifest, routePreloads } from './route-preloads';
import { readWebBuild, type WebBuild } from '../../lib/web-build';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers with the web app's index.html for this brand, with the page's head
     * (title, description, canonical, Open Graph, JSON-LD) already in the HTML,
     * so crawlers and link previews need no JavaScript; the catalogue pages
     * (home, category, search, product) also rendered, when the build has a
     * server bundle.
     */
    sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      head?: Partial<PageHead>,
      statusCode?: number,
    ): Promise<FastifyReply>;
    /** The web build being served (dist/build.json), null before `npm run build`. */
    webBuild: WebBuild | null;
    /**
     * Whether the web app has a page at the request's path, by its router's table
     * (the server bundle's); every path is one without a server bundle.
     */
    hasWebPage(request: FastifyRequest): boolean;
  }
}

/** Paths that belong to the API; an unknown one is a 404 envelope, never the web app. */
const API_PREFIXES = ['/ebsn/', '/p/', '/img/', '/pay/', '/version.json', '/health/', '/metrics'];

const NOT_BUILT_HTML = html`<!doctype html>
  <html lang="it">
    <meta charset="utf-8" /><title>Web app non compilata</title>
    <p>
      La web app non è ancora stata compilata: esegui <code>npm run build</code> oppure
      <code>npm run dev</code>.
    </p>
  </html>`.toString();

export const brandText = (brand: BrandRow, key: string, fallback: string): string =>
  brand.texts.brand?.[key] ?? fallback;

/** Loads the built index.html and server bundle once and decorates the app with sendPage. */
export const pagePlugin = fp(
  async (app) => {
    const indexPath = path.join(app.config.WEB_DIST_DIR, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const manifest = readManifest(app.config.WEB_DIST_DIR);
    const webBuild = template ? readWebBuild(app.config.WEB_DIST_DIR) : null;
    app.decorate('webBuild', webBuild);
    // A server bundle that cannot be loaded leaves the shop as it was before it: the shell.
    const bundle = template
      ? await loadServerBundle(app.config.WEB_DIST_DIR).catch((error: unknown) => {
          app.log.error({ err: error }, 'the server bundle cannot be loaded; pages are the shell');
          return null;
        })
      : null;
    const renderer = bundle?.render ?? null;
    app.decorate('hasWebPage', function hasWebPage(request: FastifyRequest) {
      if (!bundle) return true;
      const pathname = request.url.split('?')[0] ?? '/';
      return bundle.hasPage(pathname, toBrandPublic(request.brand, brandOrigin(request)));
    });
    app.decorate('sendPage', async function sendPage(request, reply, head = {}, statusCode = 200) {
      reply
        .status(statusCode)
        // A shopper's page shows their name, cart and prices: no shared cache may keep it.
        .header('cache-control', sessionCookieHeader(request) ? 'private, no-cache' : 'no-cache')
        // The page carries the brand of the host and, with a session cookie, the shopper.
        .header('vary', 'host, accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      if (!template) return reply.send(NOT_BUILT_HTML);
      const brand = request.brand;
      const brandPublic = toBrandPublic(brand, brandOrigin(request));
      const pathname = request.url.split('?')[0] ?? '/';
      const rendered =
        renderer && statusCode === 200 && isLandingPage(pathname)
          ? await renderPage(app, renderer, request, brandPublic)
          : null;
      const html = renderIndexHtml(
        template,
        brandPublic,
        {
          title: head.title ?? brandText(brand, 'pageTitle', brand.name),
          description: head.description ?? brandText(brand, 'metaDescription', brand.name),
          ...(head.extra ? { extra: head.extra } : {}),
          ...(webBuild ? { build: webBuild.build } : {}),
        },
        rendered,
      );
      const preloaded = manifest ? withAppChunks(html, routePreloads(manifest, pathname)) : html;
      const page = rendered ? withLowPriorityScripts(preloaded) : preloaded;
      // The ETag is over the page's bytes, data included: a price change is a new page.
      return reply.send(statusCode === 200 ? revalidated(request, reply, page) : page);
    } satisfies FastifyInstance['sendPage']);
  },
  { name: 'pages', dependencies: ['database', 'brands'] },
);

/**
 * Serves the built single-page app: hashed assets cached for a year, every other
 * GET answered with index.html carrying the brand (the router decides the page).
 * The build writes .br and .gz beside each asset (apps/web/vite.config.ts), sent
 * to browsers that accept them.
 */
export const webRoutes: FastifyPluginAsync = async (app) => {
  const distDir = app.config.WEB_DIST_DIR;
  if (existsSync(path.join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own header (public, max-age=0) would overwrite the one setHeaders chooses.
      cacheControl: false,
      // index.html is only ever sent with the brand injected, by sendPage; the server's
      // bundle is for the server; the build's identity is /version.json's to tell.
      allowedPath: (pathName) =>
        !['/index.html', '/build.json'].includes(pathName) && !pathName.startsWith('/server/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The same URL is answered as .br, .gz or plain: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : // The browser compares the worker byte by byte to find a new build.
              path.basename(filePath) === 'sw.js'
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  // Crawlers (and Lighthouse's SEO audit) read it; without it they got the web app's HTML.
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'host')
      .send(`User-agent: *\nAllow: /\nSitemap: ${brandOrigin(request)}/sitemap.xml\n`),
  );

  // Browsers ask for it on the pages that name no icon (the test acquirer's, the sign-in
  // stand-ins'): the brand's logo, not the «pagina non trovata» page's 404.
  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'host')
      .redirect(toBrandPublic(request.brand, brandOrigin(request)).logoUrl),
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
    // A build file not here (an older or newer build's): answered as the page, a script
    // tag would get HTML, and a cache that kept it would break the page for good.
    if (request.url.startsWith('/assets/'))
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    // The page the web router would show as «Pagina non trovata», said as such to the browser,
    // crawlers and the service worker (which keeps no copy of it).
    if (!app.hasWebPage(request))
      return app.sendPage(
        request,
        reply,
        { title: CATALOG_MESSAGES.pageNotFound(request.brand.name) },
        404,
      );
    return app.sendPage(request, reply);
  });
};
