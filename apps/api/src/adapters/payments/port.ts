/**
 * The payment gateway port (docs/architecture.md#the-outside-world): what checkout and order operations
 * ask of an acquirer. Two adapters: the built-in test acquirer (default, a
 * hosted payment page under /pay/) and Stripe (manual capture). Amounts in
 * integer cents, currency EUR. Every call that moves money takes an
 * idempotency key: repeating it answers the same result and moves nothing twice.
 */

export type PaymentMethod = 'card' | 'paypal';

/**
 * Where a payment stands at the gateway.
 * - requires_action: waiting for the shopper on the gateway's page (card form, 3-D Secure, PayPal approval)
 * - pending: the shopper is done, the gateway's answer is not in yet
 * - authorized: the amount is reserved, nothing charged yet
 * - declined: refused (declineCode says why); final
 * - captured: charged (capturedCents), possibly less than authorised
 * - voided: the reservation was released without charging; final
 * - refunded: captured money given back (refundedCents, in part or whole)
 */
export type GatewayPaymentStatus =
  'requires_action' | 'pending' | 'authorized' | 'declined' | 'captured' | 'voided' | 'refunded';

/** Why a gateway refused: the shop shows the Italian text of DECLINE_MESSAGES. */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'expired_card'
  | 'cancelled_by_shopper'
  | 'processing_error';

export interface GatewayCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Set when the shopper asked to keep the card: pays later payments without the page. */
  token: string | null;
}

export interface GatewayPayment {
  /**
   * The gateway's id: a test acquirer payment id (`pay_…`); for Stripe the
   * Checkout Session id (`cs_…`) of a hosted payment, whose PaymentIntent does
   * not exist until the shopper pays, or the PaymentIntent id (`pi_…`) of a
   * payment on a kept card.
   */
  providerRef: string;
  status: GatewayPaymentStatus;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  /** While requires_action: where the shopper's browser goes. */
  redirectUrl: string | null;
  declineCode: DeclineCode | null;
  card: GatewayCard | null;
}

export interface CreatePaymentInput {
  idempotencyKey: string;
  /**
   * Who is paid, as the shopper reads it on the gateway's page: the brand's name. One
   * merchant account serves every brand, so the shop names the brand with each payment.
   */
  merchantName: string;
  /** The shop's reference, shown on the gateway's page and sent back: 'Ordine 100001'. */
  reference: string;
  description: string;
  amountCents: number;
  method: PaymentMethod;
  customerEmail: string;
  /** Where the gateway sends the browser back when the shopper is done (success or not). */
  returnUrl: string;
  /** Where the gateway posts its signed server-to-server notifications. */
  notifyUrl: string;
  /** Pay with a kept card: no page, the result comes back at once (authorized or declined). */
  savedCardToken?: string;
  /** Keep the card the shopper types (GatewayPayment.card.token). */
  saveCard?: boolean;
}

/** A verified server-to-server notification: the payment as the gateway says it now stands. */
export interface PaymentNotification {
  /** Unique per notification: a replay carries the same id and is ignored. */
  eventId: string;
  payment: GatewayPayment;
}

/**
 * A callback that fails its signature check, is too old, or is not understood
 * (answer 400 and log). `ignored`: genuine and signed, but about nothing the
 * shop follows (a Stripe event type the port does not map): answer 2xx so the
 * gateway stops sending it.
 */
export class NotificationRejected extends Error {
  constructor(readonly reason: 'bad_signature' | 'stale' | 'malformed' | 'ignored') {
    super(`payment notification rejected: ${reason}`);
  }
}

/**
 * Why a capture, void or refund (or a lookup) was refused by the gateway:
 * - not_found: no such payment
 * - invalid_state: the payment's status does not allow it (void of a captured payment…)
 * - invalid_amount: not a positive whole number of cents, or more than may be refunded
 * - no_kept_card: a capture above the authorised amount, and no kept card to charge the rest
 * - idempotency_conflict: the key was used before for another operation or amount
 * - gateway_error: the gateway did not answer or answered something unexpected
 */
export type PaymentOperationCode =
  | 'not_found'
  | 'invalid_state'
  | 'invalid_amount'
  | 'no_kept_card'
  | 'idempotency_conflict'
  | 'gateway_error';

/** A gateway operation the gateway refused; `message` (English) is for the log. */
export class PaymentOperationRefused extends Error {
  constructor(
    readonly code: PaymentOperationCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentOperationRefused';
  }
}

export interface PaymentGateway {
  /** Stored with each transaction: 'test-acquirer' or 'stripe'. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  retrievePayment(providerRef: string): Promise<GatewayPayment>;
  /**
   * Charges up to the authorised amount (the rest of the reservation is
   * released). More than authorised is charged as a second payment on the
   * kept card token (`extra`), or refused when there is none.
   */
  capturePayment(
    providerRef: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ payment: GatewayPayment; extra: GatewayPayment | null }>;
  voidPayment(providerRef: string, idempotencyKey: string): Promise<GatewayPayment>;
  refundPayment(
    providerRef: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  /**
   * Checks a callback's signature over the raw body (HMAC-SHA256 for the test
   * acquirer, Stripe's webhook signature for Stripe) and reads it; throws
   * NotificationRejected otherwise.
   */
  parseNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification;
}
