// Also on PostgreSQL: two confirmations of one account at once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountTokens, userDisclaimers, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed';
import { body, build, form, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small', RECAPTCHA_PROVIDER: 'test' });
  // The seeded brands guard register_user: this file asks for the token only where it says so.
  for (const brand of ['mercato', 'fresco'])
    t.app.brands.get(brand)!.config.recaptchaEndpoints = [];
});
afterAll(() => t.close());

interface Disclaimer {
  registrationDisclaimerId: number;
  code: string;
  version: number;
  required: boolean;
}
interface Mail {
  kind: string;
  subject: string;
  text: string;
  to: string;
}

let seq = 0;
/** Each test registers its own address, from its own client address (the per-address limits). */
function fresh() {
  seq += 1;
  return { email: `nuovo.cliente.${seq}@esempio.it`, ip: `10.1.0.${seq}` };
}

async function disclaimers(): Promise<Disclaimer[]> {
  const res = await t.app.inject('/ebsn/api/registration-disclaimer/list');
  return body(res).data.registrationDisclaimers as Disclaimer[];
}

async function consents(accept: Partial<Record<string, boolean>> = { privacy: true }) {
  return (await disclaimers()).map((d) => ({
    disclaimerId: d.registrationDisclaimerId,
    accepted: accept[d.code] ?? false,
  }));
}

async function validBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Giulia',
    lastName: 'Verdi',
    email,
    confirmEmail: email,
    password: 'Segreta2026',
    birthdate: '14/02/1990',
    phone: '333 123 4567',
    fiscalCode: 'VRDGLI90B54A944R',
    address1: 'Via Indipendenza',
    addressNumber: '12',
    postalCode: '40121',
    province: 'bo',
    city: 'Bologna',
    referenceStoreId: '5',
    fidelityCard: '2501234567898',
    disclaimers: await consents(),
    ...overrides,
  };
}

const register = (payload: object, ip: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/ebsn/api/registration/register_user${query}`,
    payload,
    remoteAddress: ip,
  });

async function mailsTo(email: string): Promise<Mail[]> {
  const res = await t.app.inject(`/dev/mail.json?to=${encodeURIComponent(email)}`);
  return body(res).data.mails as Mail[];
}

function linkIn(mail: Mail): URL {
  const match = /https?:\/\/\S+\/registration\/confirm\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return new URL(match[0]);
}

const confirm = (email: string, code: string) =>
  t.app.inject(
    `/ebsn/api/registration/registration_confirm?${new URLSearchParams({ e_mail: email, reg_control_code: code }).toString()}`,
  );

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    ...form({ login: email, password, remember_me: 'false', show_sectors: 'false' }),
  });

describe('registration-disclaimer/list', () => {
  it("answers the brand's four consents with privacy the one required", async () => {
    const list = await disclaimers();
    expect(list.map((d) => [d.code, d.required, d.version])).toEqual([
      ['privacy', true, 1],
      ['newsletter', false, 1],
      ['marketing', false, 1],
      ['surveys', false, 1],
    ]);
    const res = await t.app.inject(
      '/ebsn/api/registration-disclaimer/list?store_id=5&registration_module_type_id=2',
    );
    expect(JSON.stringify(body(res).data)).toContain('Mercatò');
  });
});

describe('register → mail → confirm → login', () => {
  it('creates an unconfirmed account, mails the link, confirms once, then logs in', async () => {
    const { email, ip } = fresh();
    const res = await register(await validBody(email), ip);
    expect(res.statusCode).toBe(200);
    expect(body(res).response.status).toBe(0);
    expect(body(res).data).toEqual({ email });

    const [row] = await t.database.db.select().from(users).where(eq(users.login, email));
    expect(row).toMatchObject({
      emailConfirmedAt: null,
      firstName: 'Giulia',
      province: 'BO',
      postalcode: '40121',
      referenceStoreId: 5,
      birthDate: '1990-02-14',
      fiscalCode: 'VRDGLI90B54A944R',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const refused = await login(email, 'Segreta2026');
    expect(body(refused).response.status).toBe(1);
    expect(body(refused).response.errors[0]).toMatchObject({
      code: 'auth.email_not_confirmed',
      error: expect.stringContaining('non è ancora confermato'),
    });
    // A wrong password says only that: the account's state stays hidden.
    const wrong = await login(email, 'sbagliata');
    expect(body(wrong).response.errors[0]!.code).toBe('auth.invalid_credentials');

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Conferma la tua registrazione — Mercatò');
    const link = linkIn(mails[0]!);
    expect(link.pathname).toBe('/registration/confirm');
    expect(link.searchParams.get('e_mail')).toBe(email);
    const code = link.searchParams.get('reg_control_code')!;
    const [token] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, row!.userId));
    expect(token!.tokenHash).not.toContain(code);
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(48 * 3_600_000);

    const confirmed = await confirm(email, code);
    expect(confirmed.statusCode).toBe(200);
    expect(body(confirmed).response.infos[0]).toMatchObject({
      info: 'Il tuo indirizzo e-mail è confermato: ora puoi accedere.',
    });

    const again = await confirm(email, code);
    expect(again.statusCode).toBe(400);
    expect(body(again).response.errors[0]).toMatchObject({
      field: 'reg_control_code',
      error: expect.stringContaining('già stato usato'),
    });

    const ok = await login(email, 'Segreta2026');
    expect(body(ok).response.status).toBe(0);
    expect((body(ok).data.data as { user: { firstName: string } }).user.firstName).toBe('Giulia');
  });

  it('stores each consent with its version and time', async () => {
    const { email, ip } = fresh();
    const before = Date.now();
    await register(
      await validBody(email, { disclaimers: await consents({ privacy: true, newsletter: true }) }),
      ip,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.login, email));
    const saved = await t.database.db
      .select()
      .from(userDisclaimers)
      .where(eq(userDisclaimers.userId, row!.userId));
    const byId = new Map((await disclaimers()).map((d) => [d.registrationDisclaimerId, d.code]));
    expect(saved.map((s) => [byId.get(s.disclaimerId), s.accepted, s.version]).sort()).toEqual(
      [
        ['marketing', false, 1],
        ['newsletter', true, 1],
        ['privacy', true, 1],
        ['surveys', false, 1],
      ].sort(),
    );
    expect(saved[0]!.decidedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('gives an account registered without a telephone profile level 1 (to complete before buying)', async () => {
    const withPhone = fresh();
    const withoutPhone = fresh();
    await register(await validBody(withPhone.email), withPhone.ip);
    await register(await validBody(withoutPhone.email, { phone: '' }), withoutPhone.ip);
    const levelOf = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.login, email)))[0]!.profileLevel;
    expect(await levelOf(withPhone.email)).toBe(2);
    expect(await levelOf(withoutPhone.email)).toBe(1);
  });
});

describe('register_user refusals', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['firstName', { firstName: '' }, 'firstName', 'Campo obbligatorio'],
    ['lastName', { lastName: '   ' }, 'lastName', 'Campo obbligatorio'],
    [
      'email format',
      { email: 'giulia@', confirmEmail: 'giulia@' },
      'email',
      'Digitare una e-mail valida',
    ],
    [
      'confirmation',
      { confirmEmail: 'altra@esempio.it' },
      'confirmEmail',
      'Gli indirizzi e-mail non coincidono',
    ],
    [
      'password length',
      { password: '12345' },
      'password',
      'La password deve essere lunga 6 caratteri',
    ],
    ['phone', { phone: '12' }, 'phone', 'Digitare un numero di telefono valido'],
    ['birthdate', { birthdate: '31/02/1990' }, 'birthdate', 'Formato della data gg/mm/aaaa'],
    ['fiscal code', { fiscalCode: 'VRDGLI90B54A944X' }, 'fiscalCode', 'Formato non corretto'],
    ['address1', { address1: '' }, 'address1', 'Campo obbligatorio'],
    ['addressNumber', { addressNumber: '' }, 'addressNumber', 'Campo obbligatorio'],
    ['postal code', { postalCode: '4012' }, 'postalCode', 'Il campo deve essere lungo 5 caratteri'],
    ['province', { province: 'B1' }, 'province', "Accetta solo caratteri dell'alfabeto"],
    ['city', { city: '' }, 'city', 'Campo obbligatorio'],
    ['store missing', { referenceStoreId: '' }, 'referenceStoreId', 'Campo obbligatorio'],
    [
      'loyalty card check digit',
      { fidelityCard: '2501234567895' },
      'fidelityCard',
      'Numero di carta fedeltà non valido',
    ],
    [
      'loyalty card prefix',
      { fidelityCard: '1234567890128' },
      'fidelityCard',
      'Numero di carta fedeltà non valido',
    ],
    [
      '10,000-character name',
      { firstName: 'A'.repeat(10_000) },
      'firstName',
      'Il campo può contenere al massimo 100 caratteri',
    ],
    [
      'emoji in the fiscal code',
      { fiscalCode: 'VRDGLI90B54A944😀' },
      'fiscalCode',
      'Formato non corretto',
    ],
  ];

  it.each(cases)(
    '%s: 400 naming the field with its Italian message',
    async (_name, change, field, message) => {
      const { email, ip } = fresh();
      const res = await register(await validBody(email, change), ip);
      expect(res.statusCode).toBe(400);
      expect(body(res).response.errors[0]).toMatchObject({ field, error: message });
      expect(await mailsTo(email)).toEqual([]);
    },
  );

  it('an unknown store: 400 naming referenceStoreId', async () => {
    const { email, ip } = fresh();
    const res = await register(await validBody(email, { referenceStoreId: '999999' }), ip);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]).toMatchObject({
      field: 'referenceStoreId',
      error: 'Scegli un punto vendita tra quelli proposti',
    });
  });

  it('privacy not accepted: 400 naming that consent, no account', async () => {
    const { email, ip } = fresh();
    const privacy = (await disclaimers()).find((d) => d.code === 'privacy')!;
    const res = await register(await validBody(email, { disclaimers: await consents({}) }), ip);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]).toMatchObject({
      field: `disclaimers.${privacy.registrationDisclaimerId}`,
      error: 'Per registrarti devi accettare l’informativa sulla privacy',
    });
    const rows = await t.database.db.select().from(users).where(eq(users.login, email));
    expect(rows).toEqual([]);
  });

  it('a consent of another brand is refused', async () => {
    const { email, ip } = fresh();
    const others = await t.app.inject({
      url: '/ebsn/api/registration-disclaimer/list',
      headers: { host: 'fresco.localhost' },
    });
    const foreign = (body(others).data.registrationDisclaimers as Disclaimer[])[1]!;
    const res = await register(
      await validBody(email, {
        disclaimers: [
          ...(await consents()),
          { disclaimerId: foreign.registrationDisclaimerId, accepted: true },
        ],
      }),
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.field).toBe(
      `disclaimers.${foreign.registrationDisclaimerId}`,
    );
  });
});

describe('an address that already has an account', () => {
  it('answers the same as a new one and mails its owner that the account exists', async () => {
    const { ip } = fresh();
    const email = 'mario.rossi@esempio.it';
    const res = await register(await validBody(email), ip);
    const fresh1 = fresh();
    const newOne = await register(await validBody(fresh1.email), fresh1.ip);
    expect(res.statusCode).toBe(newOne.statusCode);
    expect(body(res).response).toEqual(body(newOne).response);
    expect(Object.keys(body(res).data)).toEqual(Object.keys(body(newOne).data));

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toContain('Hai già un account — Mercatò');
    // The demo shopper's password and data are untouched.
    expect(body(await login(email, DEMO_PASSWORD)).response.status).toBe(0);
  });

  it('an account still waiting for confirmation gets a new confirmation link instead', async () => {
    const { email, ip } = fresh();
    await register(await validBody(email), ip);
    await register(await validBody(email, { firstName: 'Altro' }), ip);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['registration.confirm', 'registration.confirm']);
    const rows = await t.database.db.select().from(users).where(eq(users.login, email));
    expect(rows.map((r) => r.firstName)).toEqual(['Giulia']);
  });
});

describe('registration_confirm refusals', () => {
  async function registered() {
    const { email, ip } = fresh();
    await register(await validBody(email), ip);
    const [mail] = await mailsTo(email);
    return { email, code: linkIn(mail!).searchParams.get('reg_control_code')! };
  }

  it("another account's code does not confirm this one", async () => {
    const a = await registered();
    const b = await registered();
    const res = await confirm(a.email, b.code);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]).toMatchObject({
      field: 'reg_control_code',
      error: expect.stringContaining('non è valido'),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.login, a.email));
    expect(row!.emailConfirmedAt).toBeNull();
    // b's code is still good for b.
    expect((await confirm(b.email, b.code)).statusCode).toBe(200);
  });

  it('an expired code is refused and asks for a new mail', async () => {
    const a = await registered();
    const [row] = await t.database.db.select().from(users).where(eq(users.login, a.email));
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, row!.userId)));
    const res = await confirm(a.email, a.code);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.error).toContain('scaduto');
  });

  it('a made-up or malformed code is a 400, never a 500', async () => {
    const a = await registered();
    for (const code of ['x', 'A'.repeat(43), '😀'.repeat(10), '']) {
      const res = await confirm(a.email, code);
      expect(res.statusCode).toBe(400);
    }
  });

  it('two clicks at once confirm once', async () => {
    const a = await registered();
    const answers = await Promise.all([confirm(a.email, a.code), confirm(a.email, a.code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('registration_resend_email', () => {
  const resend = (email: string, ip: string) =>
    t.app.inject({
      url: `/ebsn/api/registration/registration_resend_email?e_mail=${encodeURIComponent(email)}`,
      remoteAddress: ip,
    });

  it('answers the same for an unknown address, a confirmed one and one waiting', async () => {
    const { email, ip } = fresh();
    await register(await validBody(email), ip);
    const answers = await Promise.all([
      resend(email, '10.2.0.1'),
      resend('nessuno@esempio.it', '10.2.0.2'),
      resend('mario.rossi@esempio.it', '10.2.0.3'),
    ]);
    const shapes = answers.map((r) => [r.statusCode, body(r).response]);
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await mailsTo('nessuno@esempio.it')).toEqual([]);
    expect((await mailsTo('mario.rossi@esempio.it')).map((m) => m.kind)).not.toContain(
      'registration.confirm',
    );
  });

  it('caps the mails per address silently and the calls per client address with 429', async () => {
    const { email, ip } = fresh();
    await register(await validBody(email), ip);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await resend(email, '10.3.0.1'));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    // Three mails an hour: the registration's and two more.
    expect(await mailsTo(email)).toHaveLength(3);
    const sixth = await resend(email, '10.3.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(body(sixth).response.errors[0]!.error).toBe(
      'Troppe richieste: riprova tra qualche minuto.',
    );
  });
});

describe('a brand without the registration flag', () => {
  it('refuses register_user with an Italian message and creates nothing', async () => {
    const brand = t.app.brands.get('mercato')!;
    brand.flags.registration = false;
    try {
      const { email, ip } = fresh();
      const res = await register(await validBody(email), ip);
      expect(res.statusCode).toBe(200);
      expect(body(res).response).toMatchObject({
        status: 1,
        errors: [
          { code: 'registration.disabled', error: 'La registrazione online non è disponibile.' },
        ],
      });
      expect(await t.database.db.select().from(users).where(eq(users.login, email))).toEqual([]);
    } finally {
      brand.flags.registration = true;
    }
  });
});

describe('recaptcha on the configured endpoints', () => {
  it('refuses register_user without the token once the brand lists it, accepts the configured one', async () => {
    const brand = t.app.brands.get('fresco')!;
    brand.config.recaptchaEndpoints = ['/ebsn/api/registration/register_user'];
    const headers = { host: 'fresco.localhost' };
    const list = await t.app.inject({ url: '/ebsn/api/registration-disclaimer/list', headers });
    const answers = (body(list).data.registrationDisclaimers as Disclaimer[]).map((d) => ({
      disclaimerId: d.registrationDisclaimerId,
      accepted: d.required,
    }));
    const { email, ip } = fresh();
    const payload = await validBody(email, { disclaimers: answers });
    const send = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ebsn/api/registration/register_user${query}`,
        payload,
        headers,
        remoteAddress: ip,
      });
    const without = await send('');
    expect(without.statusCode).toBe(400);
    expect(body(without).response.errors[0]).toMatchObject({
      code: 'recaptcha.failed',
      field: 'token',
    });
    expect((await send('?token=sbagliato')).statusCode).toBe(400);
    const passed = await send('?token=recaptcha-di-prova');
    expect(body(passed).response.status).toBe(0);
    // Mercatò does not list it: no token needed there.
    const other = fresh();
    expect(body(await register(await validBody(other.email), other.ip)).response.status).toBe(0);
  });
});
