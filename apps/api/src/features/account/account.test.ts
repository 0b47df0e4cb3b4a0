import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  LOGIN_MESSAGES,
  ORDER_STATUS,
  TRANSACTION_STATUS,
  VALIDATION_MESSAGES,
} from '@spesa/domain';
import {
  accountTokens,
  addresses,
  mailOutbox,
  orderStatusHistory,
  orderTransactions,
  orders,
  pushDevices,
  sessions,
  users,
} from '../../db/schema';
import { TestAcquirer } from '../../adapters/payments';
import { hashPassword } from '../auth';
import { DEMO_PASSWORD } from '../../seed';
import { body, build, form, type TestApp } from '../../test/helper';
import type { Cookies } from '../../test/shoppers';
import { buy, bought, fillCart, payByCard, prepare } from '../../test/checkout-support';

let t: TestApp;
let passwordHash: string;
let brandId: string;
let people = 0;

beforeAll(async () => {
  t = await build();
  passwordHash = await hashPassword(DEMO_PASSWORD);
  brandId = t.app.brands.resolve(undefined).brandId;
});
afterAll(() => t.close());

/** A confirmed account of its own for each test, with the demo password and a telephone. */
async function newPerson(extra: Partial<typeof users.$inferInsert> = {}) {
  people += 1;
  const email = `persona-${people}@esempio.it`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      brandId,
      login: email,
      email,
      passwordHash,
      firstName: 'Anna',
      lastName: `Neri ${people}`,
      phone: '+39 333 000 0000',
      emailConfirmedAt: new Date(),
      ...extra,
    })
    .returning();
  return row!;
}

let nextIp = 10;
/** Each test from an address of its own: the per-address limits stay per test. */
const freshIp = (): Pick<InjectOptions, 'remoteAddress'> => ({
  remoteAddress: `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
});

async function logIn(login: string, password = DEMO_PASSWORD): Promise<Cookies | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    ...form({ login, password }),
    ...freshIp(),
  });
  const cookie = res.cookies.find((c) => c.name === 'ebsn_session');
  return body(res).response.status === 0 && cookie ? { ebsn_session: cookie.value } : null;
}

const get = (url: string, cookies?: Cookies, extra: Partial<InjectOptions> = {}) =>
  t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}), ...extra });

const postJson = (url: string, payload: unknown, cookies: Cookies) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, cookies });

const whoAmI = (cookies: Cookies) => get('/ebsn/api/auth/test', cookies);

const mailsTo = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.mailId));

/** The token of the newest mail to `to` carrying a `?token=` link. */
async function tokenMailedTo(to: string): Promise<{ token: string; url: URL }> {
  const [mail] = await mailsTo(to);
  const href = /https?:\/\/[^\s"]+token=[^\s"]+/.exec(mail!.text)![0];
  const url = new URL(href);
  return { token: url.searchParams.get('token')!, url };
}

const firstError = (res: Awaited<ReturnType<typeof get>>) => body(res).response.errors[0]!;

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('forgot password', () => {
  it('answers the same whether the account exists or not, and mails only a real account', async () => {
    const anna = await newPerson();
    const known = await get(
      `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: anna.email })}`,
      undefined,
      freshIp(),
    );
    const unknown = await get(
      `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: 'nessuno@esempio.it' })}`,
      undefined,
      freshIp(),
    );
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(body(known).response.infos).toEqual([
      { code: 'account.reset_requested', info: ACCOUNT_MESSAGES.resetRequested },
    ]);
    expect(await mailsTo('nessuno@esempio.it')).toHaveLength(0);
    const { url } = await tokenMailedTo(anna.email);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('login')).toBe(anna.login);
    const [row] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, anna.userId));
    expect(row!.purpose).toBe('password_reset');
    // Only the hash is kept; the link lives an hour.
    expect(row!.tokenHash).not.toBe(url.searchParams.get('token'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(3_600_000, -4);
  });

  it('does not mail when the fiscal code given is not the account’s', async () => {
    const anna = await newPerson({ fiscalCode: 'RSSMRA80A01A944I' });
    await get(
      `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: anna.email, fiscal_code: 'BNCGLI85M41F205Z' })}`,
      undefined,
      freshIp(),
    );
    expect(await mailsTo(anna.email)).toHaveLength(0);
  });

  it('throttles: a hundred requests for one address in a minute are refused after three, known or not', async () => {
    const anna = await newPerson();
    for (const email of [anna.email, 'fantasma@esempio.it']) {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i += 1) {
        const res = await get(
          `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: email })}`,
          undefined,
          freshIp(),
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    }
    expect(await mailsTo(anna.email)).toHaveLength(3);
  });

  it('throttles one client address asking for many addresses', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await get(
        `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: `tanti-${i}@esempio.it` })}`,
        undefined,
        ip,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    const last = await get(
      `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: 'ultimo@esempio.it' })}`,
      undefined,
      ip,
    );
    expect(firstError(last).error).toBe('Troppe richieste: riprova tra qualche minuto.');
  });

  it('refuses a malformed address naming the field', async () => {
    const res = await get(
      `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: 'non-una-mail' })}`,
      undefined,
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ field: 'e_mail', error: VALIDATION_MESSAGES.email });
  });

  it('sets the new password, spends the token and logs every session of the account out', async () => {
    const anna = await newPerson();
    const older = (await logIn(anna.email))!;
    const other = (await logIn(anna.email))!;
    await get(
      `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: anna.email })}`,
      undefined,
      freshIp(),
    );
    const { token } = await tokenMailedTo(anna.email);

    const check = await get(
      `/ebsn/api/registration/password_reset_token_check?${query({ reset_token: token, login: anna.login })}`,
    );
    expect(body(check).data).toEqual({ valid: true, login: anna.login });

    const reset = await get(
      `/ebsn/api/registration/password_reset?${query({ e_mail: anna.email, reset_token: token, login: anna.login, password: 'NuovaPassword1' })}`,
    );
    expect(body(reset).response.status).toBe(0);
    expect((await whoAmI(older)).statusCode).toBe(419);
    expect((await whoAmI(other)).statusCode).toBe(419);
    expect(await logIn(anna.email)).toBeNull();
    expect(await logIn(anna.email, 'NuovaPassword1')).not.toBeNull();
    const [saved] = await t.database.db.select().from(users).where(eq(users.userId, anna.userId));
    expect(saved!.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await get(
      `/ebsn/api/registration/password_reset?${query({ reset_token: token, login: anna.login, password: 'Ancora123' })}`,
    );
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({
      field: 'reset_token',
      error: ACCOUNT_MESSAGES.resetTokenUsed,
    });
  });

  it('refuses a link for another account, an expired one and a made-up one, in Italian', async () => {
    const anna = await newPerson();
    const bruno = await newPerson();
    await get(
      `/ebsn/api/registration/password_reset_token_request?${query({ e_mail: anna.email })}`,
      undefined,
      freshIp(),
    );
    const { token } = await tokenMailedTo(anna.email);
    const other = await get(
      `/ebsn/api/registration/password_reset?${query({ reset_token: token, login: bruno.login, password: 'Rubata123' })}`,
    );
    expect(other.statusCode).toBe(400);
    expect(firstError(other)).toMatchObject({
      field: 'reset_token',
      error: ACCOUNT_MESSAGES.resetTokenInvalid,
    });
    expect(await logIn(bruno.email)).not.toBeNull();

    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, anna.userId));
    const expired = await get(
      `/ebsn/api/registration/password_reset_token_check?${query({ reset_token: token, login: anna.login })}`,
    );
    expect(expired.statusCode).toBe(400);
    expect(firstError(expired).error).toBe(ACCOUNT_MESSAGES.resetTokenExpired);

    const madeUp = await get(
      `/ebsn/api/registration/password_reset?${query({ reset_token: 'x'.repeat(43), login: anna.login, password: 'Inventata1' })}`,
    );
    expect(firstError(madeUp).error).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
  });

  it('refuses a short new password with the docs/rules/account.md message', async () => {
    const res = await get(
      `/ebsn/api/registration/password_reset?${query({ reset_token: 'x'.repeat(43), login: 'a@b.it', password: '123' })}`,
    );
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({
      field: 'password',
      error: VALIDATION_MESSAGES.password,
    });
  });
});

describe('profile', () => {
  it('user_detail answers the person with the invoice data', async () => {
    const anna = await newPerson({ fiscalCode: 'RSSMRA80A01A944I' });
    const cookies = (await logIn(anna.email))!;
    const res = await get('/ebsn/api/registration/user_detail', cookies);
    expect(body(res).data).toMatchObject({
      billingAddress: null,
      person: {
        userId: anna.userId,
        email: anna.email,
        firstName: 'Anna',
        phone: '+39 333 000 0000',
        fiscalCode: 'RSSMRA80A01A944I',
        profile: { level: 2 },
      },
    });
    expect(res.body).not.toContain('password');
  });

  it('saves the personal data, only the shopper’s own', async () => {
    const anna = await newPerson();
    const bruno = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const res = await postJson(
      '/ebsn/api/registration/update_user_detail',
      {
        firstName: ' Annalisa ',
        lastName: 'Neri',
        phone: '333 1234567',
        birthDate: '15/03/1990',
        fiscalCode: 'rssmra80a01a944i',
        address1: 'Via Roma',
        addressNumber: '12',
        postalcode: '40121',
        city: 'Bologna',
        province: 'bo',
        userId: bruno.userId,
      },
      cookies,
    );
    expect(body(res).response.status).toBe(0);
    expect(body(res).data.person).toMatchObject({
      userId: anna.userId,
      firstName: 'Annalisa',
      birthDate: '1990-03-15',
      fiscalCode: 'RSSMRA80A01A944I',
      province: 'BO',
      profile: { level: 2 },
    });
    const withoutPhone = await postJson(
      '/ebsn/api/registration/update_user_detail',
      { firstName: 'Annalisa', lastName: 'Neri' },
      cookies,
    );
    expect(body(withoutPhone).data.person).toMatchObject({
      phone: '333 1234567',
      fiscalCode: null,
      profile: { level: 2 },
    });
    const [untouched] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.userId, bruno.userId));
    expect(untouched!.firstName).toBe('Anna');
  });

  it.each([
    [
      'firstName',
      { firstName: 'A'.repeat(10_000) },
      'Il campo può contenere al massimo 100 caratteri',
    ],
    ['fiscalCode', { fiscalCode: 'RSSMRA80A01A94😀' }, VALIDATION_MESSAGES.fiscalCode],
    ['birthDate', { birthDate: '31/02/1990' }, VALIDATION_MESSAGES.date],
    ['phone', { phone: 'chiamami' }, VALIDATION_MESSAGES.phone],
    ['postalcode', { postalcode: '401' }, 'Il campo deve essere lungo 5 caratteri'],
    ['lastName', { lastName: '' }, VALIDATION_MESSAGES.required],
  ])('refuses a bad %s with 400 naming it, and writes nothing', async (field, change, message) => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const res = await postJson(
      '/ebsn/api/registration/update_user_detail',
      { firstName: 'Nuovo', lastName: 'Nome', ...change },
      cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ field, error: message });
    const [row] = await t.database.db.select().from(users).where(eq(users.userId, anna.userId));
    expect(row!.firstName).toBe('Anna');
  });

  it('update_contact saves the telephone; removing it is refused', async () => {
    const anna = await newPerson({ phone: null, profileLevel: 1 });
    const cookies = (await logIn(anna.email))!;
    const res = await postJson(
      '/ebsn/api/registration/update_contact',
      { phone: '+39 347 1112223' },
      cookies,
    );
    expect(body(res).data.person).toMatchObject({
      phone: '+39 347 1112223',
      profile: { level: 2 },
    });
    const empty = await postJson('/ebsn/api/registration/update_contact', { phone: '' }, cookies);
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty)).toMatchObject({
      field: 'phone',
      error: VALIDATION_MESSAGES.required,
    });
  });

  it('answers 401 to a visitor', async () => {
    const res = await postJson(
      '/ebsn/api/registration/update_contact',
      { phone: '3331112223' },
      {},
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('mails a link to the new address and a notice to the old; the link applies it once', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const newEmail = `nuova-${anna.userId}@esempio.it`;
    const res = await get(
      `/ebsn/api/registration/update_email_request?${query({ new_email: newEmail.toUpperCase(), password: DEMO_PASSWORD })}`,
      cookies,
    );
    expect(body(res).response.infos).toEqual([
      { code: 'account.email_change_requested', info: ACCOUNT_MESSAGES.emailChangeRequested },
    ]);
    expect(await mailsTo(anna.email)).toHaveLength(1);
    const { token, url } = await tokenMailedTo(newEmail);
    expect(url.pathname).toBe('/update-email');
    const [before] = await t.database.db.select().from(users).where(eq(users.userId, anna.userId));
    expect(before!.email).toBe(anna.email);

    const confirmed = await get(`/ebsn/api/registration/update_email?${query({ token })}`);
    expect(body(confirmed).data.person).toMatchObject({ email: newEmail, login: newEmail });
    expect(await mailsTo(anna.email)).toHaveLength(2);
    expect(await logIn(newEmail)).not.toBeNull();

    const again = await get(`/ebsn/api/registration/update_email?${query({ token })}`);
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({
      field: 'token',
      error: ACCOUNT_MESSAGES.emailTokenInvalid,
    });
  });

  it('needs the password: without it, or with a wrong one, nothing is mailed', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const newEmail = `rubata-${anna.userId}@esempio.it`;
    const missing = await get(
      `/ebsn/api/registration/update_email_request?${query({ new_email: newEmail })}`,
      cookies,
    );
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing)).toMatchObject({ field: 'password' });
    const wrong = await get(
      `/ebsn/api/registration/update_email_request?${query({ new_email: newEmail, password: 'sbagliata' })}`,
      cookies,
    );
    expect(body(wrong).response.status).toBe(1);
    expect(firstError(wrong)).toMatchObject({
      code: 'account.password_wrong',
      field: 'password',
      error: ACCOUNT_MESSAGES.oldPasswordWrong,
    });
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect(await mailsTo(anna.email)).toHaveLength(0);
  });

  it('answers an address another account uses as a free one, and mails it that it is taken', async () => {
    const anna = await newPerson();
    const bruno = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const ask = (newEmail: string) =>
      get(
        `/ebsn/api/registration/update_email_request?${query({ new_email: newEmail, password: DEMO_PASSWORD })}`,
        cookies,
      );
    const taken = await ask(bruno.email);
    const free = await ask(`libera-${anna.userId}@esempio.it`);
    expect(taken.body).toBe(free.body);
    expect(body(taken).response.infos).toEqual([
      { code: 'account.email_change_requested', info: ACCOUNT_MESSAGES.emailChangeRequested },
    ]);
    const [toBruno] = await mailsTo(bruno.email);
    expect(toBruno!.kind).toBe('account.email-change-taken');
    expect(toBruno!.text).not.toContain('token=');
    expect(toBruno!.text).not.toContain(anna.email);
    // The old address hears of both requests alike.
    expect(await mailsTo(anna.email)).toHaveLength(2);
    const [brunoAfter] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.userId, bruno.userId));
    expect(brunoAfter!.email).toBe(bruno.email);
  });

  it('refuses a link opened in another account', async () => {
    const anna = await newPerson();
    const bruno = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const newEmail = `altra-${anna.userId}@esempio.it`;
    await get(
      `/ebsn/api/registration/update_email_request?${query({ new_email: newEmail, password: DEMO_PASSWORD })}`,
      cookies,
    );
    const { token } = await tokenMailedTo(newEmail);
    const brunoCookies = (await logIn(bruno.email))!;
    const wrong = await get(
      `/ebsn/api/registration/update_email?${query({ token })}`,
      brunoCookies,
    );
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong).error).toBe(ACCOUNT_MESSAGES.emailTokenOtherAccount);
  });
});

describe('username', () => {
  it('changes the login name; both it and the e-mail log in; another account’s is refused', async () => {
    const anna = await newPerson();
    const bruno = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const name = `anna_${anna.userId}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/ebsn/api/registration/update_username?${query({ username: name })}`,
      cookies,
    });
    expect(body(res).data.person).toMatchObject({ login: name, email: anna.email });
    expect(await logIn(name)).not.toBeNull();
    expect(await logIn(anna.email)).not.toBeNull();

    for (const taken of [bruno.email, bruno.login.toUpperCase()]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/ebsn/api/registration/update_username?${query({ username: taken })}`,
        cookies,
      });
      expect(firstError(refused)).toMatchObject({
        field: 'username',
        error: ACCOUNT_MESSAGES.usernameTaken,
      });
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: `/ebsn/api/registration/update_username?${query({ username: 'a b' })}`,
      cookies,
    });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({
      field: 'username',
      error: ACCOUNT_MESSAGES.usernameFormat,
    });
  });
});

describe('username guesses', () => {
  it('counts taken names as guesses: after 10 in a session the next answers 429', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const from = freshIp();
    const tryName = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ebsn/api/registration/update_username?${query({ username })}`,
        cookies,
        ...from,
      });
    const others = await Promise.all(Array.from({ length: 11 }, () => newPerson()));
    // A free name is no guess, however often it is chosen.
    for (let i = 0; i < 12; i++)
      expect(body(await tryName(`anna_${anna.userId}_${i}`)).response.status).toBe(0);
    for (const other of others.slice(0, 10))
      expect(firstError(await tryName(other.email)).code).toBe('account.username_taken');
    const eleventh = await tryName(others[10]!.email);
    expect(eleventh.statusCode).toBe(429);
  });
});

describe('password change', () => {
  it('needs the old password; ends the other sessions and keeps this one', async () => {
    const anna = await newPerson();
    const here = (await logIn(anna.email))!;
    const elsewhere = (await logIn(anna.email))!;
    const wrong = await get(
      `/ebsn/api/registration/update_password?${query({ old_password: 'sbagliata', new_password: 'Nuova12345' })}`,
      here,
    );
    expect(firstError(wrong)).toMatchObject({
      field: 'old_password',
      error: ACCOUNT_MESSAGES.oldPasswordWrong,
    });
    const missing = await get(
      `/ebsn/api/registration/update_password?${query({ new_password: 'Nuova12345' })}`,
      here,
    );
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing).field).toBe('old_password');

    const res = await get(
      `/ebsn/api/registration/update_password?${query({ old_password: DEMO_PASSWORD, new_password: 'Nuova12345' })}`,
      here,
    );
    expect(body(res).response.status).toBe(0);
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(419);
    expect(await logIn(anna.email, 'Nuova12345')).not.toBeNull();
  });
});

describe('delete my account', () => {
  const CARD = 12;
  const ON_DELIVERY = 2;

  const anonymize = (cookies: Cookies, password?: string) =>
    get(
      `/ebsn/api/registration/user_anonymize${password === undefined ? '' : `?${query({ password })}`}`,
      cookies,
    );

  /** An order of the shopper's, paid by card (authorised at the test acquirer) or on delivery. */
  async function placeOrder(cookies: Cookies, payment: 'card' | 'delivery' = 'delivery') {
    await fillCart(t, cookies);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    const answer = bought(
      await buy(t, cookies, `payment_type_id=${payment === 'card' ? CARD : ON_DELIVERY}`),
    );
    if (payment === 'card') await payByCard(t, cookies, answer.paymentUrl!, '4242424242424242');
    return answer.order.orderId;
  }

  /** The shopper's home as the order's snapshot holds it, as the board reads it. */
  const toHome = (orderId: number) =>
    t.database.db
      .update(orders)
      .set({
        deliveryServiceId: 2,
        shippingAddress: sql`${orders.shippingAddress} || '{"addressTypeId":2,"addressName":"Casa","address1":"Via Indipendenza","addressNumber":"8","postalcode":"40121","city":"BOLOGNA","province":"BO","doorbellName":"Neri","referencePhoneNumber":"333 1234567","addressNote":"Citofonare due volte"}'::jsonb`,
      })
      .where(eq(orders.orderId, orderId));

  const orderRow = async (orderId: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;

  const anonymized = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.userId, userId)))[0]!.anonymizedAt;

  it('asks for the account’s password, naming the field', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const missing = await anonymize(cookies);
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing).field).toBe('password');
    const empty = await anonymize(cookies, '');
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty)).toMatchObject({
      field: 'password',
      error: LOGIN_MESSAGES.passwordRequired,
    });
    const wrong = await anonymize(cookies, 'sbagliata');
    expect(body(wrong).response.status).toBe(1);
    expect(firstError(wrong)).toMatchObject({
      code: 'account.password_wrong',
      field: 'password',
      error: 'La password non è corretta.',
    });
    expect(await anonymized(anna.userId)).toBeNull();
    expect((await whoAmI(cookies)).statusCode).toBe(200);
  });

  it('is refused while an order is out for delivery, then anonymises everything but the orders', async () => {
    const anna = await newPerson({ fiscalCode: 'RSSMRA80A01A944I', address1: 'Via Roma' });
    const cookies = (await logIn(anna.email))!;
    const other = (await logIn(anna.email))!;
    const orderId = await placeOrder(cookies);
    await toHome(orderId);
    await t.database.db.update(orders).set({ orderStatusId: 7 }).where(eq(orders.orderId, orderId));
    const registered = await get(
      `/ebsn/api/externalregistration/register?${query({ platform: 'android', uuid: 'anna-phone', external_id: 'token' })}`,
      cookies,
    );
    expect(body(registered).response.status).toBe(0);

    const refused = await anonymize(cookies, DEMO_PASSWORD);
    expect(body(refused).response.status).toBe(1);
    expect(firstError(refused).code).toBe('account.anonymize_orders_in_charge');
    expect(firstError(refused).error).toMatch(
      new RegExp(
        `^Non puoi eliminare l’account: l’ordine n. ${orderId} con consegna il \\d\\d/\\d\\d è in consegna\\. Potrai eliminarlo dopo la consegna\\.$`,
      ),
    );
    expect((await whoAmI(cookies)).statusCode).toBe(200);

    await t.database.db.update(orders).set({ orderStatusId: 8 }).where(eq(orders.orderId, orderId));
    const res = await anonymize(cookies, DEMO_PASSWORD);
    expect(body(res).response.status).toBe(0);
    expect(res.cookies.find((c) => c.name === 'ebsn_session')?.value).toBe('');

    const [row] = await t.database.db.select().from(users).where(eq(users.userId, anna.userId));
    expect(row).toMatchObject({
      login: `anonimo-${anna.userId}@anonimo.invalid`,
      email: `anonimo-${anna.userId}@anonimo.invalid`,
      phone: null,
      fiscalCode: null,
      address1: null,
    });
    expect(row!.anonymizedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(anna.lastName);
    const order = await orderRow(orderId);
    expect(order.userId).toBe(anna.userId);
    // The place of a delivered order stays (the books, the store's board of the day); the person goes.
    expect(order.shippingAddress).toMatchObject({
      address1: 'Via Indipendenza',
      addressNumber: '8',
      city: 'BOLOGNA',
      referencePhoneNumber: null,
      doorbellName: null,
      addressNote: null,
    });
    const homes = await t.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, anna.userId)));
    expect(homes.every((a) => a.address1 === '' && a.deletedAt !== null)).toBe(true);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, anna.userId)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(pushDevices).where(eq(pushDevices.userId, anna.userId)),
    ).toHaveLength(0);
    expect((await whoAmI(other)).statusCode).toBe(419);
    expect(await logIn(anna.email)).toBeNull();
    const [mail] = await mailsTo(anna.email);
    expect(mail!.kind).toBe('account.deleted');
  });

  it('cancels an order the store has not taken in charge and voids its card reservation', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const orderId = await placeOrder(cookies, 'card');
    await toHome(orderId);
    expect((await orderRow(orderId)).orderStatusId).toBe(ORDER_STATUS.ORDERED);
    const transactions = () =>
      t.database.db.select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
    expect((await transactions()).map((tr) => tr.transactionStatusId)).toEqual([
      TRANSACTION_STATUS.AUTHORIZED,
    ]);

    const res = await anonymize(cookies, DEMO_PASSWORD);
    expect(body(res).response).toMatchObject({
      status: 0,
      infos: [
        { code: 'account.anonymized' },
        { code: 'order.cancelled', info: `Ordine n. ${orderId} annullato.` },
      ],
    });
    const order = await orderRow(orderId);
    expect(order.orderStatusId).toBe(ORDER_STATUS.CANCELLED);
    expect((await transactions()).map((tr) => tr.transactionStatusId)).toEqual([
      TRANSACTION_STATUS.CANCELLED,
    ]);
    // Never 'Consegna: , BOLOGNA': the cancelled order keeps where it was going.
    expect(order.shippingAddress).toMatchObject({
      address1: 'Via Indipendenza',
      city: 'BOLOGNA',
      doorbellName: null,
    });
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.at(-1)).toMatchObject({
      orderStatusId: ORDER_STATUS.CANCELLED,
      note: 'cancelled with the account',
    });
    // Queued while the account still had the address, so it reaches the person.
    const mails = await mailsTo(anna.email);
    expect(mails.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['order.cancelled', 'account.deleted']),
    );
    // It says why, and leads to no page of an account that is gone.
    const cancelled = mails.find((m) => m.kind === 'order.cancelled')!;
    expect(cancelled.text).toContain('insieme al tuo account');
    expect(cancelled.text).not.toContain('come hai richiesto');
    for (const version of [cancelled.text, cancelled.html])
      expect(version).not.toContain(`/profile/orders/${orderId}`);
    expect(await anonymized(anna.userId)).not.toBeNull();
  });

  it('leaves no live order when the gateway cannot be reached to void the reservation', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const orderId = await placeOrder(cookies, 'card');
    const unreachable = vi
      .spyOn(TestAcquirer.prototype, 'voidPayment')
      .mockRejectedValue(new Error('gateway unreachable'));
    try {
      const res = await anonymize(cookies, DEMO_PASSWORD);
      expect(body(res).response.status).toBe(0);
      expect(unreachable).toHaveBeenCalled();
    } finally {
      unreachable.mockRestore();
    }
    expect((await orderRow(orderId)).orderStatusId).toBe(ORDER_STATUS.CANCELLED);
    expect(await anonymized(anna.userId)).not.toBeNull();
    // Never captured, the reservation lapses at the gateway (decision 016).
    const [transaction] = await t.database.db
      .select()
      .from(orderTransactions)
      .where(eq(orderTransactions.orderId, orderId));
    expect(transaction!.transactionStatusId).toBe(TRANSACTION_STATUS.AUTHORIZED);
  });

  it('is refused while an order is in preparation, naming it, and cancels nothing', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const ordered = await placeOrder(cookies);
    const preparing = await placeOrder(cookies);
    await t.database.db
      .update(orders)
      .set({ orderStatusId: ORDER_STATUS.IN_PREPARATION })
      .where(eq(orders.orderId, preparing));

    const res = await anonymize(cookies, DEMO_PASSWORD);
    expect(body(res).response.status).toBe(1);
    const { error } = firstError(res);
    expect(error).toContain(`l’ordine n. ${preparing} con consegna il `);
    expect(error).toContain('è in preparazione');
    expect(error).not.toContain(`n. ${ordered} `);
    expect((await orderRow(ordered)).orderStatusId).toBe(ORDER_STATUS.ORDERED);
    expect((await orderRow(preparing)).orderStatusId).toBe(ORDER_STATUS.IN_PREPARATION);
    expect(await anonymized(anna.userId)).toBeNull();
    expect((await whoAmI(cookies)).statusCode).toBe(200);
  });

  it('is refused from another site (CSRF)', async () => {
    const anna = await newPerson();
    const cookies = (await logIn(anna.email))!;
    const res = await get(
      `/ebsn/api/registration/user_anonymize?${query({ password: DEMO_PASSWORD })}`,
      cookies,
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.statusCode).toBe(403);
    expect(await anonymized(anna.userId)).toBeNull();
  });
});

describe('Scarica i miei dati', () => {
  it('downloads the person’s own data as JSON, without secrets', async () => {
    const anna = await newPerson({ fiscalCode: 'RSSMRA80A01A944I' });
    await newPerson();
    const cookies = (await logIn(anna.email))!;
    await get(
      `/ebsn/api/externalregistration/register?${query({ platform: 'ios', uuid: 'anna-iphone', external_id: 'apns-secret-token', model: 'iPhone 15' })}`,
      cookies,
    );
    const res = await get('/ebsn/api/registration/user_export', cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="i-miei-dati-.+\.json"$/,
    );
    const data = res.json() as {
      person: { email: string; fiscalCode: string };
      sessions: unknown[];
      pushDevices: unknown[];
    };
    expect(data.person).toMatchObject({ email: anna.email, fiscalCode: 'RSSMRA80A01A944I' });
    expect(data.sessions).toHaveLength(1);
    expect(data.pushDevices).toEqual([
      expect.objectContaining({ platform: 'ios', model: 'iPhone 15' }),
    ]);
    expect(res.body).not.toContain('apns-secret-token');
    expect(res.body).not.toMatch(/passwordHash|tokenHash|sessionHash|providerToken/);
    expect(res.body).not.toContain(`persona-${people}@`);
  });
});

describe('profile level at checkout (docs/rules/account.md minimum level 2)', () => {
  it('refuses to prepare the order of an incomplete profile, with a clear message', async () => {
    const anna = await newPerson({ phone: null, profileLevel: 1 });
    const cookies = (await logIn(anna.email))!;
    await fillCart(t, cookies);
    const res = await prepare(t, cookies);
    expect(body(res).response.status).toBe(1);
    expect(firstError(res)).toMatchObject({
      code: 'checkout.profile_incomplete',
      error: ACCOUNT_MESSAGES.profileIncomplete,
    });
    await postJson('/ebsn/api/registration/update_contact', { phone: '3331234567' }, cookies);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
  });
});
