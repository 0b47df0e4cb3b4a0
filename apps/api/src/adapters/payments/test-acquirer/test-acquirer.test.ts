import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../../../config/env';
import { acquirerPayments, jobs } from '../../../db/schema';
import { buildServer } from '../../../server';
import { openCopy } from '../../../test/templates';
import { form } from '../../../test/helper';
import { createPaymentGateway } from '..';
import {
  NotificationRejected,
  PaymentOperationRefused,
  type CreatePaymentInput,
  type GatewayPayment,
  type PaymentNotification,
} from '../port';
import {
  ACQUIRER_JOBS,
  SIGNATURE_HEADER,
  TEST_CARDS,
  TestAcquirer,
  appDeliver,
  signatureHeader,
  testAcquirerRoutes,
} from '.';

const SECRET = 'segreto-di-prova-per-i-test-0123';
const ORIGIN = 'http://localhost:3000';

interface Delivery {
  url: string;
  body: string;
  headers: Record<string, string>;
}
const deliveries: Delivery[] = [];
let shopAnswers = 200;
/** What the shop's notify route received through app.inject (the default delivery). */
const injected: PaymentNotification[] = [];

let app: FastifyInstance;
let gateway: TestAcquirer;
let drop: () => Promise<void>;

beforeAll(async () => {
  const config = loadConfig(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ACQUIRER_SECRET: SECRET,
    ACQUIRER_PENDING_SECONDS: 1,
  });
  const copy = await openCopy(inject('apiTemplates'), 'small');
  drop = copy.drop;
  let made: TestAcquirer | undefined;
  const recording = (target: FastifyInstance) =>
    (made = createPaymentGateway(target, config, {
      deliver: async (url, body, headers) => {
        deliveries.push({ url, body, headers });
        return shopAnswers;
      },
    }) as TestAcquirer);
  // Not a literal, so this also builds on a server.ts that does not take `paymentGateway`.
  const options = { config, database: copy.database, paymentGateway: recording };
  app = await buildServer(options);
  gateway = made ?? recording(app);
  if (!app.hasRoute({ method: 'GET', url: '/pay/checkout/:id' }))
    await app.register(testAcquirerRoutes, { acquirer: gateway });
  // A stand-in for the shop's notify route: it reads the raw body, as the real one must.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) =>
      done(null, raw),
    );
    scope.post<{ Body: string }>('/test/acquirer-notify/:provider', async (request, reply) => {
      try {
        injected.push(gateway.parseNotification(request.body, request.headers));
        return reply.status(204).send();
      } catch (err) {
        if (err instanceof NotificationRejected) return reply.status(400).send(err.reason);
        throw err;
      }
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});
beforeEach(() => {
  deliveries.length = 0;
  injected.length = 0;
  shopAnswers = 200;
});

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  idempotencyKey: randomUUID(),
  merchantName: 'Mercatò',
  reference: 'ordine 100001',
  description: 'Spesa online',
  amountCents: 1234,
  method: 'card',
  customerEmail: 'mario.rossi@example.it',
  returnUrl: `${ORIGIN}/cart/payment-completed/100001`,
  notifyUrl: `${ORIGIN}/ebsn/api/payment/notify`,
  ...overrides,
});

const pathOf = (url: string | null) => {
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
};
const returnOf = (payment: GatewayPayment) =>
  `${ORIGIN}/cart/payment-completed/100001?payment=${payment.providerRef}`;

const page = (payment: GatewayPayment) =>
  app.inject({ method: 'GET', url: pathOf(payment.redirectUrl) });

function submitCard(payment: GatewayPayment, number: string, fields: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/pay/checkout/${payment.providerRef}`,
    ...form({ number, expiry: '12/30', cvc: '123', holder: 'Mario Rossi', ...fields }),
  });
}

async function authorized(overrides: Partial<CreatePaymentInput> = {}, fields = {}) {
  const payment = await gateway.createPayment(input(overrides));
  const res = await submitCard(payment, TEST_CARDS.success.number, fields);
  expect(res.statusCode).toBe(303);
  return gateway.retrievePayment(payment.providerRef);
}

const notified = () => deliveries.map((d) => gateway.parseNotification(d.body, d.headers));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentOperationRefused);
  return (err as PaymentOperationRefused).code;
}

describe('the hosted card page', () => {
  it('shows the test banner, the merchant, the reference and the amount in Italian, with no script', async () => {
    const payment = await gateway.createPayment(input());
    expect(payment).toMatchObject({ status: 'requires_action', card: null });
    expect(payment.redirectUrl).toBe(`${ORIGIN}/pay/checkout/${payment.providerRef}`);
    expect(payment.providerRef).toMatch(/^pay_[0-9a-f]{24}$/);

    const res = await page(payment);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Ambiente di prova — nessun addebito reale');
    expect(res.body).toMatch(/<dt>Esercente<\/dt>\s*<dd>Mercatò<\/dd>/);
    expect(res.body).toMatch(/<dt>Causale<\/dt>\s*<dd>ordine 100001<\/dd>/);
    expect(res.body).toMatch(/12,34\s€/);
    expect(res.body).toContain('<label for="f-number">Numero della carta</label>');
    expect(res.body).toContain('Annulla e torna al negozio');
    expect(res.body).not.toContain('Ricorda questa carta');
    expect(res.body.match(/<h1>/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('escapes what the shop and the shopper wrote', async () => {
    const payment = await gateway.createPayment(
      input({ reference: '<b>ordine</b> "1"', merchantName: 'Bio & <i>Co</i>' }),
    );
    const res = await page(payment);
    expect(res.body).toContain('&lt;b&gt;ordine&lt;/b&gt; &quot;1&quot;');
    expect(res.body).toContain('Bio &amp; &lt;i&gt;Co&lt;/i&gt;');
    expect(res.body).not.toContain('<b>ordine</b>');
  });

  it('answers 404 with a page for an unknown or malformed payment id', async () => {
    for (const url of [
      '/pay/checkout/pay_000000000000000000000000',
      '/pay/checkout/nonsense',
      '/pay/challenge/pay_1',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Pagamento non trovato');
      expect(res.body).toContain('Ambiente di prova');
    }
    const post = await submitCard(
      { providerRef: 'pay_000000000000000000000000' } as GatewayPayment,
      '4242',
    );
    expect(post.statusCode).toBe(404);
  });
});

describe('the test cards', () => {
  it('4242 4242 4242 4242 authorises, notifies the shop and sends the browser back', async () => {
    const payment = await gateway.createPayment(input());
    const res = await submitCard(payment, TEST_CARDS.success.number);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(returnOf(payment));

    const now = await gateway.retrievePayment(payment.providerRef);
    expect(now).toMatchObject({
      status: 'authorized',
      amountCents: 1234,
      capturedCents: 0,
      redirectUrl: null,
      declineCode: null,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, token: null },
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.url).toBe(`${ORIGIN}/ebsn/api/payment/notify`);
    const [notification] = notified();
    expect(notification!.eventId).toMatch(/^evt_/);
    expect(notification!.payment).toEqual(now);
  });

  it.each([
    [TEST_CARDS.declined.number, 'card_declined'],
    [TEST_CARDS.insufficientFunds.number, 'insufficient_funds'],
  ])('%s is declined with %s', async (number, code) => {
    const payment = await gateway.createPayment(input());
    const res = await submitCard(payment, number);
    expect(res.headers.location).toBe(returnOf(payment));
    const now = await gateway.retrievePayment(payment.providerRef);
    expect(now).toMatchObject({ status: 'declined', declineCode: code });
    expect(notified()[0]!.payment).toMatchObject({ status: 'declined', declineCode: code });
  });

  it('4000 0000 0000 3220 asks for 3-D Secure; «Conferma» authorises', async () => {
    const payment = await gateway.createPayment(input());
    const res = await submitCard(payment, TEST_CARDS.threeDSecure.number);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/pay/challenge/${payment.providerRef}`);
    const waiting = await gateway.retrievePayment(payment.providerRef);
    expect(waiting).toMatchObject({ status: 'requires_action', redirectUrl: res.headers.location });
    expect(deliveries).toHaveLength(0);

    const challenge = await app.inject({ method: 'GET', url: pathOf(waiting.redirectUrl) });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Verifica 3-D Secure');
    expect(challenge.body).toContain('>Conferma</button>');
    expect(challenge.body).toContain('>Non confermare</button>');
    expect(challenge.body).toContain('3220');

    const answer = await app.inject({
      method: 'POST',
      url: `/pay/challenge/${payment.providerRef}`,
      ...form({ answer: 'confirm' }),
    });
    expect(answer.headers.location).toBe(returnOf(payment));
    expect((await gateway.retrievePayment(payment.providerRef)).status).toBe('authorized');
    expect(notified()[0]!.payment.status).toBe('authorized');
  });

  it('«Non confermare» on the challenge declines with authentication_failed', async () => {
    const payment = await gateway.createPayment(input());
    await submitCard(payment, TEST_CARDS.threeDSecure.number);
    const answer = await app.inject({
      method: 'POST',
      url: `/pay/challenge/${payment.providerRef}`,
      ...form({ answer: 'reject' }),
    });
    expect(answer.headers.location).toBe(returnOf(payment));
    expect(await gateway.retrievePayment(payment.providerRef)).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
    });
  });

  it('4000 0000 0000 0077 stays pending until its job runs at resolves_at, then authorises', async () => {
    const payment = await gateway.createPayment(input());
    const res = await submitCard(payment, TEST_CARDS.pending.number);
    expect(res.headers.location).toBe(returnOf(payment));
    expect((await gateway.retrievePayment(payment.providerRef)).status).toBe('pending');
    expect(deliveries).toHaveLength(0);

    const [job] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ACQUIRER_JOBS.resolvePending), eq(jobs.key, payment.providerRef)));
    const [row] = await app.db
      .select()
      .from(acquirerPayments)
      .where(eq(acquirerPayments.paymentId, payment.providerRef));
    expect(job!.runAt.getTime()).toBe(row!.resolvesAt!.getTime());
    expect(row!.resolvesAt!.getTime() - row!.updatedAt.getTime()).toBeLessThan(1500);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await app.jobs.runDue();
    expect((await gateway.retrievePayment(payment.providerRef)).status).toBe('authorized');
    expect(notified().map((n) => n.payment.status)).toEqual(['authorized']);
  });

  it('does not resolve a pending payment before its time', async () => {
    const payment = await gateway.createPayment(input());
    await submitCard(payment, TEST_CARDS.pending.number);
    await app.jobs.runDue();
    expect((await gateway.retrievePayment(payment.providerRef)).status).toBe('pending');
  });
});

describe('the card form', () => {
  it('shows it again with Italian errors, keeping holder and expiry but not number and CVC', async () => {
    const payment = await gateway.createPayment(input());
    const res = await submitCard(payment, '4242 4242 4242 4241', {
      expiry: '01/20',
      cvc: '98',
      holder: 'Mario "Rossi"',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Il numero della carta non è valido: controlla le cifre.');
    expect(res.body).toContain('La carta è scaduta: usa una carta con una scadenza futura.');
    expect(res.body).toContain('Il codice di sicurezza (CVC) è di 3 o 4 cifre.');
    expect(res.body).toContain('value="Mario &quot;Rossi&quot;"');
    expect(res.body).toContain('value="01/20"');
    expect(res.body).not.toContain('4242 4242 4242 4241');
    expect(res.body).not.toContain('value="98"');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('aria-invalid="true"');
    expect((await gateway.retrievePayment(payment.providerRef)).status).toBe('requires_action');
    expect(deliveries).toHaveLength(0);
  });

  it('refuses an unreadable expiry and an empty holder', async () => {
    const payment = await gateway.createPayment(input());
    const res = await submitCard(payment, TEST_CARDS.success.number, {
      expiry: '13/30',
      holder: ' ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Indica la scadenza nel formato MM/AA.');
    expect(res.body).toContain('Inserisci il nome del titolare come riportato sulla carta.');
  });

  it('puts the focus on the first wrong field, so a keyboard lands where the correction starts', async () => {
    const autofocused = (body: string) =>
      [...body.matchAll(/<input\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => /\sautofocus[\s/>]/.test(tag))
        .map((tag) => /id="([^"]+)"/.exec(tag)![1]);
    const payment = await gateway.createPayment(input());
    const expiryFirst = await submitCard(payment, TEST_CARDS.success.number, {
      expiry: '13/30',
      holder: ' ',
    });
    expect(autofocused(expiryFirst.body)).toEqual(['f-expiry']);
    const numberFirst = await submitCard(payment, '4242 4242 4242 4241', { holder: ' ' });
    expect(autofocused(numberFirst.body)).toEqual(['f-number']);
    expect(autofocused((await page(payment)).body)).toEqual([]);
  });

  it('«Annulla e torna al negozio» declines as cancelled by the shopper', async () => {
    const payment = await gateway.createPayment(input());
    const res = await app.inject({
      method: 'POST',
      url: `/pay/checkout/${payment.providerRef}/cancel`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(returnOf(payment));
    expect(await gateway.retrievePayment(payment.providerRef)).toMatchObject({
      status: 'declined',
      declineCode: 'cancelled_by_shopper',
    });
  });

  it('acts once when sent twice, and then shows the payment as settled', async () => {
    const payment = await gateway.createPayment(input());
    await submitCard(payment, TEST_CARDS.success.number);
    const again = await submitCard(payment, TEST_CARDS.declined.number);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Pagamento già elaborato');
    expect((await gateway.retrievePayment(payment.providerRef)).status).toBe('authorized');
    expect(deliveries).toHaveLength(1);
    const revisit = await page(payment);
    expect(revisit.body).toContain('Pagamento già elaborato');
    expect(revisit.body).toContain(`href="${returnOf(payment)}"`);
  });
});

describe('PayPal', () => {
  it('shows an approval page instead of a card form; approving authorises', async () => {
    const payment = await gateway.createPayment(input({ method: 'paypal' }));
    const res = await page(payment);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Accedi e approva il pagamento');
    expect(res.body).toContain('>Annulla</button>');
    expect(res.body).not.toContain('Numero della carta');
    const approve = await app.inject({ method: 'POST', url: `/pay/paypal/${payment.providerRef}` });
    expect(approve.headers.location).toBe(returnOf(payment));
    expect(await gateway.retrievePayment(payment.providerRef)).toMatchObject({
      status: 'authorized',
      card: null,
    });
  });

  it('«Annulla» declines', async () => {
    const payment = await gateway.createPayment(input({ method: 'paypal' }));
    await app.inject({ method: 'POST', url: `/pay/checkout/${payment.providerRef}/cancel` });
    expect((await gateway.retrievePayment(payment.providerRef)).declineCode).toBe(
      'cancelled_by_shopper',
    );
  });
});

describe('creating payments', () => {
  it('answers the same payment for the same idempotency key, and refuses the key for another amount', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      gateway.createPayment(input({ idempotencyKey: key })),
      gateway.createPayment(input({ idempotencyKey: key })),
    ]);
    expect(second!.providerRef).toBe(first!.providerRef);
    const rows = await app.db
      .select()
      .from(acquirerPayments)
      .where(eq(acquirerPayments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(
      await refusal(gateway.createPayment(input({ idempotencyKey: key, amountCents: 999 }))),
    ).toBe('idempotency_conflict');
  });

  it('offers to keep the card when asked; a kept card pays later without the page', async () => {
    const payment = await gateway.createPayment(input({ saveCard: true }));
    expect((await page(payment)).body).toContain('Ricorda questa carta');
    await submitCard(payment, TEST_CARDS.success.number, { remember: '1' });
    const kept = await gateway.retrievePayment(payment.providerRef);
    expect(kept.card!.token).toMatch(/^tok_/);

    const later = await gateway.createPayment(input({ savedCardToken: kept.card!.token! }));
    expect(later).toMatchObject({
      status: 'authorized',
      redirectUrl: null,
      card: { last4: '4242', expMonth: 12, expYear: 2030, token: kept.card!.token },
    });
  });

  it('does not keep the card when the box is left unticked', async () => {
    const payment = await authorized({ saveCard: true });
    expect(payment.card!.token).toBeNull();
  });

  it('declines an unknown kept-card token at once', async () => {
    const unknown = await gateway.createPayment(input({ savedCardToken: 'tok_122030_deadbeef' }));
    expect(unknown).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
  });
});

describe('notifications', () => {
  const body = JSON.stringify({ eventId: 'evt_1', payment: { providerRef: 'pay_x' } });

  async function oneNotification(): Promise<Delivery> {
    await authorized();
    return deliveries[0]!;
  }

  it('are accepted with a good signature', async () => {
    const { body: raw, headers } = await oneNotification();
    expect(headers[SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(gateway.parseNotification(raw, headers).payment.status).toBe('authorized');
  });

  it.each([
    [
      'signed with another secret',
      (raw: string) => signatureHeader('un-altro-segreto-lungo-abbastanza', raw),
      'bad_signature',
    ],
    [
      'six minutes old',
      (raw: string) => signatureHeader(SECRET, raw, new Date(Date.now() - 360_000)),
      'stale',
    ],
    ['without a signature', () => undefined, 'bad_signature'],
    ['with a garbled header', () => 't=abc,v1=zz', 'bad_signature'],
  ])('are refused when %s', async (_what, sign, reason) => {
    const { body: raw } = await oneNotification();
    const headers = { [SIGNATURE_HEADER]: sign(raw) };
    expect(() => gateway.parseNotification(raw, headers)).toThrow(
      expect.objectContaining({ reason }),
    );
  });

  it('are refused when the body was changed after signing (a replay with a new amount)', async () => {
    const { body: raw, headers } = await oneNotification();
    const tampered = raw.replace('"amountCents":1234', '"amountCents":1');
    expect(tampered).not.toBe(raw);
    expect(() => gateway.parseNotification(tampered, headers)).toThrow(
      expect.objectContaining({ reason: 'bad_signature' }),
    );
  });

  it('are refused as malformed when a signed body is not a notification', () => {
    const headers = { [SIGNATURE_HEADER]: signatureHeader(SECRET, body) };
    expect(() => gateway.parseNotification(body, headers)).toThrow(
      expect.objectContaining({ reason: 'malformed' }),
    );
    const notJson = 'non è json';
    expect(() =>
      gateway.parseNotification(notJson, { [SIGNATURE_HEADER]: signatureHeader(SECRET, notJson) }),
    ).toThrow(expect.objectContaining({ reason: 'malformed' }));
  });

  it('a refused delivery is retried by a job, with the same event and a fresh signature', async () => {
    shopAnswers = 503;
    await authorized();
    expect(deliveries).toHaveLength(1);
    const pending = () =>
      app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, ACQUIRER_JOBS.notify), isNull(jobs.finishedAt)));
    const [job] = await pending();
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    shopAnswers = 200;
    await app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.jobId, job!.jobId));
    await app.jobs.runDue();
    expect(deliveries).toHaveLength(2);
    const [first, second] = notified();
    expect(second!.eventId).toBe(first!.eventId);
    expect(await pending()).toHaveLength(0);
  });

  it('by default reach a route of this app through app.inject, signed and whole', async () => {
    const viaApp = new TestAcquirer({
      db: app.db,
      jobs: app.jobs,
      secret: SECRET,
      pendingSeconds: 1,
      deliver: appDeliver(app),
      log: app.log,
    });
    const payment = await viaApp.createPayment(
      input({ notifyUrl: `${ORIGIN}/test/acquirer-notify/test-acquirer` }),
    );
    const row = (await viaApp.findPayment(payment.providerRef))!;
    await viaApp.submitCard(row, {
      number: TEST_CARDS.success.number,
      expiry: '12/30',
      cvc: '123',
      holder: 'Mario Rossi',
      remember: false,
    });
    expect(injected).toHaveLength(1);
    expect(injected[0]!.payment).toMatchObject({
      providerRef: payment.providerRef,
      status: 'authorized',
    });
  });
});

describe('capture, void and refund', () => {
  it('captures less than authorised once per key; the rest is released', async () => {
    const payment = await authorized();
    const key = randomUUID();
    const first = await gateway.capturePayment(payment.providerRef, 1000, key);
    expect(first).toMatchObject({
      payment: { status: 'captured', capturedCents: 1000, amountCents: 1234 },
      extra: null,
    });
    const again = await gateway.capturePayment(payment.providerRef, 1000, key);
    expect(again).toEqual(first);
    expect(await refusal(gateway.capturePayment(payment.providerRef, 1000, randomUUID()))).toBe(
      'invalid_state',
    );
    expect(await refusal(gateway.capturePayment(payment.providerRef, 900, key))).toBe(
      'idempotency_conflict',
    );
  });

  it('captures exactly the authorised amount', async () => {
    const payment = await authorized();
    const { payment: captured } = await gateway.capturePayment(
      payment.providerRef,
      1234,
      randomUUID(),
    );
    expect(captured).toMatchObject({ status: 'captured', capturedCents: 1234 });
  });

  it('captures more than authorised with a second charge on the kept card', async () => {
    const payment = await authorized({ saveCard: true }, { remember: '1' });
    const key = randomUUID();
    const { payment: captured, extra } = await gateway.capturePayment(
      payment.providerRef,
      1500,
      key,
    );
    expect(captured).toMatchObject({ status: 'captured', capturedCents: 1234 });
    expect(extra).toMatchObject({
      status: 'captured',
      amountCents: 266,
      capturedCents: 266,
      card: { last4: '4242', token: payment.card!.token },
    });
    expect(extra!.providerRef).not.toBe(payment.providerRef);
    const again = await gateway.capturePayment(payment.providerRef, 1500, key);
    expect(again.extra!.providerRef).toBe(extra!.providerRef);
  });

  it('refuses to capture more than authorised without a kept card, and charges nothing', async () => {
    const payment = await authorized();
    expect(await refusal(gateway.capturePayment(payment.providerRef, 1500, randomUUID()))).toBe(
      'no_kept_card',
    );
    expect((await gateway.retrievePayment(payment.providerRef)).status).toBe('authorized');
  });

  it('voids an authorisation once, and nothing else', async () => {
    const payment = await authorized();
    const key = randomUUID();
    expect((await gateway.voidPayment(payment.providerRef, key)).status).toBe('voided');
    expect((await gateway.voidPayment(payment.providerRef, key)).status).toBe('voided');
    expect(await refusal(gateway.capturePayment(payment.providerRef, 100, randomUUID()))).toBe(
      'invalid_state',
    );

    const waiting = await gateway.createPayment(input());
    expect(await refusal(gateway.voidPayment(waiting.providerRef, randomUUID()))).toBe(
      'invalid_state',
    );
    const captured = await authorized();
    await gateway.capturePayment(captured.providerRef, 1234, randomUUID());
    expect(await refusal(gateway.voidPayment(captured.providerRef, randomUUID()))).toBe(
      'invalid_state',
    );
  });

  it('refunds captured money in parts, never more than was captured, once per key', async () => {
    const payment = await authorized();
    expect(await refusal(gateway.refundPayment(payment.providerRef, 100, randomUUID()))).toBe(
      'invalid_state',
    );
    await gateway.capturePayment(payment.providerRef, 1000, randomUUID());
    const key = randomUUID();
    expect(await gateway.refundPayment(payment.providerRef, 400, key)).toMatchObject({
      status: 'refunded',
      capturedCents: 1000,
      refundedCents: 400,
    });
    expect((await gateway.refundPayment(payment.providerRef, 400, key)).refundedCents).toBe(400);
    expect(await refusal(gateway.refundPayment(payment.providerRef, 601, randomUUID()))).toBe(
      'invalid_amount',
    );
    expect(
      (await gateway.refundPayment(payment.providerRef, 600, randomUUID())).refundedCents,
    ).toBe(1000);
    expect(await refusal(gateway.refundPayment(payment.providerRef, 0, randomUUID()))).toBe(
      'invalid_amount',
    );
  });

  it('answers not_found for an unknown payment', async () => {
    const unknown = 'pay_000000000000000000000000';
    expect(await refusal(gateway.retrievePayment(unknown))).toBe('not_found');
    expect(await refusal(gateway.capturePayment(unknown, 100, randomUUID()))).toBe('not_found');
    expect(await refusal(gateway.voidPayment(unknown, randomUUID()))).toBe('not_found');
    expect(await refusal(gateway.refundPayment(unknown, 100, randomUUID()))).toBe('not_found');
  });
});
