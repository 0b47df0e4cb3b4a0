import type { FastifyInstance } from 'fastify';
import { cartSerializerCompiler } from '../views/cart-json';

/**
 * The serializer of every route that declares CART_RESPONSE, set on the route
 * itself; outside production each answer is also checked against the contract.
 */
export const cartSerializer = (app: FastifyInstance) =>
  cartSerializerCompiler(app.config.NODE_ENV !== 'production');
