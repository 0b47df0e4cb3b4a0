import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import type { Cookies } from '../../test/shoppers';
import type { PendingSocialIdentity } from './pending';
import { seal } from './sealed';

/**
 * A pending social login is a sealed cookie that makes a confirmed account
 * for its e-mail: whoever can seal one owns any address. Neither the secret
 * the repository once shipped nor a shop without social login may open one.
 */
const OLD_DEFAULT_SECRET = 'accesso-social-di-prova-non-usare-in-produzione';

const forged = async (secret: string, email: string): Promise<Cookies> => {
  const pending: PendingSocialIdentity = {
    provider: 'google',
    subject: `forged-${email}`,
    email,
    emailVerified: true,
    givenName: 'Finto',
    familyName: 'Proprietario',
    brandId: 'mercato',
    mode: 'register',
    redirect: '/profile/dashboard',
  };
  return { ebsn_social_pending: await seal(secret, 'social-pending', pending, 10 * 60_000) };
};

async function register(t: TestApp, email: string, cookies: Cookies) {
  const list = await t.app.inject('/ebsn/api/registration-disclaimer/list');
  const offered = body(list).data.registrationDisclaimers as {
    registrationDisclaimerId: number;
    code: string;
  }[];
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/registration/register_user',
    cookies,
    payload: {
      firstName: 'Finto',
      lastName: 'Proprietario',
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
    },
  });
}

/** The account was made as any registration is: waiting for its mailed link, nobody logged in. */
async function expectUnconfirmed(
  t: TestApp,
  email: string,
  res: Awaited<ReturnType<typeof register>>,
) {
  expect(body(res).data).toEqual({ email });
  expect(res.cookies.find((c) => c.name === 'ebsn_session')).toBeUndefined();
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.login, email), eq(users.brandId, 'mercato')));
  expect(row).toBeDefined();
  expect(row!.emailConfirmedAt).toBeNull();
}

describe('with Google configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      catalogue: 'small',
      GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_OIDC_CLIENT_ID: 'spesa-online-google',
      GOOGLE_OIDC_CLIENT_SECRET: 'un-segreto-qualsiasi',
    });
  });
  afterAll(() => t.close());

  it('has a secret of its own, not the one the repository shipped', () => {
    expect(t.app.config.SOCIAL_LOGIN_SECRET).not.toBe(OLD_DEFAULT_SECRET);
    expect(t.app.config.SOCIAL_LOGIN_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a pending login sealed with the old default secret', async () => {
    const cookies = await forged(OLD_DEFAULT_SECRET, 'vittima@esempio.it');
    const detail = await t.app.inject({
      url: '/ebsn/api/registration/social_user_detail',
      cookies,
    });
    expect(body(detail).response.status).toBe(1);
    await expectUnconfirmed(
      t,
      'vittima@esempio.it',
      await register(t, 'vittima@esempio.it', cookies),
    );
  });
});

describe('with no social login configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ catalogue: 'small' });
  });
  afterAll(() => t.close());

  it('answers the pending flow 404 and ignores even a cookie sealed with its own secret', async () => {
    const cookies = await forged(t.app.config.SOCIAL_LOGIN_SECRET, 'altra.vittima@esempio.it');
    const detail = await t.app.inject({
      url: '/ebsn/api/registration/social_user_detail',
      cookies,
    });
    expect(detail.statusCode).toBe(404);
    const link = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/social-redir/link',
      cookies,
      payload: { password: 'Segreta2026' },
    });
    expect(link.statusCode).toBe(404);
    await expectUnconfirmed(
      t,
      'altra.vittima@esempio.it',
      await register(t, 'altra.vittima@esempio.it', cookies),
    );
  });
});
