import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_TEST_TOKEN, REGISTRATION_MESSAGES } from '@spesa/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config/env';
import { buildServer } from '../server';
import { build, type TestApp } from '../test/helper';

/*
 * The seeded brands guard registration, the password-reset request and the
 * customer-service form (docs/rules/api-conventions.md); with the check on, a
 * call without the token the verifier accepts is refused before it does anything.
 */

const SITE_KEY = '6LeTestSiteKeyForTheShop0123456789abcdef';

let withTest: TestApp;
let withGoogle: TestApp;
beforeAll(async () => {
  [withTest, withGoogle] = await Promise.all([
    build({ catalogue: 'small', RECAPTCHA_PROVIDER: 'test' }),
    build({
      catalogue: 'small',
      RECAPTCHA_PROVIDER: 'google',
      RECAPTCHA_SECRET: 'segreto',
      RECAPTCHA_SITE_KEY: SITE_KEY,
    }),
  ]);
});
afterAll(() => Promise.all([withTest.close(), withGoogle.close()]));
afterEach(() => vi.unstubAllGlobals());

const HOSTS = [
  ['Mercatò', 'localhost'],
  ['Freschissimo', 'fresco.localhost'],
] as const;

let caller = 0;
/** Each guarded call with a body its route accepts, so only the token decides. */
const CALLS = {
  register_user: (t: TestApp, host: string, query: string) =>
    t.app.inject({
      method: 'POST',
      url: `/ebsn/api/registration/register_user${query}`,
      headers: { host },
      remoteAddress: `10.7.0.${++caller}`,
      payload: {},
    }),
  password_reset_token_request: (t: TestApp, host: string, query: string) =>
    t.app.inject({
      url: `/ebsn/api/registration/password_reset_token_request?e_mail=chi%40esempio.it${query.replace('?', '&')}`,
      headers: { host },
      remoteAddress: `10.7.0.${++caller}`,
    }),
  'admin-ajax.php': (t: TestApp, host: string, query: string) =>
    t.app.inject({
      method: 'POST',
      url: `/p/wp-admin/admin-ajax.php${query}`,
      headers: { host },
      remoteAddress: `10.7.0.${++caller}`,
      payload: {
        action: 'send_mail_form',
        security: '',
        formData: {
          id: 5,
          fields: {
            nome: 'Giulia',
            cognome: 'Bianchi',
            email: `giulia.${caller}@esempio.it`,
            telefono: '333 123 4567',
            numeroOrdine: '',
            argomento: 'consegna',
            messaggio: 'La spesa di ieri è arrivata senza le uova.',
            privacy: 'true',
          },
        },
      },
    }),
};

const refusedByRecaptcha = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 400 &&
  JSON.stringify(res.json()).includes('"code":"recaptcha.failed"') &&
  JSON.stringify(res.json()).includes(REGISTRATION_MESSAGES.recaptchaFailed);

describe('the seeded brands guard registration, password reset and the contact form', () => {
  describe.each(HOSTS)('%s', (_brand, host) => {
    it.each(Object.keys(CALLS) as (keyof typeof CALLS)[])(
      '%s: refused without a token and with a wrong one, let through with the accepted one',
      async (name) => {
        const call = CALLS[name];
        expect(refusedByRecaptcha(await call(withTest, host, ''))).toBe(true);
        expect(refusedByRecaptcha(await call(withTest, host, '?token=indovinato'))).toBe(true);
        const passed = await call(withTest, host, `?token=${RECAPTCHA_TEST_TOKEN}`);
        expect(refusedByRecaptcha(passed)).toBe(false);
      },
    );
  });

  it('asks nothing of the calls the brand does not list', async () => {
    const res = await withTest.app.inject({
      url: '/ebsn/api/registration-disclaimer/list',
      headers: { host: 'fresco.localhost' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('with Google reCAPTCHA v3', () => {
  function siteverify(answer: (body: URLSearchParams) => object) {
    const sent: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      sent.push(body);
      return new Response(JSON.stringify(answer(body)));
    });
    return sent;
  }

  it('passes a token Google scores well for the action named after the path', async () => {
    const sent = siteverify(() => ({
      success: true,
      score: 0.9,
      action: '/p/wp_admin/admin_ajax_php',
    }));
    const res = await CALLS['admin-ajax.php'](withGoogle, 'localhost', '?token=dal-browser');
    expect(res.statusCode).toBe(200);
    expect(sent[0]?.get('response')).toBe('dal-browser');
    expect(sent[0]?.get('secret')).toBe('segreto');
  });

  it('refuses a token made for another action, or one Google does not vouch for', async () => {
    siteverify(() => ({ success: true, score: 0.9, action: '/p/wp-admin/admin-ajax.php' }));
    expect(
      refusedByRecaptcha(await CALLS['admin-ajax.php'](withGoogle, 'localhost', '?token=x')),
    ).toBe(true);
    siteverify(() => ({ success: true, score: 0.1, action: '/p/wp_admin/admin_ajax_php' }));
    expect(
      refusedByRecaptcha(await CALLS['admin-ajax.php'](withGoogle, 'localhost', '?token=x')),
    ).toBe(true);
  });

  it('tells every brand the site key, and lets its script and frame in through the CSP', async () => {
    for (const [, host] of HOSTS) {
      const brand = await withGoogle.app.inject({ url: '/ebsn/api/brand', headers: { host } });
      expect(JSON.stringify(brand.json())).toContain(`"recaptchaSiteKey":"${SITE_KEY}"`);
      const page = await withGoogle.app.inject({ url: '/', headers: { host } });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      );
      expect(csp).toContain(
        "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
      );
    }
  });

  it('tells no site key and keeps the CSP strict when the check is not Google', async () => {
    const brand = await withTest.app.inject({ url: '/ebsn/api/brand' });
    expect(JSON.stringify(brand.json())).not.toContain('recaptchaSiteKey');
    const page = await withTest.app.inject({ url: '/' });
    expect(String(page.headers['content-security-policy'])).not.toContain('google');
  });
});

describe('the reCAPTCHA settings', () => {
  it('refuses Google without both its secret and its site key, and a malformed site key', () => {
    expect(() => loadConfig({ RECAPTCHA_PROVIDER: 'google', RECAPTCHA_SECRET: 's' })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
    expect(() =>
      loadConfig({ RECAPTCHA_PROVIDER: 'google', RECAPTCHA_SITE_KEY: SITE_KEY }),
    ).toThrow(/RECAPTCHA_SECRET/);
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'x"><script>' })).toThrow(/RECAPTCHA_SITE_KEY/);
  });
});

describe('a production shop with reCAPTCHA off', () => {
  /** A shop started as production would be, its log lines kept. */
  async function startLogged(overrides: Partial<AppConfig>) {
    const lines: { level: number; msg: string }[] = [];
    const shop = await buildServer({
      config: loadConfig(process.env, {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: 'memory://',
        IDP_DATA_DIR: scratch,
        ...overrides,
      }),
      database: withTest.database,
      logDestination: {
        write: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }),
      },
    });
    await shop.ready();
    await shop.close();
    return lines.filter((line) => /reCAPTCHA/.test(line.msg));
  }
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'spesa-recaptcha-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('warns at start, naming the calls left unguarded', async () => {
    const [warning, ...more] = await startLogged({ RECAPTCHA_PROVIDER: 'off' });
    expect(more).toEqual([]);
    expect(warning!.level).toBe(40);
    for (const call of [
      '/ebsn/api/registration/register_user',
      '/ebsn/api/registration/password_reset_token_request',
      '/p/wp-admin/admin-ajax.php',
    ])
      expect(warning!.msg).toContain(call);
    expect(warning!.msg).toContain('RECAPTCHA_PROVIDER=off');
  });

  it('says nothing once the check is on', async () => {
    expect(
      await startLogged({
        RECAPTCHA_PROVIDER: 'google',
        RECAPTCHA_SECRET: 'segreto',
        RECAPTCHA_SITE_KEY: SITE_KEY,
      }),
    ).toEqual([]);
  });
});
