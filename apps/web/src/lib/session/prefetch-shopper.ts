import type { QueryClient } from '@tanstack/react-query';
import { isAuthenticated } from '@spesa/domain';
import { cartQueryOptions } from '../cart';
import { authTestQueryOptions } from './get-auth-test';
import { cartWarehouseOf } from './use-list-viewer';

/*
 * The server's alone (entry-server.tsx imports this file, not the folder's index), so
 * that the browser's first route does not carry it.
 */
/**
 * On the server, for a page request with a session cookie (entry-server.tsx): who
 * the shopper is and their cart, in the cache as the client's start asks for them
 * (useSessionBootstrap), and the viewer of the page's listings. A call that fails
 * leaves the page a new visitor's, which the client then corrects.
 */
export async function prefetchShopper(
  queryClient: QueryClient,
  defaultWarehouseId: number,
): Promise<{ warehouseId: number; userId: number | null }> {
  const user = await queryClient.fetchQuery(authTestQueryOptions()).catch(() => null);
  if (!user || !isAuthenticated(user)) return { warehouseId: defaultWarehouseId, userId: null };
  await queryClient.prefetchQuery(cartQueryOptions());
  return { warehouseId: cartWarehouseOf(queryClient, defaultWarehouseId), userId: user.userId };
}
