import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES, REGISTRATION_MESSAGES } from '@spesa/domain';
import { contactRequests } from '../../db/schema';
import { build, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small', RECAPTCHA_PROVIDER: 'test' });
  // Freschissimo protects its customer-service form (as seeded); here Mercatò does not list it.
  t.app.brands.get('fresco')!.config.recaptchaEndpoints = ['/p/wp-admin/admin-ajax.php'];
  t.app.brands.get('mercato')!.config.recaptchaEndpoints = [];
});
afterAll(() => t.close());

const fields = (email: string) => ({
  nome: 'Giulia',
  cognome: 'Bianchi',
  email,
  telefono: '333 123 4567',
  numeroOrdine: '',
  argomento: 'consegna',
  messaggio: 'La spesa di ieri è arrivata senza le uova.',
  privacy: 'true',
});

let caller = 0;
const send = (host: string, email: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/p/wp-admin/admin-ajax.php${query}`,
    remoteAddress: `10.9.0.${++caller}`,
    headers: { host },
    payload: { action: 'send_mail_form', security: '', formData: { id: 5, fields: fields(email) } },
  });

const storedFor = (email: string) =>
  t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email));

describe('recaptcha on the customer-service form (form 5)', () => {
  it('refuses the form without a valid token where the brand lists admin-ajax.php', async () => {
    const without = await send('fresco.localhost', 'senza@example.it');
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      response: {
        errors: [
          {
            code: 'recaptcha.failed',
            field: 'token',
            error: REGISTRATION_MESSAGES.recaptchaFailed,
          },
        ],
      },
    });
    expect(
      (await send('fresco.localhost', 'senza@example.it', '?token=sbagliato')).statusCode,
    ).toBe(400);
    expect(await storedFor('senza@example.it')).toHaveLength(0);
  });

  it('accepts it with the token the verifier passes, and stores the request', async () => {
    const res = await send('fresco.localhost', 'con@example.it', '?token=recaptcha-di-prova');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: CONTACT_MESSAGES.sent } });
    expect(await storedFor('con@example.it')).toHaveLength(1);
  });

  it('asks no token of a brand that does not list the endpoint', async () => {
    const res = await send('localhost:3000', 'mercato@example.it');
    expect(res.statusCode).toBe(200);
  });
});
