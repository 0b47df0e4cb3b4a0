import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { hitAttempt } from './throttle-repo';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin hands a route's store: the route's options, merged (its window in ms). */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  timeWindow?: unknown;
}

/** The plugin's own default window, for a store made before any route. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * @fastify/rate-limit's counts, in the database's attempts table with the
 * shop's other throttles: every process of the shop counts the same requests,
 * and a restart forgets nothing (decision 033). A window slides: a request is
 * refused while the route's `max` were made by the same client in the last
 * `timeWindow`.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;
    private readonly windowMs: number;

    constructor(params: object = {}) {
      const route = params as RouteParams;
      const { method = '', url = '' } = route.routeInfo ?? {};
      this.route = `${[method].flat().join(',')} ${url}`;
      // The shop's routes give their window as a duration, which the plugin turns into ms.
      this.windowMs = typeof route.timeWindow === 'number' ? route.timeWindow : DEFAULT_WINDOW_MS;
    }

    incr(key: string, done: Done): void {
      const timeWindow = this.windowMs;
      hitAttempt(db, `rate:${this.route}:${key}`, timeWindow).then(
        ({ count, oldest }) =>
          done(null, {
            current: count,
            ttl: Math.max(0, oldest.getTime() + timeWindow - Date.now()),
          }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin's types say a route's options; at run time it hands their merge with the limits.
    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params as RouteParams);
    }
  };
}
