import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { beside, build, type TestApp } from '../test/helper';

let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> };
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  other = await beside(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A reset with a token that is no token: refused, and counted by the route's limit of 10 a minute. */
const reset = (app: FastifyInstance, ip: string) =>
  app.inject({
    url: '/ebsn/api/registration/password_reset?token=nessuno&password=Segreta123!',
    remoteAddress: ip,
  });

/*
 * Two shops on one database, as two processes behind a load balancer (issue
 * 37): a client's requests count against one limit wherever they land.
 */
describe('a route limit holds across the shop’s processes', () => {
  it('refuses the eleventh call of a minute, five having gone to the other process', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await reset(t.app, '10.9.0.1')).statusCode).not.toBe(429);
      expect((await reset(other.app, '10.9.0.1')).statusCode).not.toBe(429);
    }
    const eleventh = await reset(t.app, '10.9.0.1');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await reset(other.app, '10.9.0.1')).statusCode).toBe(429);
    // Another client is not held back.
    expect((await reset(other.app, '10.9.0.2')).statusCode).not.toBe(429);
  });
});
