import type { BrandPublic } from './brand';

/**
 * The contract between the API and the web app's server bundle
 * (apps/web/src/entry-server.tsx), which the API imports when it is built.
 */

/** id of the <script type="application/json"> block that carries a server-rendered page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * id of the <script type="application/json"> block that lists the app's chunks a page
 * needs (paths from the site's root): the entry preloads them once the page has painted.
 */
export const APP_CHUNKS_ELEMENT_ID = 'app-chunks';

/** The meta tag that carries the identity of the web build a page was served from. */
export const BUILD_META_NAME = 'spesa-build';

export interface PageRenderRequest {
  /** The page's absolute URL (origin of the brand's host, path and query). */
  url: string;
  brand: BrandPublic;
  /**
   * Answers the web app's API calls as the API answers the browser's: the same
   * host, and the page request's session cookie when it came with one.
   */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /**
   * The page request carried a session cookie: the render asks who the shopper
   * is and renders their header, welcome, cart and prices. Without one the page
   * is a new visitor's and the client asks after hydration (a shopper whose
   * cookie ended with the browser still holds a stored session id).
   */
  withSession: boolean;
}

export interface PageRenderResult {
  /** The markup of the app, to go inside the page's root element. */
  html: string;
  /** The page's data (router state, query cache), embedded once as JSON for hydration. */
  data: unknown;
}

export type PageRenderer = (request: PageRenderRequest) => Promise<PageRenderResult | null>;

/**
 * Whether the web app has a page at a path (its router's table, in the same server
 * bundle): the API answers any other path with the not-found page and 404.
 */
export type PageMatcher = (pathname: string, brand: BrandPublic) => boolean;
