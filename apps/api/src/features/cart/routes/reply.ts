import type { FastifyInstance } from 'fastify';
import type { CartViewResponse, Envelope, ResponseMessage } from '@spesa/domain';
import { ok } from '../../../http/envelope';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { cartSnapshot, snapshotOf } from '../cache/snapshot';
import type { CartChange } from '../changes/change-cart';
import { buildCartView } from '../views/build';

/**
 * What every cart call answers: the refreshed cart in data.data (grouped in
 * sectors when asked), the call's infos, and warnings about the cart. After a
 * change, the cart is the one the change's transaction left.
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
  const { cart, warnings } = await buildCartView(app, brand, user, snapshot, { showSectors });
  return ok({ data: cart }, infos, warnings);
}
