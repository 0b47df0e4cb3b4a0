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

export interface PageRenderRequest {
  /** The page's absolute URL (origin of the brand's host, path and query). */
  url: string;
  brand: BrandPublic;
  /**
   * Answers the web app's API calls as the API answers the browser's (the same
   * host, no session): the page shows what a new visitor sees.
   */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

export interface PageRenderResult {
  /** The markup of the app, to go inside the page's root element. */
  html: string;
  /** The page's data (router state, query cache), embedded once as JSON for hydration. */
  data: unknown;
}

export type PageRenderer = (request: PageRenderRequest) => Promise<PageRenderResult | null>;
