import type { FastifyRequest } from 'fastify';

/**
 * For the POSTs whose parameters the spec names without saying where: the
 * fields of a JSON or form body count as query parameters, the query's own
 * winning. The route validates them as its query (preValidation runs first).
 */
export async function queryOrBody(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  request.query = {
    ...(body as Record<string, unknown>),
    ...(request.query as Record<string, unknown>),
  };
}
