import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginFailures, sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed';
import { body, build, form, type TestApp } from '../../test/helper';

const MARIO = 'mario.rossi@esempio.it';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

async function postLogin(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const f = form({ show_sectors: 'false', remember_me: 'false', ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    payload: f.payload,
    headers: { ...f.headers, ...headers },
  });
}

const sessionCookie = (res: Awaited<ReturnType<typeof postLogin>>) =>
  res.cookies.find((c) => c.name === 'ebsn_session');

describe('auth/test', () => {
  it('answers userId -1 for an anonymous visitor', async () => {
    const res = await t.app.inject('/ebsn/api/auth/test');
    expect(res.statusCode).toBe(200);
    expect(body(res).response.status).toBe(0);
    expect((body(res).data.user as { userId: number }).userId).toBe(-1);
  });
});

describe('auth/login', () => {
  it('logs the demo shopper in: status 0, the cart with its user, an HttpOnly cookie and the session headers', async () => {
    const res = await postLogin({ login: MARIO, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const b = body(res);
    expect(b.response.status).toBe(0);
    const cart = b.data.data as { cartId: number; user: { userId: number; firstName: string } };
    expect(cart.user.firstName).toBe('Mario');
    expect(cart.user.userId).toBeGreaterThan(0);
    expect(cart.cartId).toBeGreaterThan(0);
    const cookie = sessionCookie(res);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(res.headers['x-ebsn-session']).toBe(cookie?.value);
    expect(res.headers['x-ebsn-account']).toBe(String(cart.user.userId));
    expect(JSON.stringify(b)).not.toContain('password');

    const who = await t.app.inject({
      url: '/ebsn/api/auth/test',
      cookies: { ebsn_session: cookie!.value },
    });
    expect((body(who).data.user as { userId: number }).userId).toBe(cart.user.userId);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await postLogin({ login: '  Mario.Rossi@Esempio.IT ', password: DEMO_PASSWORD });
    expect(body(res).response.status).toBe(0);
  });

  it('rotates the session at login: the id the client had before is dead', async () => {
    const first = sessionCookie(await postLogin({ login: MARIO, password: DEMO_PASSWORD }))!.value;
    const second = await postLogin(
      { login: MARIO, password: DEMO_PASSWORD },
      { cookie: `ebsn_session=${first}` },
    );
    expect(sessionCookie(second)!.value).not.toBe(first);
    const stale = await t.app.inject({
      url: '/ebsn/api/auth/test',
      cookies: { ebsn_session: first },
    });
    expect(stale.statusCode).toBe(419);
  });

  it('works from the headers alone and restores the cookie (docs/rules/account.md Session)', async () => {
    const res = await postLogin({ login: MARIO, password: DEMO_PASSWORD });
    const token = res.headers['x-ebsn-session'] as string;
    const account = res.headers['x-ebsn-account'] as string;
    const who = await t.app.inject({
      url: '/ebsn/api/cart/view',
      headers: { 'x-ebsn-session': token, 'x-ebsn-account': account },
    });
    expect(who.statusCode).toBe(200);
    expect((body(who).data.data as { user: { userId: number } }).user.userId).toBe(Number(account));
    expect(who.cookies.find((c) => c.name === 'ebsn_session')?.value).toBe(token);
  });

  it('refuses a session id presented with another account id', async () => {
    const res = await postLogin({ login: MARIO, password: DEMO_PASSWORD });
    const who = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: {
        'x-ebsn-session': res.headers['x-ebsn-session'] as string,
        'x-ebsn-account': '999999',
      },
    });
    expect(who.statusCode).toBe(419);
  });

  it.each([
    [{ login: MARIO, password: 'sbagliata' }, 'E-mail o password non corretti.'],
    [{ login: 'nessuno@esempio.it', password: DEMO_PASSWORD }, 'E-mail o password non corretti.'],
    [{ login: MARIO, password: "' OR 1=1 --" }, 'E-mail o password non corretti.'],
    [{ login: '', password: DEMO_PASSWORD }, "Digitare l'e-mail"],
    [{ login: MARIO, password: '' }, 'Digitare la password'],
  ])('refuses %j with an Italian message', async (fields, message) => {
    const res = await postLogin({
      ...fields,
      login: fields.login === MARIO ? 'beta@esempio.it' : fields.login,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).response.status).not.toBe(0);
    expect(body(res).response.errors[0]?.error).toBe(message);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('answers 400 naming the field for a body of the wrong type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: { login: 123, password: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]?.field).toBe('login');
    expect(body(res).response.errors[0]?.error).toContain('login');
  });

  it('answers 400 for malformed JSON and 413 for a 10 MB body, and keeps serving', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(body(broken).response.errors[0]?.error).toBeTruthy();
    const huge = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      ...form({ login: MARIO, password: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(body(huge).response.errors[0]?.error).toBe('La richiesta è troppo grande.');
    expect((await t.app.inject('/ebsn/api/auth/test')).statusCode).toBe(200);
  });
});

describe('expired and forged sessions', () => {
  it('answers 419 with the spec message and clears the cookie for a forged id', async () => {
    const res = await t.app.inject({
      url: '/ebsn/api/cart/view',
      cookies: { ebsn_session: 'A'.repeat(43) },
    });
    expect(res.statusCode).toBe(419);
    expect(body(res).response.errors[0]?.error).toBe(
      'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
    );
    const cleared = res.cookies.find((c) => c.name === 'ebsn_session');
    expect(cleared?.value).toBe('');
  });

  it('answers 419 once the session has expired', async () => {
    const token = sessionCookie(await postLogin({ login: MARIO, password: DEMO_PASSWORD }))!.value;
    const { hashSessionToken } = await import('./session-token');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.sessionHash, hashSessionToken(token)));
    const res = await t.app.inject({
      url: '/ebsn/api/auth/test',
      cookies: { ebsn_session: token },
    });
    expect(res.statusCode).toBe(419);
  });

  it('lets a stale id log in again instead of answering 419', async () => {
    const res = await postLogin(
      { login: MARIO, password: DEMO_PASSWORD },
      { cookie: 'ebsn_session=garbage' },
    );
    expect(body(res).response.status).toBe(0);
  });

  it('does not carry a session of one brand to another', async () => {
    const token = sessionCookie(await postLogin({ login: MARIO, password: DEMO_PASSWORD }))!.value;
    const res = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: 'fresco.localhost:3000' },
      cookies: { ebsn_session: token },
    });
    expect(res.statusCode).toBe(419);
  });
});

describe('auth/logout', () => {
  it('ends the session: the old id no longer works', async () => {
    const token = sessionCookie(await postLogin({ login: MARIO, password: DEMO_PASSWORD }))!.value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      cookies: { ebsn_session: token },
    });
    expect(body(out).response.status).toBe(0);
    expect(out.cookies.find((c) => c.name === 'ebsn_session')?.value).toBe('');
    const after = await t.app.inject({
      url: '/ebsn/api/auth/test',
      cookies: { ebsn_session: token },
    });
    expect(after.statusCode).toBe(419);
  });
});

describe('login throttling', () => {
  const AGENT = 'agente@esempio.it';
  // Each case starts from a clean slate: failures of the cases above do not count.
  beforeEach(() => t.database.db.delete(loginFailures));
  const deviceCookie = (res: Awaited<ReturnType<typeof postLogin>>) =>
    res.cookies.find((c) => c.name === 'ebsn_device');

  it('slows a new device after 5 failures, even with the right password, with an Italian message', async () => {
    const from = { remoteAddress: '198.51.100.1' };
    for (let i = 0; i < 5; i++) {
      const res = await loginFrom(from, { login: AGENT, password: `errata-${i}` });
      expect(body(res).response.status).toBe(1);
    }
    const slowed = await loginFrom(from, { login: AGENT, password: DEMO_PASSWORD });
    expect(slowed.statusCode).toBe(429);
    expect(body(slowed).response.errors[0]?.error).toBe(
      'Troppi tentativi di accesso non riusciti. Riprova tra 1 secondo.',
    );
  });

  it("lets the owner in after an attacker's 50 failures, from a known device or a new one elsewhere; the attacker stays slowed", async () => {
    const first = await loginFrom(
      { remoteAddress: '192.0.2.10' },
      {
        login: AGENT,
        password: DEMO_PASSWORD,
      },
    );
    expect(body(first).response.status).toBe(0);
    const device = deviceCookie(first)!;
    expect(device.httpOnly).toBe(true);
    expect(device.path).toBe('/ebsn/api/auth');
    expect(device.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    let refused = 0;
    for (let i = 0; i < 50; i++) {
      const res = await loginFrom(
        { remoteAddress: '203.0.113.66' },
        {
          login: AGENT,
          password: `indovino-${i}`,
        },
      );
      expect([200, 429]).toContain(res.statusCode);
      if (res.statusCode === 429) refused++;
    }
    // Most guesses were not even tried: the attacker has to wait ever longer (5 free tries,
    // then one more per doubling delay: about 11 in a minute, however slow the machine).
    expect(refused).toBeGreaterThan(35);
    // A patient attacker, waiting out each delay from many addresses and its own, reaches 50
    // failures: its own address now waits the whole window, however slowly this test runs.
    await t.database.db.insert(loginFailures).values(
      Array.from({ length: refused }, (_, i) => ({
        brandId: 'mercato',
        accountKey: AGENT,
        ip: i < 10 ? '203.0.113.66' : `203.0.113.${i}`,
        failedAt: new Date(),
      })),
    );

    const owner = await loginFrom(
      { remoteAddress: '192.0.2.10', cookies: { ebsn_device: device.value } },
      { login: AGENT, password: DEMO_PASSWORD },
    );
    expect(body(owner).response.status).toBe(0);
    expect(deviceCookie(owner)?.value).toBe(device.value);

    // Failures count per account and address: the owner's new phone is not locked out.
    const newDevice = await loginFrom(
      { remoteAddress: '192.0.2.11' },
      {
        login: AGENT,
        password: DEMO_PASSWORD,
      },
    );
    expect(body(newDevice).response.status).toBe(0);
    const forged = await loginFrom(
      { remoteAddress: '192.0.2.12', cookies: { ebsn_device: 'B'.repeat(43) } },
      { login: AGENT, password: DEMO_PASSWORD },
    );
    expect(body(forged).response.status).toBe(0);
    // The attacker's address, even with the right password, still waits.
    const attacker = await loginFrom(
      { remoteAddress: '203.0.113.66' },
      { login: AGENT, password: DEMO_PASSWORD },
    );
    expect(attacker.statusCode).toBe(429);
  });

  it("slows an address after 20 failures on any accounts, but not the accounts' owners elsewhere", async () => {
    const busy = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < 20; i++) {
      const res = await loginFrom(busy, { login: `persona-${i}@esempio.it`, password: 'x' });
      expect(body(res).response.status).toBe(1);
    }
    const slowed = await loginFrom(busy, { login: MARIO, password: DEMO_PASSWORD });
    expect(slowed.statusCode).toBe(429);
    const elsewhere = await loginFrom(
      { remoteAddress: '192.0.2.20' },
      {
        login: MARIO,
        password: DEMO_PASSWORD,
      },
    );
    expect(body(elsewhere).response.status).toBe(0);
  });
});

async function loginFrom(
  from: { remoteAddress: string; cookies?: Record<string, string> },
  fields: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    ...form({ show_sectors: 'false', remember_me: 'false', ...fields }),
    ...from,
  });
}

describe('idle expiry', () => {
  let idle: TestApp;
  beforeAll(async () => {
    idle = await build({ SESSION_IDLE_MINUTES: 1 });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await idle.close();
  });

  it('slides with use: a session used every 10 s outlives its minute, then expires once idle for a minute', async () => {
    const res = await idle.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      ...form({ login: MARIO, password: DEMO_PASSWORD }),
    });
    const cookies = { ebsn_session: sessionCookie(res)!.value };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const who = () => idle.app.inject({ url: '/ebsn/api/auth/test', cookies });
    for (let second = 10; second <= 180; second += 10) {
      vi.advanceTimersByTime(10_000);
      const used = await who();
      expect(used.statusCode, `after ${second} s`).toBe(200);
      expect((body(used).data.user as { userId: number }).userId).toBeGreaterThan(0);
    }
    vi.advanceTimersByTime(61_000);
    expect((await who()).statusCode).toBe(419);
  });
});
