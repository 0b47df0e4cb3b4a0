import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PagePrefetchArgs {
  queryClient: QueryClient;
  url: URL;
  params: Params;
  /** The warehouse whose prices a new visitor sees (the brand's default; the cart is not known yet). */
  warehouseId: number;
}

/**
 * The queries a page renders from, beyond what its loader already fetched: the
 * server runs them before rendering it (entry-server.tsx), with the same query
 * options as the page's components, so that the client's first render finds them.
 */
export type PagePrefetch = (args: PagePrefetchArgs) => Promise<void>;
