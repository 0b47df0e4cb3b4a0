import Stripe from 'stripe';
import {
  NotificationRejected,
  PaymentOperationRefused,
  type CreatePaymentInput,
  type DeclineCode,
  type GatewayCard,
  type GatewayPayment,
  type PaymentGateway,
  type PaymentNotification,
} from '../port';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: where the SDK connects instead of api.stripe.com (tests: a local fake). */
  apiUrl?: string | undefined;
  /** Network retries of the SDK; each keeps its Idempotency-Key, so a retry never charges twice. */
  maxNetworkRetries?: number;
}

/** A webhook older than this is refused as stale (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Set on PaymentIntents the adapter creates itself (a kept card, the extra
 * charge of a capture above the authorisation): their own webhooks concern the
 * shop, while a Checkout Session's PaymentIntent is followed through the session.
 */
const ORIGIN_KEPT_CARD = 'kept_card';

const EXPAND_INTENT = ['payment_method', 'latest_charge'];

type Intent = Stripe.PaymentIntent;
type Session = Stripe.Checkout.Session;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A kept card is a Stripe customer with a saved PaymentMethod: the token names both. */
const keptToken = (customer: string, paymentMethod: string) => `${customer}:${paymentMethod}`;
function readToken(token: string): { customer: string; paymentMethod: string } | null {
  const match = /^(cus_\w+):(pm_\w+)$/.exec(token);
  return match ? { customer: match[1]!, paymentMethod: match[2]! } : null;
}

function declineCodeOf(
  error: Stripe.PaymentIntent.LastPaymentError | null | undefined,
): DeclineCode {
  if (!error) return 'card_declined';
  const code = error.decline_code ?? error.code;
  if (code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card') return 'expired_card';
  if (code === 'authentication_required' || error.code === 'payment_intent_authentication_failure')
    return 'authentication_failed';
  if (error.type === 'api_error') return 'processing_error';
  return 'card_declined';
}

function cardOf(intent: Intent): GatewayCard | null {
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  const customer = idOf(intent.customer);
  const kept =
    customer !== null &&
    (intent.setup_future_usage === 'off_session' || intent.metadata?.origin === ORIGIN_KEPT_CARD);
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    token: kept ? keptToken(customer, method.id) : null,
  };
}

/** Stripe's PaymentIntent statuses in the port's terms (decision 014 has the table). */
export function fromIntent(intent: Intent, providerRef = intent.id): GatewayPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const refunded = charge?.amount_refunded ?? 0;
  const base = {
    providerRef,
    amountCents: intent.amount,
    capturedCents: intent.amount_received,
    refundedCents: refunded,
    redirectUrl: null,
    declineCode: null,
    card: cardOf(intent),
  };
  switch (intent.status) {
    case 'requires_capture':
      return { ...base, status: 'authorized' };
    case 'succeeded':
      return { ...base, status: refunded > 0 ? 'refunded' : 'captured' };
    case 'processing':
      return { ...base, status: 'pending' };
    case 'canceled':
      // Cancelled after an authorisation is a void; before one, the shopper gave up.
      return intent.latest_charge
        ? { ...base, status: 'voided' }
        : { ...base, status: 'declined', declineCode: 'cancelled_by_shopper' };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? { ...base, status: 'declined', declineCode: declineCodeOf(intent.last_payment_error) }
        : { ...base, status: 'requires_action' };
    default:
      return { ...base, status: 'requires_action' };
  }
}

/** A Checkout Session whose PaymentIntent is not at hand (not yet paid, or a webhook). */
export function fromSession(session: Session): GatewayPayment {
  const base = {
    providerRef: session.id,
    amountCents: session.amount_total ?? 0,
    capturedCents: 0,
    refundedCents: 0,
    redirectUrl: null,
    declineCode: null,
    card: null,
  };
  if (session.status === 'open')
    return { ...base, status: 'requires_action', redirectUrl: session.url };
  if (session.status === 'expired')
    return { ...base, status: 'declined', declineCode: 'cancelled_by_shopper' };
  // Complete with manual capture: the amount is authorised, nothing is charged yet.
  return { ...base, status: session.payment_status === 'paid' ? 'captured' : 'authorized' };
}

function refusalOf(err: unknown, what: string): PaymentOperationRefused {
  if (err instanceof PaymentOperationRefused) return err;
  if (err instanceof Stripe.errors.StripeIdempotencyError)
    return new PaymentOperationRefused('idempotency_conflict', `${what}: ${err.message}`);
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    const code = err.code ?? '';
    if (code === 'resource_missing')
      return new PaymentOperationRefused('not_found', `${what}: ${err.message}`);
    if (['amount_too_large', 'amount_too_small', 'parameter_invalid_integer'].includes(code))
      return new PaymentOperationRefused('invalid_amount', `${what}: ${err.message}`);
    if (
      [
        'payment_intent_unexpected_state',
        'charge_already_refunded',
        'charge_not_captured',
      ].includes(code)
    )
      return new PaymentOperationRefused('invalid_state', `${what}: ${err.message}`);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new PaymentOperationRefused('gateway_error', `${what}: ${message}`);
}

/**
 * Stripe with manual capture (decision 014): a Checkout Session hosts the card
 * or PayPal page and authorises; the shop captures on delivery. Every call that
 * moves money carries the shop's idempotency key as Stripe's Idempotency-Key.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    const url = options.apiUrl ? new URL(options.apiUrl) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      telemetry: false,
      ...(url && {
        host: url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        protocol: url.protocol === 'http:' ? 'http' : 'https',
      }),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    if (input.savedCardToken !== undefined) return this.chargeKeptCard(input);
    // Stripe puts the session id into the return URL itself.
    const back = `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}payment={CHECKOUT_SESSION_ID}`;
    const saving = input.saveCard && input.method === 'card';
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'it',
          customer_email: input.customerEmail,
          client_reference_id: input.reference.slice(0, 200),
          allowed_payment_method_types: [input.method === 'paypal' ? 'paypal' : 'card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: {
            capture_method: 'manual',
            description: input.description,
            metadata: { reference: input.reference },
            ...(saving && { setup_future_usage: 'off_session' as const }),
          },
          ...(saving && { customer_creation: 'always' as const }),
          metadata: { reference: input.reference },
          success_url: back,
          cancel_url: back,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromSession(session);
    } catch (err) {
      throw refusalOf(err, 'create checkout session');
    }
  }

  async retrievePayment(providerRef: string): Promise<GatewayPayment> {
    try {
      if (providerRef.startsWith('cs_')) {
        const session = await this.stripe.checkout.sessions.retrieve(providerRef, {
          expand: EXPAND_INTENT.map((field) => `payment_intent.${field}`),
        });
        const intent = session.payment_intent;
        return intent && typeof intent === 'object'
          ? fromIntent(intent, session.id)
          : fromSession(session);
      }
      return fromIntent(
        await this.stripe.paymentIntents.retrieve(providerRef, { expand: EXPAND_INTENT }),
      );
    } catch (err) {
      throw refusalOf(err, `retrieve ${providerRef}`);
    }
  }

  async capturePayment(
    providerRef: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ payment: GatewayPayment; extra: GatewayPayment | null }> {
    assertAmount(amountCents, 'capture');
    try {
      const intent = await this.intentOf(providerRef);
      if (amountCents <= intent.amount) {
        const captured = await this.stripe.paymentIntents.capture(
          intent.id,
          { amount_to_capture: amountCents, expand: EXPAND_INTENT },
          { idempotencyKey },
        );
        return { payment: fromIntent(captured, providerRef), extra: null };
      }
      const token = cardOf(intent)?.token;
      const kept = token ? readToken(token) : null;
      if (!kept)
        throw new PaymentOperationRefused(
          'no_kept_card',
          `capture of ${amountCents} above the ${intent.amount} authorised on ${providerRef}, and no kept card`,
        );
      const captured = await this.stripe.paymentIntents.capture(
        intent.id,
        { amount_to_capture: intent.amount, expand: EXPAND_INTENT },
        { idempotencyKey },
      );
      const extra = await this.stripe.paymentIntents.create(
        {
          amount: amountCents - intent.amount,
          currency: 'eur',
          customer: kept.customer,
          payment_method: kept.paymentMethod,
          off_session: true,
          confirm: true,
          description: intent.description ?? undefined,
          metadata: { ...intent.metadata, origin: ORIGIN_KEPT_CARD },
          expand: EXPAND_INTENT,
        },
        { idempotencyKey: `${idempotencyKey}:extra` },
      );
      return { payment: fromIntent(captured, providerRef), extra: fromIntent(extra) };
    } catch (err) {
      throw refusalOf(err, `capture ${providerRef}`);
    }
  }

  async voidPayment(providerRef: string, idempotencyKey: string): Promise<GatewayPayment> {
    try {
      const intent = await this.intentOf(providerRef);
      const cancelled = await this.stripe.paymentIntents.cancel(
        intent.id,
        { cancellation_reason: 'requested_by_customer', expand: EXPAND_INTENT },
        { idempotencyKey },
      );
      return fromIntent(cancelled, providerRef);
    } catch (err) {
      throw refusalOf(err, `void ${providerRef}`);
    }
  }

  async refundPayment(
    providerRef: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayPayment> {
    assertAmount(amountCents, 'refund');
    try {
      const intent = await this.intentOf(providerRef);
      await this.stripe.refunds.create(
        { payment_intent: intent.id, amount: amountCents },
        { idempotencyKey },
      );
      return fromIntent(
        await this.stripe.paymentIntents.retrieve(intent.id, { expand: EXPAND_INTENT }),
        providerRef,
      );
    } catch (err) {
      throw refusalOf(err, `refund ${providerRef}`);
    }
  }

  parseNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new NotificationRejected('bad_signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.options.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new NotificationRejected(/tolerance/i.test(err.message) ? 'stale' : 'bad_signature');
      throw new NotificationRejected('malformed');
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        return { eventId: event.id, payment: fromSession(event.data.object) };
      case 'checkout.session.async_payment_failed':
        return {
          eventId: event.id,
          payment: {
            ...fromSession(event.data.object),
            status: 'declined',
            declineCode: 'card_declined',
          },
        };
      case 'payment_intent.amount_capturable_updated':
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled':
        if (event.data.object.metadata?.origin === ORIGIN_KEPT_CARD)
          return { eventId: event.id, payment: fromIntent(event.data.object) };
        throw new NotificationRejected('ignored');
      default:
        throw new NotificationRejected('ignored');
    }
  }

  /** The PaymentIntent behind a reference; a session not yet paid has none to act on. */
  private async intentOf(providerRef: string): Promise<Intent> {
    if (!providerRef.startsWith('cs_'))
      return this.stripe.paymentIntents.retrieve(providerRef, { expand: EXPAND_INTENT });
    const session = await this.stripe.checkout.sessions.retrieve(providerRef, {
      expand: EXPAND_INTENT.map((field) => `payment_intent.${field}`),
    });
    const intent = session.payment_intent;
    if (!intent)
      throw new PaymentOperationRefused('invalid_state', `${providerRef} has not been paid`);
    return typeof intent === 'string'
      ? this.stripe.paymentIntents.retrieve(intent, { expand: EXPAND_INTENT })
      : intent;
  }

  private async chargeKeptCard(input: CreatePaymentInput): Promise<GatewayPayment> {
    const kept = readToken(input.savedCardToken ?? '');
    const declined: GatewayPayment = {
      providerRef: '',
      status: 'declined',
      amountCents: input.amountCents,
      capturedCents: 0,
      refundedCents: 0,
      redirectUrl: null,
      declineCode: 'card_declined',
      card: null,
    };
    if (!kept) return declined;
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          customer: kept.customer,
          payment_method: kept.paymentMethod,
          capture_method: 'manual',
          off_session: true,
          confirm: true,
          description: input.description,
          receipt_email: input.customerEmail,
          metadata: { reference: input.reference, origin: ORIGIN_KEPT_CARD },
          expand: EXPAND_INTENT,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromIntent(intent);
    } catch (err) {
      // A refused card still leaves a PaymentIntent, with the reason on it.
      if (err instanceof Stripe.errors.StripeCardError && err.payment_intent)
        return fromIntent(err.payment_intent);
      throw refusalOf(err, 'charge kept card');
    }
  }
}

function assertAmount(amountCents: number, what: string): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    throw new PaymentOperationRefused('invalid_amount', `${what} of ${amountCents} cents`);
}
