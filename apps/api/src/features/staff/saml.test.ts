import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { body, build, form, type TestApp } from '../../test/helper';
import { login } from '../../test/shoppers';
import {
  encodeResponse,
  signedResponse,
  TEST_IDP_ENTITY_ID,
  type StaffIdentity,
} from '../../../stand-ins/saml-idp/assertion';
import { MANAGER, PICKER, postToAcs, staffLogin, startLogin } from '../../test/staff-support';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

const me = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/ebsn/api/staff/me', cookies });

/** A response for the flow just started, with what a test changes in it. */
async function responseFor(
  identity: StaffIdentity,
  overrides: Parameters<typeof signedResponse>[0] extends infer O ? Partial<O> : never = {},
) {
  const { request } = await startLogin(t);
  return encodeResponse(
    signedResponse({
      identity,
      audience: request.issuer,
      acsUrl: request.acsUrl,
      inResponseTo: request.id,
      ...overrides,
    }),
  );
}

describe('SAML single sign-on (shop as service provider)', () => {
  it('publishes its metadata with the entity id and the ACS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/saml/metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('entityID="http://localhost:3000/saml/metadata"');
    expect(res.body).toContain('Location="http://localhost:3000/saml/acs"');
  });

  it('do-login sends the browser to the IdP with an AuthnRequest and the relay state', async () => {
    const { res, location, request, relayState } = await startLogin(t, '/admin/ordine/5');
    expect(res.statusCode).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3010/sso');
    expect(request.acsUrl).toBe('http://localhost:3000/saml/acs');
    expect(request.issuer).toBe('http://localhost:3000/saml/metadata');
    expect(relayState).toBe('/admin/ordine/5');
  });

  it('keeps relay_state_url on the shop: another site becomes /admin', async () => {
    for (const evil of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      const { relayState } = await startLogin(t, evil);
      expect(relayState, evil).toBe('/admin');
    }
    const { relayState } = await startLogin(t, 'http://localhost:3000/admin?x=1');
    expect(relayState).toBe('http://localhost:3000/admin?x=1');
  });

  it('signs a picker in: a users row with sso_user and the role, then the staff calls answer', async () => {
    const res = await postToAcs(t, await responseFor(PICKER), '/admin');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin');
    const cookie = res.cookies.find((c) => c.name === 'ebsn_session')!;
    expect(cookie.httpOnly).toBe(true);
    const who = await me({ ebsn_session: cookie.value });
    expect(body(who).data).toMatchObject({
      name: 'Paolo Raccoglitore',
      role: 'picker',
      storeId: 2,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, PICKER.email));
    expect(row).toMatchObject({
      // Keyed by the IdP and its NameID, not by the e-mail a shopper may hold too.
      login: `sso:${TEST_IDP_ENTITY_ID} ${PICKER.email}`,
      ssoUser: true,
      staffRole: 'picker',
      referenceStoreId: 2,
    });
  });

  it('updates the role the IdP sends at the next sign-in', async () => {
    const cookies = await staffLogin(t, { ...PICKER, role: 'manager' });
    expect(body(await me(cookies)).data).toMatchObject({ role: 'manager' });
    const back = await staffLogin(t, PICKER);
    expect(body(await me(back)).data).toMatchObject({ role: 'picker' });
  });

  it('sends a relay state of another site to /admin after the ACS too', async () => {
    const res = await postToAcs(t, await responseFor(MANAGER), 'https://evil.example/');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin');
  });

  it('refuses a response presented twice', async () => {
    const response = await responseFor(MANAGER);
    expect((await postToAcs(t, response)).statusCode).toBe(303);
    const again = await postToAcs(t, response);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('Accesso non riuscito');
    expect(again.cookies.find((c) => c.name === 'ebsn_session')).toBeUndefined();
  });

  it('answers each request once: a second signed response to it is refused', async () => {
    const { request } = await startLogin(t);
    const answer = () =>
      encodeResponse(
        signedResponse({
          identity: MANAGER,
          audience: request.issuer,
          acsUrl: request.acsUrl,
          inResponseTo: request.id,
        }),
      );
    expect((await postToAcs(t, answer())).statusCode).toBe(303);
    const again = await postToAcs(t, answer());
    expect(again.statusCode).toBe(403);
    expect(again.cookies.find((c) => c.name === 'ebsn_session')).toBeUndefined();
  });

  it('refuses unsigned, forged, expired, unsolicited and misaddressed responses', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const cases: Record<string, string> = {
      unsigned: await responseFor(PICKER, { privateKey: null }),
      forged: await responseFor(PICKER, { privateKey }),
      expired: await responseFor(PICKER, {
        now: new Date(Date.now() - 3_600_000),
        lifetimeSeconds: 300,
      }),
      'not yet valid': await responseFor(PICKER, { now: new Date(Date.now() + 600_000) }),
      'other audience': await responseFor(PICKER, {
        audience: 'https://other-shop.example/saml/metadata',
      }),
      'other issuer': await responseFor(PICKER, { issuer: 'urn:someone-else' }),
      'unknown request': await responseFor(PICKER, { inResponseTo: '_never-asked' }),
      'unsolicited (no InResponseTo)': await responseFor(PICKER, { inResponseTo: undefined }),
      'signed InResponseTo of another request': await responseFor(PICKER, {
        subjectInResponseTo: '_never-asked',
      }),
      'no signed InResponseTo': await responseFor(PICKER, { subjectInResponseTo: null }),
      'Destination of another service provider': await responseFor(PICKER, {
        destination: 'https://other-shop.example/saml/acs',
      }),
      'no Destination': await responseFor(PICKER, { destination: null }),
      'Recipient of another service provider': await responseFor(PICKER, {
        recipient: 'https://other-shop.example/saml/acs',
      }),
      'no Recipient': await responseFor(PICKER, { recipient: null }),
      'no staff role': await responseFor({ ...PICKER, role: 'cliente' as never }),
    };
    const accepted: string[] = [];
    for (const [name, response] of Object.entries(cases)) {
      const res = await postToAcs(t, response, '/admin');
      const refused =
        res.statusCode === 403 &&
        res.body.includes('Accesso non riuscito') &&
        !res.cookies.some((c) => c.name === 'ebsn_session');
      if (!refused) accepted.push(`${name} → ${res.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });

  it('accepts an IdP clock a minute ahead (within the skew)', async () => {
    const res = await postToAcs(
      t,
      await responseFor(PICKER, { now: new Date(Date.now() + 60_000) }),
    );
    expect(res.statusCode).toBe(303);
  });

  it("signs in staff whose e-mail a shopper registered first, leaving the shopper's account as it was", async () => {
    const email = 'mario.rossi@esempio.it';
    const shopperRow = () =>
      t.database.db
        .select()
        .from(users)
        .where(and(eq(users.login, email), eq(users.brandId, 'mercato')));
    const [before] = await shopperRow();

    const staff = await staffLogin(t, { ...MANAGER, email });
    expect(body(await me(staff)).data).toMatchObject({ role: 'manager', storeId: 2 });
    const [after] = await shopperRow();
    expect(after).toEqual(before);
    expect(before).toMatchObject({ ssoUser: false, staffRole: null });

    const shopper = await login(t, email);
    const refused = await me(shopper);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).response.errors[0]!.code).toBe('staff.required');
    const who = await t.app.inject({ url: '/ebsn/api/auth/test', cookies: shopper });
    expect(body(who).data.user).toMatchObject({ userId: before!.userId });

    // The next sign-in finds the same staff account, not a second one.
    const again = await staffLogin(t, { ...MANAGER, email });
    const staffRows = await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.email, email), eq(users.ssoUser, true)));
    expect(staffRows).toHaveLength(1);
    expect(body(await me(again)).data).toMatchObject({ role: 'manager' });
  });

  it('a shopper who chose a username still logs in by e-mail beside a staff account', async () => {
    const email = 'beta@esempio.it';
    await staffLogin(t, { ...PICKER, email });
    await t.database.db
      .update(users)
      .set({ login: 'beta-tester' })
      .where(and(eq(users.login, email), eq(users.brandId, 'mercato')));
    const shopper = await login(t, email);
    expect((await me(shopper)).statusCode).toBe(403);
  });

  it('a local password never opens an SSO account', async () => {
    await staffLogin(t, PICKER);
    for (const password of ['!sso', '', 'Spesa2026!']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/login',
        ...form({ login: PICKER.email, password }),
        remoteAddress: '10.9.9.9',
      });
      expect(res.cookies.find((c) => c.name === 'ebsn_session')).toBeUndefined();
    }
  });

  it("refuses a shopper's session and an anonymous visitor on the staff calls", async () => {
    const shopper = await login(t, 'mario.rossi@esempio.it');
    const refused = await me(shopper);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).response.errors[0]!.code).toBe('staff.required');
    expect((await me({})).statusCode).toBe(401);
  });

  it('do-logout ends the session and goes to the relay state', async () => {
    const cookies = await staffLogin(t, MANAGER);
    const res = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/saml/do-logout?relay_state_url=%2Fadmin%2Faccesso',
      cookies,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/accesso');
    expect((await me(cookies)).statusCode).toBe(419);
  });
});
