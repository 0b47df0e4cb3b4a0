import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { requestOrigin, toBrandPublic, type BrandRow } from '../brands';
import { renderIndexHtml } from './index-html';

/** Paths that belong to the API; an unknown one is a 404 envelope, never the web app. */
const API_PREFIXES = ['/ebsn/', '/p/', '/img/', '/pay/', '/version.json'];

const NOT_BUILT_HTML = `<!doctype html><html lang="it"><meta charset="utf-8"><title>Web app non compilata</title>
<p>La web app non è ancora stata compilata: esegui <code>npm run build</code> oppure <code>npm run dev</code>.</p></html>`;

const brandText = (brand: BrandRow, key: string, fallback: string): string =>
  brand.texts.brand?.[key] ?? fallback;

/**
 * Serves the built single-page app: hashed assets cached for a year, every other
 * GET answered with index.html carrying the brand (the router decides the page).
 */
export const webRoutes: FastifyPluginAsync = async (app) => {
  const distDir = app.config.WEB_DIST_DIR;
  const indexPath = path.join(distDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // index.html is only ever sent with the brand injected, by the route below.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!template) return NOT_BUILT_HTML;
    const brand = request.brand;
    return renderIndexHtml(template, toBrandPublic(brand, requestOrigin(request)), {
      title: brandText(brand, 'pageTitle', brand.name),
      description: brandText(brand, 'metaDescription', brand.name),
    });
  });
};
