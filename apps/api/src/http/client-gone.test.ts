import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { buildServer } from '../server';
import { CLIENT_LEFT } from './log-redaction';
import { chooseDelivery, pickProduct, plainPiece } from '../test/cart-support';
import { build, type TestApp } from '../test/helper';
import { login, type Cookies } from '../test/shoppers';

/*
 * A browser that leaves while its call is on the way (a tab closed, a phone out
 * of signal) is not a fault of the shop: the log says so below error level, so
 * that an alert on errors is about the server.
 */

let t: TestApp;
let logged: FastifyInstance;
let port: number;
let cookies: Cookies;
let productId: number;
const lines: string[] = [];
let reached: () => void;
const handlerReached = new Promise<void>((resolve) => (reached = resolve));
let gone: () => void;
const left = new Promise<void>((resolve) => (gone = resolve));

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const config = loadConfig(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
  });
  logged = await buildServer({
    config,
    database: t.database,
    logDestination: { write: (line) => void lines.push(line) },
  });
  // The call waits, its body read, until the browser has gone: then the shop answers.
  logged.addHook('preHandler', async (request) => {
    if (request.url !== '/ebsn/api/cart/add') return;
    reached();
    await left;
  });
  await logged.listen({ port: 0, host: '127.0.0.1' });
  port = (logged.server.address() as AddressInfo).port;
  cookies = await login(t, 'beta@esempio.it');
  await chooseDelivery(t, cookies);
  productId = (await pickProduct(t, plainPiece)).productId;
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

/** Sends a cart/add, as a browser would (compressed answers welcome), and goes away before the answer. */
async function leaveBeforeTheAnswer(): Promise<void> {
  const payload = JSON.stringify({ items: [{ productId, quantity: 1 }] });
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/ebsn/api/cart/add',
    headers: {
      'content-type': 'application/json',
      'content-length': String(payload.length),
      'accept-encoding': 'br, gzip',
      cookie: `ebsn_session=${cookies.ebsn_session}`,
    },
  });
  const closed = new Promise((resolve) => req.on('close', resolve));
  req.on('error', () => undefined);
  req.end(payload);
  await handlerReached;
  req.destroy();
  await closed;
  // The server sees the socket close on its next turn.
  await new Promise((resolve) => setTimeout(resolve, 50));
  gone();
}

const entries = () =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string });

describe('a client that leaves mid-call', () => {
  it('is logged below error level', async () => {
    await leaveBeforeTheAnswer();
    await expect.poll(() => entries().some((e) => e.msg === CLIENT_LEFT)).toBe(true);
    const errors = entries().filter((e) => e.level >= 50);
    expect(errors).toEqual([]);
  });
});
