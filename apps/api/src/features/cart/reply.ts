import type { FastifyInstance } from 'fastify';
import type { CartViewResponse, Envelope, ResponseMessage } from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { BrandRow } from '../brands';
import type { UserRow } from '../users';
import type { CartChange } from './cart-lock';
import { cartContents } from './contents-cache';
import { cartSnapshot } from './service';
import type { CartSnapshot } from './snapshot-repo';
import { buildCartView } from './view';

/** The cart a change left (its head came out of the change's transaction), or the cart as it is. */
async function snapshotFor(
  app: FastifyInstance,
  brand: BrandRow,
  user: UserRow,
  change: CartChange<ResponseMessage[]> | undefined,
): Promise<CartSnapshot> {
  if (!change) return cartSnapshot(app.db, brand, user);
  const { head } = change;
  return { ...head, ...(await cartContents(app.db, head)) };
}

/**
 * What every cart call answers: the refreshed cart in data.data (grouped in
 * sectors when asked), the call's infos, and warnings about the cart.
 */
export async function cartReply(
  app: FastifyInstance,
  brand: BrandRow,
  user: UserRow,
  showSectors: boolean,
  change?: CartChange<ResponseMessage[]>,
): Promise<Envelope<CartViewResponse>> {
  const snapshot = await snapshotFor(app, brand, user, change);
  const { cart, warnings } = await buildCartView(app, brand, user, snapshot, { showSectors });
  return ok({ data: cart }, change?.value ?? [], warnings);
}
