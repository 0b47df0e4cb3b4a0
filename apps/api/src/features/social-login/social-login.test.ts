import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { userIdentities } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed';
import { body, build, type TestApp } from '../../test/helper';
import { login, type Cookies } from '../../test/shoppers';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../stand-ins/oidc/server';
import { LOCAL_OIDC_CLIENTS } from '../../../stand-ins/oidc/clients';
import { subjectOf } from '../../../stand-ins/oidc/people';
import { findUserByLogin } from '../users';
import { linkSocialIdentity } from './pending';

/**
 * The whole authorization code flow against the local OpenID provider, in
 * process: the shop through fastify.inject, the provider over HTTP as a
 * browser would reach it.
 */
let google: LocalOidcProvider;
let t: TestApp;
const FRESCO = 'fresco.localhost';

beforeAll(async () => {
  google = await startLocalOidcProvider({ name: 'google', port: 0, ...LOCAL_OIDC_CLIENTS.google });
  t = await build({
    catalogue: 'small',
    GOOGLE_OIDC_ISSUER: google.issuer,
    GOOGLE_OIDC_CLIENT_ID: google.clientId,
    GOOGLE_OIDC_CLIENT_SECRET: google.clientSecret,
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const cookiesOf = (res: LightMyRequestResponse): Cookies =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

/** A browser at the provider: follows its redirects with its cookies until it sends us back. */
async function signInAtProvider(authorizeUrl: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let res = await send(authorizeUrl);
  let location = new URL(res.headers.get('location')!, google.issuer);
  expect(location.pathname).toMatch(/^\/interaction\//);
  const page = await send(location.href);
  expect(await page.text()).toContain('Accedi con Google');
  res = await send(`${location.href}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  location = new URL(res.headers.get('location')!, google.issuer);
  // The provider resumes the authorization, then answers the shop's callback with the code.
  while (location.origin === google.issuer) {
    res = await send(location.href);
    location = new URL(res.headers.get('location')!, google.issuer);
  }
  return location;
}

interface Started {
  flow: Cookies;
  providerUrl: string;
}

async function start(host?: string, query = ''): Promise<Started> {
  const res = await t.app.inject({
    url: `/ebsn/api/social-redir/google/start${query}`,
    headers: host ? { host } : {},
  });
  expect(res.statusCode).toBe(303);
  return { flow: cookiesOf(res), providerUrl: res.headers.location as string };
}

async function callback(
  callbackUrl: URL,
  cookies: Cookies,
  host?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    cookies,
    headers: host ? { host } : {},
  });
}

/** start → the provider's sign-in → callback, as one browser. */
async function socialLogin(email: string, extra: Cookies = {}, host?: string) {
  const started = await start(host);
  const back = await signInAtProvider(started.providerUrl, email);
  const res = await callback(back, { ...started.flow, ...extra }, host);
  return { res, back, started };
}

describe('configuration', () => {
  it('offers only the configured providers; the others answer 404 in Italian', async () => {
    const res = await t.app.inject('/ebsn/api/social-redir/providers');
    expect(body(res).data).toEqual({ providers: ['google'] });
    for (const url of [
      '/ebsn/api/social-redir/facebook/start',
      '/ebsn/api/social-redir/facebook?code=x&state=y',
      '/ebsn/api/social-redir/facebook-mobile?code=x',
    ]) {
      const refused = await t.app.inject(url);
      expect(refused.statusCode).toBe(404);
      expect(body(refused).response.errors[0]?.error).toBe(
        'L’accesso con questo servizio non è disponibile.',
      );
    }
  });

  it('sends the browser to the provider with PKCE, state and nonce, and a callback of this shop', async () => {
    const { providerUrl, flow } = await start();
    const url = new URL(providerUrl);
    expect(url.origin).toBe(google.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toMatch(
      /^http:\/\/localhost:\d+\/ebsn\/api\/social-redir\/google$/,
    );
    // The verifier stays sealed in the cookie: nothing of it is readable there.
    expect(flow.ebsn_social_flow).toBeTruthy();
    expect(flow.ebsn_social_flow).not.toContain(url.searchParams.get('state'));
  });
});

describe('a new person', () => {
  it('goes to the registration form, pre-filled from social_user_detail', async () => {
    const { res } = await socialLogin('giulia.verdi@esempio.it');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/registration-user?social_login=google');
    const pending = cookiesOf(res).ebsn_social_pending!;
    expect(res.cookies.find((c) => c.name === 'ebsn_social_pending')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookiesOf(res).ebsn_session).toBeUndefined();

    const detail = await t.app.inject({
      url: '/ebsn/api/registration/social_user_detail',
      cookies: { ebsn_social_pending: pending },
    });
    expect(body(detail).data).toEqual({
      socialUser: {
        provider: 'google',
        mode: 'register',
        email: 'giulia.verdi@esempio.it',
        emailVerified: true,
        firstName: 'Giulia',
        lastName: 'Verdi',
      },
    });
  });

  async function registrationBody(email: string, firstName: string, lastName: string) {
    const list = await t.app.inject('/ebsn/api/registration-disclaimer/list');
    const offered = body(list).data.registrationDisclaimers as {
      registrationDisclaimerId: number;
      code: string;
    }[];
    return {
      firstName,
      lastName,
      email,
      confirmEmail: email,
      password: 'Segreta2026',
      address1: 'Via Indipendenza',
      addressNumber: '12',
      postalCode: '40121',
      province: 'bo',
      city: 'Bologna',
      referenceStoreId: '5',
      disclaimers: offered.map((d) => ({
        disclaimerId: d.registrationDisclaimerId,
        accepted: d.code === 'privacy',
      })),
    };
  }
  const mailsTo = async (email: string) =>
    body(await t.app.inject(`/dev/mail.json?to=${encodeURIComponent(email)}`)).data
      .mails as unknown[];

  it('registers with the verified address: linked, active without a mail, logged in', async () => {
    const { res } = await socialLogin('sara.blu@esempio.it');
    const pending = { ebsn_social_pending: cookiesOf(res).ebsn_social_pending! };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      cookies: pending,
      payload: await registrationBody('sara.blu@esempio.it', 'Sara', 'Blu'),
    });
    expect(body(registered).response.status).toBe(0);
    expect(body(registered).data).toEqual({ email: 'sara.blu@esempio.it', loggedIn: true });
    const session = cookiesOf(registered).ebsn_session!;
    expect(session).toBeTruthy();
    // The pending identity is used up.
    expect(registered.cookies.find((c) => c.name === 'ebsn_social_pending')?.value).toBe('');
    expect(await mailsTo('sara.blu@esempio.it')).toEqual([]);

    const handoff = await t.app.inject({
      url: '/ebsn/api/social-redir/session',
      cookies: { ebsn_session: session },
    });
    expect(body(handoff).data).toMatchObject({ data: { user: { firstName: 'Sara' } } });
    const next = await socialLogin('sara.blu@esempio.it');
    expect(next.res.headers.location).toBe('/social-login?redirect=%2Fprofile%2Fdashboard');
  });

  it('still asks to confirm an address the provider did not verify, and links the identity', async () => {
    const { res } = await socialLogin('luca.neri@esempio.it');
    const pending = { ebsn_social_pending: cookiesOf(res).ebsn_social_pending! };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      cookies: pending,
      payload: await registrationBody('luca.neri@esempio.it', 'Luca', 'Neri'),
    });
    expect(body(registered).data).toEqual({ email: 'luca.neri@esempio.it' });
    expect(cookiesOf(registered).ebsn_session).toBeUndefined();
    expect(await mailsTo('luca.neri@esempio.it')).toHaveLength(1);
    const subject = subjectOf('google', 'luca.neri@esempio.it');
    const rows = await t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, subject));
    expect(rows).toHaveLength(1);
  });

  it('answers social_user_detail with a refusal when nothing is pending, or the cookie was altered', async () => {
    for (const cookies of [{}, { ebsn_social_pending: 'AAAA.BBBB.CCCC' }] as Cookies[]) {
      const res = await t.app.inject({ url: '/ebsn/api/registration/social_user_detail', cookies });
      expect(res.statusCode).toBe(200);
      expect(body(res).response.status).toBe(1);
      expect(body(res).response.errors[0]?.error).toMatch(/Nessun accesso social in sospeso/);
    }
  });
});

describe('a linked identity', () => {
  let betaId: number;
  beforeAll(async () => {
    const brandId = t.app.brands.resolve(undefined).brandId;
    const beta = await findUserByLogin(t.database.db, brandId, 'beta@esempio.it');
    betaId = beta!.userId;
    await linkSocialIdentity(t.database.db, {
      brandId,
      userId: betaId,
      identity: {
        provider: 'google',
        subject: subjectOf('google', 'beta.google@esempio.it'),
        email: 'beta.google@esempio.it',
      },
    });
  });

  it('logs in, rotating the session, and hands the client the same answer as auth/login', async () => {
    const before = await login(t, 'beta@esempio.it');
    const { res } = await socialLogin('beta.google@esempio.it', before);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/social-login?redirect=%2Fprofile%2Fdashboard');
    const after = cookiesOf(res);
    expect(after.ebsn_session).toBeTruthy();
    expect(after.ebsn_session).not.toBe(before.ebsn_session);
    expect(after.ebsn_account).toBe(String(betaId));

    const old = await t.app.inject({ url: '/ebsn/api/auth/test', cookies: before });
    expect(old.statusCode).toBe(419);

    const handoff = await t.app.inject({
      url: '/ebsn/api/social-redir/session',
      cookies: { ebsn_session: after.ebsn_session! },
    });
    expect(handoff.headers['x-ebsn-session']).toBe(after.ebsn_session);
    expect(body(handoff).data).toMatchObject({ data: { user: { userId: betaId } } });
  });

  it('keeps the landing inside the shop', async () => {
    for (const [asked, landing] of [
      ['/checkout', '/checkout'],
      ['https://elsewhere.example/x', '/profile/dashboard'],
      ['//elsewhere.example', '/profile/dashboard'],
      ['/\\elsewhere.example', '/profile/dashboard'],
    ] as const) {
      const started = await start(undefined, `?redirect=${encodeURIComponent(asked)}`);
      const back = await signInAtProvider(started.providerUrl, 'beta.google@esempio.it');
      const res = await callback(back, started.flow);
      expect(res.headers.location).toBe(`/social-login?redirect=${encodeURIComponent(landing)}`);
    }
  });

  it('answers the session hand-off 401 without a session', async () => {
    const res = await t.app.inject('/ebsn/api/social-redir/session');
    expect(res.statusCode).toBe(401);
  });

  it('is a stranger at another brand of the shop', async () => {
    const { res } = await socialLogin('beta.google@esempio.it', {}, FRESCO);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/registration-user?social_login=google');
    expect(cookiesOf(res).ebsn_session).toBeUndefined();
  });

  it('logs in from the native app by the SDK code, the session in the headers only', async () => {
    const mobile = 'http://localhost:3000/api/social-redir/google-mobile';
    const authorize = new URL('/auth', google.issuer);
    authorize.search = new URLSearchParams({
      client_id: google.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: mobile,
      state: 'dallapp',
    }).toString();
    const back = await signInAtProvider(authorize.href, 'beta.google@esempio.it');
    const code = back.searchParams.get('code')!;
    const res = await t.app.inject(`/api/social-redir/google-mobile?code=${code}&use-plugin=true`);
    expect(body(res).response.status).toBe(0);
    expect(res.headers['x-ebsn-session']).toBeTruthy();
    expect(res.headers['x-ebsn-account']).toBe(String(betaId));
    expect(res.cookies).toEqual([]);
    expect(body(res).data).toMatchObject({ data: { user: { userId: betaId } } });

    const again = await t.app.inject(`/api/social-redir/google-mobile?code=${code}`);
    expect(again.statusCode).toBe(400);
    expect(body(again).response.errors[0]?.error).toMatch(/non ha confermato la tua identità/);
  });
});

describe('forged and replayed callbacks', () => {
  const refusedPage = (res: LightMyRequestResponse, text: RegExp) => {
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(text);
    expect(cookiesOf(res).ebsn_session).toBeUndefined();
  };

  it('refuses a state that is not the one this browser started', async () => {
    const started = await start();
    const back = await signInAtProvider(started.providerUrl, 'beta.google@esempio.it');
    back.searchParams.set('state', 'stato-falso');
    refusedPage(await callback(back, started.flow), /non ha confermato la tua identità/);
  });

  it("refuses a callback with another browser's flow, or none", async () => {
    const victim = await start();
    const attacker = await start();
    const back = await signInAtProvider(attacker.providerUrl, 'beta.google@esempio.it');
    refusedPage(await callback(back, victim.flow), /non ha confermato la tua identità/);
    refusedPage(await callback(back, {}), /La richiesta di accesso è scaduta/);
    refusedPage(
      await callback(back, { ebsn_social_flow: 'manomesso' }),
      /La richiesta di accesso è scaduta/,
    );
  });

  it('refuses a code used twice', async () => {
    const { res, back, started } = await socialLogin('beta.google@esempio.it');
    expect(res.statusCode).toBe(303);
    refusedPage(await callback(back, started.flow), /non ha confermato la tua identità/);
  });

  it("refuses a flow started at another brand's address", async () => {
    const started = await start(FRESCO);
    const back = await signInAtProvider(started.providerUrl, 'beta.google@esempio.it');
    refusedPage(await callback(back, started.flow), /La richiesta di accesso è scaduta/);
  });

  it('sends a cancelled login back to the login page', async () => {
    const started = await start();
    const res = await callback(
      new URL('http://localhost/ebsn/api/social-redir/google?error=access_denied&state=x'),
      started.flow,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
  });

  it('never answers 5xx to hostile callbacks', async () => {
    for (const url of [
      '/ebsn/api/social-redir/google',
      '/ebsn/api/social-redir/google?code=&state=',
      `/ebsn/api/social-redir/google?code=${'x'.repeat(4000)}&state=%00`,
      '/api/social-redir/google-mobile',
      '/api/social-redir/google-mobile?code=%27%20OR%201%3D1',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('an account with the same e-mail', () => {
  it('is linked only once its password is given', async () => {
    const { res } = await socialLogin('mario.rossi@esempio.it');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/social-login/link?redirect=%2Fprofile%2Fdashboard');
    expect(cookiesOf(res).ebsn_session).toBeUndefined();
    const pending = { ebsn_social_pending: cookiesOf(res).ebsn_social_pending! };

    const detail = await t.app.inject({
      url: '/ebsn/api/registration/social_user_detail',
      cookies: pending,
    });
    expect(body(detail).data).toMatchObject({
      socialUser: { mode: 'link', email: 'mario.rossi@esempio.it' },
    });

    const link = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ebsn/api/social-redir/link',
        cookies: pending,
        payload: { password },
      });
    const wrong = await link('non-è-la-password');
    expect(body(wrong).response.status).toBe(1);
    expect(body(wrong).response.errors[0]?.error).toBe('E-mail o password non corretti.');
    const subject = subjectOf('google', 'mario.rossi@esempio.it');
    const rows = () =>
      t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
    expect(await rows()).toEqual([]);

    const right = await link(DEMO_PASSWORD);
    expect(body(right).response.status).toBe(0);
    expect(body(right).data).toMatchObject({ data: { user: { firstName: 'Mario' } } });
    expect(cookiesOf(right).ebsn_session).toBeTruthy();
    expect(await rows()).toHaveLength(1);

    // From now on Google logs Mario straight in.
    const next = await socialLogin('mario.rossi@esempio.it');
    expect(next.res.headers.location).toBe('/social-login?redirect=%2Fprofile%2Fdashboard');
  });

  it('refuses the link without a pending identity', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/social-redir/link',
      payload: { password: DEMO_PASSWORD },
    });
    expect(body(res).response.status).toBe(1);
  });
});
