import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { BrandPublic, PageRenderRequest, PageRenderResult } from '@spesa/domain';
import { createBrandI18n } from './i18n';
import { api } from './lib/api';
import { menuQueryOptions } from './features/content';
import { prefetchShopper } from './lib/session/prefetch-shopper';
import type { PageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes, hasPage as routerHasPage, pagePatterns } from './app/router';
import type { RouteHandle } from './app/shell/route-handle';
import { preloadAccountMenu } from './app/shell/navbar';

/**
 * The server's half of the catalogue pages (issue 12): the API imports this
 * bundle (dist/server) and asks it for the markup of a page and the data it was
 * rendered from; the client hydrates both (app/boot.tsx).
 */

/** The page being rendered: one process renders pages of every brand at once. */
const pageRequests = new AsyncLocalStorage<PageRenderRequest>();

function currentPage(): PageRenderRequest {
  const page = pageRequests.getStore();
  if (!page) throw new Error('An API call outside of a page render');
  return page;
}

api.configure({
  cacheGets: false,
  fetch: (input, init) =>
    currentPage().fetch(input instanceof Request ? input.url : String(input), init),
  origin: () => new URL(currentPage().url).origin,
});

/**
 * The page's HTML must be the same bytes while its data is (the ETag is over
 * them): the fetch times go out as 0 and the client stamps its own (boot.tsx).
 */
const withoutTimes = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({
    ...query,
    dehydratedAt: 0,
    state: { ...query.state, dataUpdatedAt: 0 },
  })),
});

async function renderPage(page: PageRenderRequest): Promise<PageRenderResult | null> {
  const queryClient = createQueryClient();
  const { defaultWarehouseId } = page.brand.config;
  // Before the loaders: the product's loader reads the cart's warehouse.
  const viewer = page.withSession
    ? await prefetchShopper(queryClient, defaultWarehouseId)
    : { warehouseId: defaultWarehouseId, userId: null };
  // The header's account menu renders in place, as the client will hydrate it (boot.tsx).
  if (viewer.userId !== null) await preloadAccountMenu();
  const { query, dataRoutes } = createStaticHandler(appRoutes(queryClient, page.brand));
  const context = await query(new Request(page.url));
  // A redirect, a not-found or an error: the client's router handles it from the shell.
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;

  const url = new URL(page.url);
  const prefetches = context.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return [
      handle?.prefetch?.({
        queryClient,
        url,
        params: match.params,
        viewer,
      }),
      // The lazy parts render in place, as the client will hydrate them (app/boot.tsx).
      handle?.preload?.(),
    ];
  });
  await Promise.allSettled([queryClient.prefetchQuery(menuQueryOptions('footer')), ...prefetches]);
  // What failed renders as the client's first render shows it: loading, then asked again.
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });

  const router = createStaticRouter(dataRoutes, context);
  // hydrate={false}: React Router's own hydration data is an inline script, which the CSP
  // forbids; it travels in the page's JSON block instead (boot.tsx).
  // Not renderToString: a lazy component met on the way (the toaster) would be left to
  // the client, which reports it on hydration; prerendering waits for it.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders
        brand={page.brand}
        queryClient={queryClient}
        i18n={createBrandI18n(page.brand.texts)}
        serverRendered
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // A Suspense boundary larger than the chunk size would be sent apart and revealed by
    // inline scripts ($RB, $RV), which the CSP blocks: every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const data: PageData = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: withoutTimes(dehydrate(queryClient)),
  };
  return { html, data };
}

export function render(page: PageRenderRequest): Promise<PageRenderResult | null> {
  return pageRequests.run(page, () => renderPage(page));
}

/** The router's pages (its table is the same whatever the brand), made at the first ask. */
let pages: string[] | null = null;

/**
 * Whether the app has a page at this path, by the router's own table: the server
 * answers any other path with the not-found page and 404, and can never disagree
 * with the router, built from the same sources in the same build.
 */
export function hasPage(pathname: string, brand: BrandPublic): boolean {
  pages ??= pagePatterns(appRoutes(createQueryClient(), brand));
  return routerHasPage(pages, pathname);
}
