import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationRejected, PaymentOperationRefused } from '../port';
import { StripeGateway } from './stripe-gateway';
import { StripeFake } from '../../../../stand-ins/stripe-fake';

const WEBHOOK_SECRET = 'whsec_prova_0123456789';
const fake = new StripeFake();
let gateway: StripeGateway;

beforeAll(async () => {
  const apiUrl = await fake.start();
  gateway = new StripeGateway({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl,
    maxNetworkRetries: 0,
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 1234,
  amount_received: 0,
  currency: 'eur',
  status: 'requires_capture',
  capture_method: 'manual',
  customer: null,
  setup_future_usage: null,
  description: 'Spesa online',
  metadata: { reference: 'ordine 100001' },
  last_payment_error: null,
  payment_method: { id: 'pm_1', object: 'payment_method', card },
  latest_charge: { id: 'ch_1', object: 'charge', amount_refunded: 0 },
  ...overrides,
});
const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 1234,
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  payment_intent: null,
  ...overrides,
});
const stripeError = (status: number, error: Record<string, unknown>): [number, unknown] => [
  status,
  { error: { message: 'rifiutato dal finto Stripe', ...error } },
];

const input = {
  idempotencyKey: 'pay-key-1',
  merchantName: 'Mercatò',
  reference: 'ordine 100001',
  description: 'Spesa online',
  amountCents: 1234,
  method: 'card' as const,
  customerEmail: 'mario.rossi@example.it',
  returnUrl: 'http://localhost:3000/cart/payment-completed/100001',
  notifyUrl: 'http://localhost:3000/ebsn/api/payment/notify',
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentOperationRefused);
  return (err as PaymentOperationRefused).code;
}

/** A paid session whose PaymentIntent is the given one. */
const paidSession = (pi: Record<string, unknown>) =>
  fake.on('GET', '/v1/checkout/sessions/cs_test_1', () => [
    200,
    session({ status: 'complete', url: null, payment_intent: pi }),
  ]);

describe('creating a payment', () => {
  it('opens a Checkout Session with manual capture, the amount and the idempotency key', async () => {
    fake.on('POST', '/v1/checkout/sessions', () => [200, session()]);
    const payment = await gateway.createPayment(input);
    expect(payment).toMatchObject({
      providerRef: 'cs_test_1',
      status: 'requires_action',
      amountCents: 1234,
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [call] = fake.callsTo('POST', '/v1/checkout/sessions');
    expect(call!.headers['idempotency-key']).toBe('pay-key-1');
    expect(call!.headers.authorization).toBe('Bearer sk_test_fake');
    const p = call!.params;
    expect(p.get('mode')).toBe('payment');
    expect(p.get('payment_intent_data[capture_method]')).toBe('manual');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('1234');
    expect(p.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(p.get('allowed_payment_method_types[0]')).toBe('card');
    expect(p.get('locale')).toBe('it');
    expect(p.get('success_url')).toBe(`${input.returnUrl}?payment={CHECKOUT_SESSION_ID}`);
    expect(p.get('payment_intent_data[setup_future_usage]')).toBeNull();
  });

  it('asks Stripe to keep the card, or for PayPal, when the shop says so', async () => {
    fake.on('POST', '/v1/checkout/sessions', () => [200, session()]);
    await gateway.createPayment({ ...input, saveCard: true });
    await gateway.createPayment({ ...input, method: 'paypal' });
    const [keep, paypal] = fake.callsTo('POST', '/v1/checkout/sessions');
    expect(keep!.params.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(keep!.params.get('customer_creation')).toBe('always');
    expect(paypal!.params.get('allowed_payment_method_types[0]')).toBe('paypal');
  });

  it('charges a kept card off-session with manual capture, and reads a refusal from the card error', async () => {
    fake.on('POST', '/v1/payment_intents', () =>
      stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        payment_intent: intent({
          status: 'requires_payment_method',
          latest_charge: null,
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
          },
        }),
      }),
    );
    const payment = await gateway.createPayment({ ...input, savedCardToken: 'cus_1:pm_1' });
    expect(payment).toMatchObject({
      providerRef: 'pi_1',
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
    const [call] = fake.callsTo('POST', '/v1/payment_intents');
    expect(call!.params.get('customer')).toBe('cus_1');
    expect(call!.params.get('payment_method')).toBe('pm_1');
    expect(call!.params.get('capture_method')).toBe('manual');
    expect(call!.params.get('off_session')).toBe('true');
    expect(call!.params.get('confirm')).toBe('true');
    expect(call!.headers['idempotency-key']).toBe('pay-key-1');
  });
});

describe('reading a payment', () => {
  it('maps a paid session through its PaymentIntent, under the session id', async () => {
    paidSession(intent({ customer: 'cus_1', setup_future_usage: 'off_session' }));
    expect(await gateway.retrievePayment('cs_test_1')).toEqual({
      providerRef: 'cs_test_1',
      status: 'authorized',
      amountCents: 1234,
      capturedCents: 0,
      refundedCents: 0,
      redirectUrl: null,
      declineCode: null,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, token: 'cus_1:pm_1' },
    });
    const [call] = fake.calls;
    expect([...call!.params.entries()]).toContainEqual([
      expect.stringMatching(/^expand\[\d*\]$/),
      'payment_intent.payment_method',
    ]);
  });

  it.each([
    [{ status: 'succeeded', amount_received: 1000 }, 'captured'],
    [
      {
        status: 'succeeded',
        amount_received: 1000,
        latest_charge: { id: 'ch_1', amount_refunded: 300 },
      },
      'refunded',
    ],
    [{ status: 'canceled' }, 'voided'],
    [{ status: 'canceled', latest_charge: null }, 'declined'],
    [{ status: 'processing' }, 'pending'],
    [{ status: 'requires_action' }, 'requires_action'],
  ])('PaymentIntent %o is %s', async (overrides, status) => {
    fake.on('GET', '/v1/payment_intents/pi_1', () => [200, intent(overrides)]);
    expect((await gateway.retrievePayment('pi_1')).status).toBe(status);
  });

  it('answers not_found for an unknown session', async () => {
    expect(await refusal(gateway.retrievePayment('cs_missing'))).toBe('not_found');
  });
});

describe('capture, void and refund', () => {
  it('captures less than authorised with amount_to_capture and the key', async () => {
    paidSession(intent());
    fake.on('POST', '/v1/payment_intents/pi_1/capture', () => [
      200,
      intent({ status: 'succeeded', amount_received: 1000 }),
    ]);
    const { payment, extra } = await gateway.capturePayment('cs_test_1', 1000, 'capture-1');
    expect(payment).toMatchObject({
      providerRef: 'cs_test_1',
      status: 'captured',
      capturedCents: 1000,
    });
    expect(extra).toBeNull();
    const [call] = fake.callsTo('POST', '/v1/payment_intents/pi_1/capture');
    expect(call!.params.get('amount_to_capture')).toBe('1000');
    expect(call!.headers['idempotency-key']).toBe('capture-1');
  });

  it('refuses more than authorised without a kept card, before capturing anything', async () => {
    paidSession(intent());
    expect(await refusal(gateway.capturePayment('cs_test_1', 1500, 'capture-2'))).toBe(
      'no_kept_card',
    );
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('captures all and charges the rest on the kept card, each with its own key', async () => {
    paidSession(intent({ customer: 'cus_1', setup_future_usage: 'off_session' }));
    fake.on('POST', '/v1/payment_intents/pi_1/capture', () => [
      200,
      intent({ status: 'succeeded', amount_received: 1234, customer: 'cus_1' }),
    ]);
    fake.on('POST', '/v1/payment_intents', () => [
      200,
      intent({
        id: 'pi_2',
        amount: 266,
        amount_received: 266,
        status: 'succeeded',
        customer: 'cus_1',
      }),
    ]);
    const { payment, extra } = await gateway.capturePayment('cs_test_1', 1500, 'capture-3');
    expect(payment).toMatchObject({ status: 'captured', capturedCents: 1234 });
    expect(extra).toMatchObject({ providerRef: 'pi_2', status: 'captured', capturedCents: 266 });
    const [capture] = fake.callsTo('POST', '/v1/payment_intents/pi_1/capture');
    expect(capture!.params.get('amount_to_capture')).toBe('1234');
    const [charge] = fake.callsTo('POST', '/v1/payment_intents');
    expect(charge!.params.get('amount')).toBe('266');
    expect(charge!.params.get('customer')).toBe('cus_1');
    expect(charge!.params.get('off_session')).toBe('true');
    expect(charge!.params.get('metadata[origin]')).toBe('kept_card');
    expect(charge!.headers['idempotency-key']).toBe('capture-3:extra');
  });

  it('voids by cancelling the PaymentIntent; Stripe refusing the state is invalid_state', async () => {
    paidSession(intent());
    fake.on('POST', '/v1/payment_intents/pi_1/cancel', () => [200, intent({ status: 'canceled' })]);
    expect((await gateway.voidPayment('cs_test_1', 'void-1')).status).toBe('voided');
    expect(
      fake.callsTo('POST', '/v1/payment_intents/pi_1/cancel')[0]!.headers['idempotency-key'],
    ).toBe('void-1');

    fake.on('POST', '/v1/payment_intents/pi_1/cancel', () =>
      stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' }),
    );
    expect(await refusal(gateway.voidPayment('cs_test_1', 'void-2'))).toBe('invalid_state');
  });

  it('refunds with a Refund on the PaymentIntent and reads the refunded amount back', async () => {
    fake.on('GET', '/v1/payment_intents/pi_1', () => [
      200,
      intent({
        status: 'succeeded',
        amount_received: 1000,
        latest_charge: {
          id: 'ch_1',
          amount_refunded: fake.callsTo('POST', '/v1/refunds').length ? 500 : 0,
        },
      }),
    ]);
    fake.on('POST', '/v1/refunds', () => [200, { id: 're_1', object: 'refund', amount: 500 }]);
    const payment = await gateway.refundPayment('pi_1', 500, 'refund-1');
    expect(payment).toMatchObject({ status: 'refunded', capturedCents: 1000, refundedCents: 500 });
    const [call] = fake.callsTo('POST', '/v1/refunds');
    expect(call!.params.get('payment_intent')).toBe('pi_1');
    expect(call!.params.get('amount')).toBe('500');
    expect(call!.headers['idempotency-key']).toBe('refund-1');
  });

  it('maps Stripe refusing an amount to invalid_amount, and refuses a non-positive one itself', async () => {
    fake.on('GET', '/v1/payment_intents/pi_1', () => [200, intent({ status: 'succeeded' })]);
    fake.on('POST', '/v1/refunds', () =>
      stripeError(400, { type: 'invalid_request_error', code: 'amount_too_large' }),
    );
    expect(await refusal(gateway.refundPayment('pi_1', 5000, 'refund-2'))).toBe('invalid_amount');
    expect(await refusal(gateway.refundPayment('pi_1', 0, 'refund-3'))).toBe('invalid_amount');
  });
});

describe('webhooks', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const sign = (
    payload: string,
    secret = WEBHOOK_SECRET,
    timestamp = Math.floor(Date.now() / 1000),
  ) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const reasonOf = (payload: string, header: string | undefined) => {
    try {
      gateway.parseNotification(payload, { 'stripe-signature': header });
    } catch (err) {
      expect(err).toBeInstanceOf(NotificationRejected);
      return (err as NotificationRejected).reason;
    }
    return 'accepted';
  };

  it('accepts a signed checkout.session.completed as an authorisation', () => {
    const payload = event(
      'checkout.session.completed',
      session({ status: 'complete', url: null, payment_intent: 'pi_1' }),
    );
    expect(gateway.parseNotification(payload, { 'stripe-signature': sign(payload) })).toEqual({
      eventId: 'evt_1',
      payment: expect.objectContaining({
        providerRef: 'cs_test_1',
        status: 'authorized',
        amountCents: 1234,
      }),
    });
  });

  it('reads an expired session as cancelled by the shopper', () => {
    const payload = event('checkout.session.expired', session({ status: 'expired' }));
    expect(
      gateway.parseNotification(payload, { 'stripe-signature': sign(payload) }).payment,
    ).toMatchObject({
      status: 'declined',
      declineCode: 'cancelled_by_shopper',
    });
  });

  it('refuses a bad signature, a changed body, a stale one and a missing one', () => {
    const payload = event('checkout.session.completed', session({ status: 'complete' }));
    expect(reasonOf(payload, sign(payload, 'whsec_altro'))).toBe('bad_signature');
    expect(reasonOf(payload.replace('1234', '1'), sign(payload))).toBe('bad_signature');
    expect(
      reasonOf(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)),
    ).toBe('stale');
    expect(reasonOf(payload, undefined)).toBe('bad_signature');
  });

  it('ignores genuine events the shop does not follow', () => {
    const other = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect(reasonOf(other, sign(other))).toBe('ignored');
    const sessionIntent = event('payment_intent.succeeded', intent({ status: 'succeeded' }));
    expect(reasonOf(sessionIntent, sign(sessionIntent))).toBe('ignored');
    const kept = event(
      'payment_intent.succeeded',
      intent({ status: 'succeeded', metadata: { origin: 'kept_card' } }),
    );
    expect(
      gateway.parseNotification(kept, { 'stripe-signature': sign(kept) }).payment,
    ).toMatchObject({
      providerRef: 'pi_1',
      status: 'captured',
    });
  });
});
