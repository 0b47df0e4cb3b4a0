import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import type { BrandPublic, PageMatcher, PageRenderResult, PageRenderer } from '@spesa/domain';
import { ACCOUNT_COOKIE, SESSION_COOKIE } from '../auth';

/** Where `npm run build -w apps/web` writes the server's bundle, inside the web build. */
export const SERVER_ENTRY = path.join('server', 'entry-server.js');

/** What the API takes of the web app's server bundle (apps/web/src/entry-server.tsx). */
export interface ServerBundle {
  render: PageRenderer;
  hasPage: PageMatcher;
}

/**
 * The web app's server bundle, or null when the build has none (API tests, a
 * build from before server rendering): the pages are then the bare shell,
 * rendered in the browser, and every path is answered as a page.
 */
export async function loadServerBundle(distDir: string): Promise<ServerBundle | null> {
  const file = path.join(distDir, SERVER_ENTRY);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<Record<string, unknown>>;
  const { render, hasPage } = module;
  if (typeof render !== 'function' || typeof hasPage !== 'function')
    throw new Error(`${file} does not export render and hasPage`);
  return { render: render as PageRenderer, hasPage: hasPage as PageMatcher };
}

/**
 * The page request's session cookies, as a Cookie header for the render's calls,
 * or null when it carries no session. Only these two: the render has no use for
 * the visitor's other cookies.
 */
export function sessionCookieHeader(request: FastifyRequest): string | null {
  const session = request.cookies[SESSION_COOKIE];
  if (!session) return null;
  const account = request.cookies[ACCOUNT_COOKIE];
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(session)}`,
    ...(account ? [`${ACCOUNT_COOKIE}=${encodeURIComponent(account)}`] : []),
  ].join('; ');
}

/**
 * The web app's API calls during a render, answered by the API itself in
 * process: the same routes, brand (the page's host), caching and contracts as
 * the browser's calls, with the page request's session when it had one (the
 * shopper's header, cart and prices), else none (what a new visitor sees).
 * Only reads: rendering a page changes nothing.
 */
export const fetchThroughApi =
  (app: FastifyInstance, request: FastifyRequest, cookie: string | null = null) =>
  async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page render may not call ${method} ${url}`);
    const target = new URL(url);
    const asked: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      asked[name] = value;
    });
    const answer = await app.inject({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...asked,
        host: request.headers.host ?? target.host,
        ...(cookie ? { cookie } : {}),
      },
    } satisfies InjectOptions);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };

/**
 * The server-rendered page, or null to send the bare shell: a failing render
 * is logged and the browser renders the page as it did before server rendering.
 */
export async function renderPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  brand: BrandPublic,
): Promise<PageRenderResult | null> {
  const cookie = sessionCookieHeader(request);
  try {
    return await renderer({
      url: `${brand.origin}${request.url}`,
      brand,
      fetch: fetchThroughApi(app, request, cookie),
      withSession: cookie !== null,
    });
  } catch (error) {
    request.log.error(
      { err: error, url: request.url },
      'server rendering failed; the shell is sent',
    );
    return null;
  }
}
