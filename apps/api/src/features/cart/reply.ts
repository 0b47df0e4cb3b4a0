import type { FastifyInstance } from 'fastify';
import type { CartViewResponse, Envelope, ResponseMessage } from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { BrandRow } from '../brands';
import type { UserRow } from '../users';
import { viewCartWithWarnings } from './service';

/**
 * What every cart call answers: the refreshed cart in data.data (grouped in
 * sectors when asked), the call's infos, and warnings about the cart.
 */
export async function cartReply(
  app: FastifyInstance,
  brand: BrandRow,
  user: UserRow,
  showSectors: boolean,
  infos: ResponseMessage[] = [],
): Promise<Envelope<CartViewResponse>> {
  const { cart, warnings } = await viewCartWithWarnings(app, brand, user, { showSectors });
  const envelope = ok({ data: cart }, infos);
  envelope.response.warnings = warnings;
  return envelope;
}
