import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, ERROR_MESSAGES } from '@spesa/domain';
import { AppError, refusal } from './app-error';
import { installErrorHandler } from './error-handler';

const app = Fastify({ logger: false });

beforeAll(async () => {
  installErrorHandler(app);
  app.get('/refusal', async () => {
    throw refusal('cart.locked', 'Carrello bloccato', 'addressId', { minAcq: 2 });
  });
  app.get('/domain', async () => {
    throw new DomainError('amount.invalid', 'Amount must be whole cents');
  });
  app.get('/forbidden', async () => {
    throw new AppError('forbidden', 'request.cross_site', 'Richiesta non consentita.');
  });
  app.get('/bug', async () => {
    throw new TypeError('cannot read x of undefined');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error table', () => {
  it.each([
    // A refusal is a business answer: HTTP 200, status 1, the text and field, its data.
    [
      '/refusal',
      200,
      1,
      { code: 'cart.locked', error: 'Carrello bloccato', field: 'addressId' },
      { minAcq: 2 },
    ],
    // A domain rule broken by input is bad input, never a 500.
    [
      '/domain',
      400,
      400,
      { code: 'amount.invalid', error: ERROR_MESSAGES.invalidBody, field: 'body' },
      {},
    ],
    [
      '/forbidden',
      403,
      403,
      { code: 'request.cross_site', error: 'Richiesta non consentita.' },
      {},
    ],
    // The unexpected is a 500 whose details stay in the log.
    ['/bug', 500, 500, { code: 'server.error', error: ERROR_MESSAGES.generic }, {}],
    ['/nowhere', 404, 404, { code: 'not_found', error: ERROR_MESSAGES.notFound }, {}],
  ])('%s answers HTTP %i, status %i', async (url, http, status, message, data) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(http);
    expect(res.json()).toEqual({
      response: { status, errors: [message], infos: [], warnings: [] },
      data,
    });
  });
});
