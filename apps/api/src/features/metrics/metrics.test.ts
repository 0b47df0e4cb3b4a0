import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/helper';

const TOKEN = 'metriche-segrete-di-prova';

describe('metrics with a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ catalogue: 'small', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with another', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('a', 'b')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern, and the seeded orders from the database', async () => {
    await t.app.inject('/ebsn/api/products?q=latte');
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /spesa_http_request_duration_seconds_count\{route="\/ebsn\/api\/products",method="GET",status="200"\} \d+/,
    );
    expect(res.body).toMatch(/spesa_orders\{status="[a-z_]+"\} [1-9]/);
    expect(res.body).toContain('spesa_process_resident_memory_bytes');
    expect(res.body).toContain('# TYPE spesa_jobs gauge');
    // The search above looked its products up in the catalogue's cache.
    expect(res.body).toMatch(
      /spesa_cache_lookups_total\{cache="products",result="(hit|miss)"\} [1-9]/,
    );
    expect(res.body).toContain('# TYPE spesa_db_pool_connections gauge');
    // PostgreSQL's pool has connections open; PGlite has no pool.
    if (process.env.DATABASE_URL)
      expect(res.body).toMatch(/spesa_db_pool_connections\{state="open"\} [1-9]/);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'counts the statements each request sent to PostgreSQL, by route',
    async () => {
      // Readiness asks the database which migrations it has.
      await t.app.inject('/health/ready');
      const res = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const sum =
        /spesa_db_statements_per_request_sum\{route="\/health\/ready",method="GET"\} (\d+)/.exec(
          res.body,
        );
      expect(Number(sum?.[1])).toBeGreaterThanOrEqual(1);
    },
  );
});

describe('metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ catalogue: 'small' });
  });
  afterAll(() => t.close());

  it('do not exist', async () => {
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('spesa_');
  });
});
