import type { FastifyInstance } from 'fastify';
import type { Deliver } from './acquirer';

/**
 * The default way notifications travel. A notify URL whose path this app
 * serves is handed to the app itself through `app.inject`: the acquirer runs
 * in the shop's process, which in tests has no socket at all and in production
 * may not reach its own public address from inside (a load balancer, HTTPS
 * ending in front). The notification still goes through the shop's routing,
 * hooks and body parsing, as a real callback would. Any other URL is posted
 * over the network.
 */
export function appDeliver(app: FastifyInstance, timeoutMs = 10_000): Deliver {
  return async (url, body, headers) => {
    const target = new URL(url);
    // findRoute matches a concrete path against parametric routes too (/notify/:provider).
    if (app.findRoute({ method: 'POST', url: target.pathname })) {
      const response = await app.inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host },
        payload: body,
      });
      return response.statusCode;
    }
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.status;
  };
}
