import type { FastifyInstance } from 'fastify';
import type { CartViewResponse, Envelope, ResponseMessage } from '@spesa/domain';
import { ok } from '../../../http/envelope';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { cartSnapshot, snapshotOf } from '../cache/snapshot';
import type { CartChange } from '../changes/change-cart';
import { removeOffSale } from '../changes/items';
import { buildCartView } from '../views/build';

/**
 * What every cart call answers: the refreshed cart in data.data (grouped in
 * sectors when asked), the call's infos, and warnings about the cart. After a
 * change, the cart is the one the change's transaction left. A read takes out
 * the lines of products no longer on sale, and says so.
 */
export async function cartReply(
  app: FastifyInstance,
  brand: BrandRow,
  user: UserRow,
  showSectors: boolean,
  change?: CartChange<ResponseMessage[]>,
  infos: ResponseMessage[] = change?.value ?? [],
): Promise<Envelope<CartViewResponse>> {
  const snapshot = change
    ? await snapshotOf(app.db, change.head)
    : await cartSnapshot(app.db, brand, user);
  const { cart, warnings, unsold } = await buildCartView(app, brand, user, snapshot, {
    showSectors,
  });
  // A product taken off sale leaves the cart on the cart's next read.
  const removed =
    change || unsold.length === 0 ? undefined : await removeOffSale(app, brand, user, unsold);
  if (!removed) return ok({ data: cart }, infos, warnings);
  const left = await buildCartView(app, brand, user, await snapshotOf(app.db, removed.head), {
    showSectors,
  });
  return ok({ data: left.cart }, infos, [...removed.value, ...left.warnings]);
}
