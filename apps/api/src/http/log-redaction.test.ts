import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { DEMO_PASSWORD } from '../seed';
import { buildServer } from '../server';
import { login } from '../test/shoppers';
import { build, form, type TestApp } from '../test/helper';
import { maskContacts, scrubUrl } from './log-redaction';

/*
 * The log keeps what happened, never who it happened to: no e-mail, phone or
 * street of a shopper reaches it, from a query string or an error.
 */

const PERSONAL = ['mario.rossi', 'esempio.it', '1234567', 'garibaldi', 'verdi', '44.49'];

let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  // A second shop on the same database, logging at info level into `lines`.
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
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

const log = () => lines.join('').toLowerCase();

describe('the log', () => {
  it('keeps no personal data of the calls that carry it', async () => {
    const cookies = await login(t, 'beta@esempio.it');
    const address = {
      addressName: 'Casa',
      doorbellName: 'Verdi',
      referencePhoneNumber: '333 1234567',
      address1: 'Via Garibaldi',
      addressNumber: '7',
      city: 'Bologna',
      postalcode: '40124',
      province: 'BO',
    };
    await logged.inject({
      method: 'POST',
      url: `/ebsn/api/user-address/update?${new URLSearchParams(address)}`,
      payload: address,
      cookies,
    });
    await logged.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login?login=mario.rossi%40esempio.it',
      ...form({ login: 'mario.rossi@esempio.it', password: DEMO_PASSWORD }),
    });
    await logged.inject('/ebsn/api/geocoding/autocomplete?text=via%20garibaldi%207&limit=5');
    await logged.inject(
      '/ebsn/api/geocoding/geocode?address1=Via+Garibaldi&addressNumber=7&city=Bologna',
    );
    await logged.inject('/ebsn/api/geocoding/reverse?latitude=44.4949&longitude=11.3426');
    await logged.inject('/ebsn/api/products?q=mario.rossi@esempio.it&page=2');
    await logged.inject('/ebsn/api/products?q=%2B39%20333%201234567');

    expect(lines.length).toBeGreaterThan(10);
    expect(log()).toContain('/ebsn/api/geocoding/autocomplete?text=***&limit=5');
    expect(log()).toContain('/ebsn/api/products?q=***&page=2');
    for (const text of PERSONAL) expect(log()).not.toContain(text);
  });

  it('keeps no personal data of a failed statement or an error message', () => {
    logged.log.error(
      {
        err: new DrizzleQueryError(
          'insert into "addresses" ("address1", "phone") values ($1, $2)',
          ['Via Garibaldi 7', '3331234567'],
          new Error('duplicate key'),
        ),
      },
      'unhandled error',
    );
    logged.log.error(
      {
        err: new Error(
          'Key (email)=(mario.rossi@esempio.it) already exists; tel. +39 333 123 4567',
        ),
      },
      'unhandled error',
    );
    expect(log()).toContain('insert into \\"addresses\\"');
    for (const text of PERSONAL) expect(log()).not.toContain(text);
  });
});

describe('the log lines', () => {
  it('stay JSON with a numeric time, and keep no single-use secret of a URL', async () => {
    const from = lines.length;
    const secrets = {
      reg_control_code: 'codice-segreto-1',
      code: 'codice-oidc-2',
      state: 'stato-oidc-3',
      token: 'gettone-4',
      reset_token: 'gettone-reset-5',
      password: 'parola-segreta-6',
    };
    await logged.inject(
      `/ebsn/api/registration/registration_confirm?${new URLSearchParams({ e_mail: 'a@b.it', ...secrets })}`,
    );
    await logged.inject(`/ebsn/api/social-redir/google?${new URLSearchParams(secrets)}`);
    await logged.inject(`/ebsn/api/registration/password_reset?${new URLSearchParams(secrets)}`);
    logged.log.warn(
      {
        err: new Error(`callback refused: /ebsn/api/social-redir/google?code=${secrets.code}&x=1`),
      },
      'social login callback refused',
    );
    logged.log.info({ phone: 3331234567, orderId: 1234567890, total: 12345678 }, 'contatto');

    const written = lines.slice(from);
    expect(written.length).toBeGreaterThan(6);
    const records = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const record of records) expect(record.time).toEqual(expect.any(Number));
    const text = written.join('');
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    expect(text).toContain('reg_control_code=***');
    expect(records.at(-1)).toMatchObject({ phone: '***', orderId: 1234567890, total: 12345678 });
  });
});

describe('scrubbing', () => {
  it.each([
    ['/ebsn/api/cart/view', '/ebsn/api/cart/view'],
    [
      '/ebsn/api/timeslot/select?sel_date=2026-11-24&timeslot_id=12',
      '/ebsn/api/timeslot/select?sel_date=2026-11-24&timeslot_id=12',
    ],
    [
      '/ebsn/api/user-address/update?address1=Via+Roma&floor=2',
      '/ebsn/api/user-address/update?address1=***&floor=***',
    ],
    ['/ebsn/api/x?Login=a%40b.it', '/ebsn/api/x?Login=***'],
    ['/ebsn/api/x?note=chiamare+051.123.4567', '/ebsn/api/x?note=chiamare+***'],
    ['/reset/a.b@c.it', '/reset/***'],
  ])('logs %s as %s', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });

  it.each([
    ['scrivere a info@mercato-spesa.it', 'scrivere a ***'],
    ['tel 3331234567 o +39 (051) 123 456', 'tel *** o ***'],
    ['ordine 1234567 del 2026-11-24', 'ordine 1234567 del 2026-11-24'],
    [
      'request 0f8fad5b-d9cb-469f-a165-70867728950e',
      'request 0f8fad5b-d9cb-469f-a165-70867728950e',
    ],
  ])('masks contacts in %s', (text, expected) => {
    expect(maskContacts(text)).toBe(expected);
  });
});
