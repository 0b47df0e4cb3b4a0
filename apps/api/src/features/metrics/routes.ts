import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ORDER_STATUS } from '@spesa/domain';
import { cacheLookups } from '../../lib/bounded-cache';
import { statementsSoFar } from '../../lib/request-context';
import { jobsWaiting, ordersByStatus, paymentsByOutcome } from './repo';

const STATUS_NAMES = new Map<string, string>(
  Object.entries(ORDER_STATUS).map(([name, id]) => [String(id), name.toLowerCase()]),
);

const bearerMatches = (request: FastifyRequest, token: string): boolean => {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Prometheus metrics at GET /metrics (issue 37): requests by route, method and
 * status with their latency, the process's own (memory, event loop, GC), and the
 * shop's figures read from the database at each scrape (orders by status,
 * payments by outcome, jobs waiting or failed), the PostgreSQL pool, and the
 * hits and misses of the process's caches. A registry of this app's own, as
 * tests build many apps in one process. Only with METRICS_TOKEN, as a bearer
 * token; without it the route does not exist.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'spesa_' });

    const requests = new Histogram({
      name: 'spesa_http_request_duration_seconds',
      help: 'Requests by route pattern, method and status, with their duration',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const refused = new Counter({
      name: 'spesa_metrics_refused_total',
      help: 'Scrapes refused for a missing or wrong token',
      registers: [registry],
    });
    const db = app.db;
    new Gauge({
      name: 'spesa_orders',
      help: 'Orders by status (the whole shop, from the database)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { label, n } of await ordersByStatus(db))
          this.set({ status: STATUS_NAMES.get(label) ?? label }, n);
      },
    });
    new Gauge({
      name: 'spesa_payments',
      help: 'Online payments by outcome at the acquirer (created, authorized, captured, declined…)',
      labelNames: ['outcome'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { label, n } of await paymentsByOutcome(db)) this.set({ outcome: label }, n);
      },
    });
    new Gauge({
      name: 'spesa_jobs',
      help: 'Jobs waiting to run, and jobs failed for good, by kind',
      labelNames: ['kind', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { kind, state, n } of await jobsWaiting(db)) this.set({ kind, state }, n);
      },
    });

    new Gauge({
      name: 'spesa_db_pool_connections',
      help: "The PostgreSQL pool's connections by state, and the queries waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const pool = app.poolStats();
        if (!pool) return;
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Counter({
      name: 'spesa_cache_lookups_total',
      help: 'Lookups of the in-process caches, by cache and whether they found an entry',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { name, hits, misses } of cacheLookups()) {
          this.inc({ cache: name, result: 'hit' }, hits);
          this.inc({ cache: name, result: 'miss' }, misses);
        }
      },
    });

    const statements = new Histogram({
      name: 'spesa_db_statements_per_request',
      help: 'Statements each request sent to PostgreSQL (round trips), by route pattern',
      labelNames: ['route', 'method'] as const,
      buckets: [0, 1, 2, 5, 10, 20, 50, 100, 200],
      registers: [registry],
    });
    const onServer = app.poolStats() !== null;

    app.addHook('onResponse', async (request, reply) => {
      if (onServer)
        statements.observe(
          { route: request.routeOptions.url ?? 'unmatched', method: request.method },
          statementsSoFar(),
        );
      requests.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request, token)) {
        refused.inc();
        return reply.status(401).header('www-authenticate', 'Bearer').send();
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
