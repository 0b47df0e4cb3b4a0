import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PagePrefetchArgs {
  queryClient: QueryClient;
  url: URL;
  params: Params;
  /**
   * Whose page it is, as the client's first render will ask (lib/session's list
   * viewer): the cart's warehouse, whose prices show (the brand's default for a
   * new visitor), and the logged-in shopper (null for a new visitor).
   */
  viewer: { warehouseId: number; userId: number | null };
}

/**
 * The queries a page renders from, beyond what its loader already fetched: the
 * server runs them before rendering it (entry-server.tsx), with the same query
 * options as the page's components, so that the client's first render finds them.
 */
export type PagePrefetch = (args: PagePrefetchArgs) => Promise<void>;
