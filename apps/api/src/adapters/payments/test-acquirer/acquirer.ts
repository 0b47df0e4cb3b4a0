import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { acquirerPayments } from '../../../db/schema';
import type { JobRunner } from '../../../jobs';
import {
  NotificationRejected,
  PaymentOperationRefused,
  type CreatePaymentInput,
  type DeclineCode,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
  type PaymentNotification,
} from '../port';
import {
  brandOf,
  digitsOnly,
  isExpired,
  outcomeOf,
  passesLuhn,
  readExpiry,
  type TestCardOutcome,
} from './cards';
import { SIGNATURE_HEADER, signatureHeader, verifySignature } from './signature';

type Row = typeof acquirerPayments.$inferSelect;

/**
 * Posts a notification and answers the HTTP status the shop gave. The acquirer
 * lives in the shop's process, which may have no listening socket (tests), so
 * how a notification travels is the caller's choice (see `appDeliver`).
 */
export type Deliver = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

export const ACQUIRER_JOBS = {
  /** Retries a notification the shop did not accept: payload { url, body }. */
  notify: 'acquirer.notify',
  /** Settles a payment left pending by the pending test card: payload { paymentId }. */
  resolvePending: 'acquirer.resolve-pending',
} as const;

/** Attempts of a notification before the acquirer gives up (about 4 hours with the runner's back-off). */
const NOTIFY_ATTEMPTS = 10;
/** The first retry waits as the runner's later ones do: a shop that just refused is not asked again at once. */
const FIRST_RETRY_SECONDS = 30;

/**
 * The acquirer's own statuses. `created` and `challenge` wait for the shopper;
 * rows whose status starts with `op_` are the ledger of captures, voids and
 * refunds (their key is the merchant's idempotency key, `merchant_reference`
 * the payment they act on).
 */
type AcquirerStatus =
  | 'created'
  | 'challenge'
  | 'pending'
  | 'authorized'
  | 'declined'
  | 'captured'
  | 'voided'
  | 'refunded';
type OperationKind = 'capture' | 'void' | 'refund';

const GATEWAY_STATUS: Record<AcquirerStatus, GatewayPaymentStatus> = {
  created: 'requires_action',
  challenge: 'requires_action',
  pending: 'pending',
  authorized: 'authorized',
  declined: 'declined',
  captured: 'captured',
  voided: 'voided',
  refunded: 'refunded',
};

/**
 * card_token holds the acquirer's reference to the card a payment used:
 * `tok_<MMYYYY>_<hex>` for a kept card (reusable: GatewayCard.token),
 * `ref_<MMYYYY>_<hex>` for one used once; before the shopper types a card,
 * OFFER_SAVE marks a payment whose page offers «Ricorda questa carta».
 */
const OFFER_SAVE = 'offer_save';
const CARD_REF = /^(tok|ref)_(\d{2})(\d{4})_[0-9a-f]+$/;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const cardRef = (kept: boolean, month: number, year: number) =>
  `${kept ? 'tok' : 'ref'}_${String(month).padStart(2, '0')}${year}_${randomBytes(12).toString('hex')}`;
const isKeptToken = (token: string | null): token is string => !!token?.startsWith('tok_');

export const PAYMENT_ID = /^pay_[0-9a-f]{24}$/;

/** The shopper's page is on the origin of the shop's return URL (decision 014). */
const pageUrl = (row: Row, page: 'checkout' | 'challenge') =>
  new URL(`/pay/${page}/${row.paymentId}`, row.returnUrl).toString();

/** Where the browser goes back to: the shop's return URL with `payment=<id>` added. */
export const returnUrlOf = (row: Pick<Row, 'returnUrl' | 'paymentId'>): string => {
  const url = new URL(row.returnUrl);
  url.searchParams.set('payment', row.paymentId);
  return url.toString();
};

export function toGatewayPayment(row: Row): GatewayPayment {
  const status = row.status as AcquirerStatus;
  const ref = row.cardToken ? CARD_REF.exec(row.cardToken) : null;
  return {
    providerRef: row.paymentId,
    status: GATEWAY_STATUS[status],
    amountCents: row.amountCents,
    capturedCents: row.capturedCents,
    refundedCents: row.refundedCents,
    redirectUrl:
      status === 'created'
        ? pageUrl(row, 'checkout')
        : status === 'challenge'
          ? pageUrl(row, 'challenge')
          : null,
    declineCode: (row.declineCode as DeclineCode | null) ?? null,
    card:
      ref && row.cardLast4
        ? {
            brand: row.cardBrand ?? 'card',
            last4: row.cardLast4,
            expMonth: Number(ref[2]),
            expYear: Number(ref[3]),
            token: isKeptToken(row.cardToken) ? row.cardToken : null,
          }
        : null,
  };
}

const GatewayPaymentSchema = z.object({
  providerRef: z.string(),
  status: z.enum([
    'requires_action',
    'pending',
    'authorized',
    'declined',
    'captured',
    'voided',
    'refunded',
  ]),
  amountCents: z.number().int(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  redirectUrl: z.string().nullable(),
  declineCode: z
    .enum([
      'card_declined',
      'insufficient_funds',
      'authentication_failed',
      'expired_card',
      'cancelled_by_shopper',
      'processing_error',
    ])
    .nullable(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      token: z.string().nullable(),
    })
    .nullable(),
});
const NotificationSchema = z.object({ eventId: z.string().min(1), payment: GatewayPaymentSchema });

/** What the shopper typed on the card form; the page keeps all but number and CVC on an error. */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
  remember: boolean;
}
export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** What the browser is shown after a form: the form again with its errors, or a redirect. */
export interface Redirect {
  kind: 'redirect';
  location: string;
}
export type PageAnswer =
  { kind: 'form_errors'; errors: Partial<Record<CardField, string>>; form: CardForm } | Redirect;

export const CARD_ERRORS = {
  holder: 'Inserisci il nome del titolare come riportato sulla carta.',
  number: 'Il numero della carta non è valido: controlla le cifre.',
  expiry: 'Indica la scadenza nel formato MM/AA.',
  expired: 'La carta è scaduta: usa una carta con una scadenza futura.',
  cvc: 'Il codice di sicurezza (CVC) è di 3 o 4 cifre.',
} as const;

export interface TestAcquirerOptions {
  db: Db;
  jobs: Pick<JobRunner, 'enqueue'>;
  /** Signs the notifications (ACQUIRER_SECRET). */
  secret: string;
  /** How long the pending test card leaves the result open (ACQUIRER_PENDING_SECONDS). */
  pendingSeconds: number;
  deliver: Deliver;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The built-in test acquirer (docs/architecture.md#the-outside-world, decision 014): its books are the
 * acquirer_payments table; its hosted page is served by `testAcquirerRoutes`.
 * Money moves in two steps, as with a real acquirer: the page authorises, the
 * shop captures (or voids) later and may refund what it captured.
 */
export class TestAcquirer implements PaymentGateway {
  readonly name = 'test-acquirer';

  constructor(private readonly options: TestAcquirerOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
      throw new PaymentOperationRefused(
        'invalid_amount',
        `amount ${input.amountCents} is not positive cents`,
      );
    for (const url of [input.returnUrl, input.notifyUrl])
      if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
        throw new PaymentOperationRefused(
          'invalid_amount',
          `${url} is not an absolute http(s) URL`,
        );
    const known = await this.byKey(input.idempotencyKey);
    if (known) return this.sameCreation(known, input);

    const base = {
      paymentId: randomId('pay'),
      idempotencyKey: input.idempotencyKey,
      merchantReference: input.reference,
      merchantName: input.merchantName,
      method: input.method,
      amountCents: input.amountCents,
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
    };
    let values: typeof acquirerPayments.$inferInsert;
    if (input.savedCardToken !== undefined) {
      const card = isKeptToken(input.savedCardToken)
        ? await this.keptCard(input.savedCardToken)
        : undefined;
      values = card
        ? { ...base, method: 'card', status: 'authorized', ...card }
        : { ...base, method: 'card', status: 'declined', declineCode: 'card_declined' };
    } else {
      values = {
        ...base,
        status: 'created',
        cardToken: input.saveCard && input.method === 'card' ? OFFER_SAVE : null,
      };
    }
    await this.db.insert(acquirerPayments).values(values).onConflictDoNothing();
    // A request racing with the same key may have won: both answer its row.
    const row = await this.byKey(input.idempotencyKey);
    if (!row) throw new PaymentOperationRefused('gateway_error', 'payment vanished after insert');
    return this.sameCreation(row, input);
  }

  async retrievePayment(providerRef: string): Promise<GatewayPayment> {
    return toGatewayPayment(await this.mustFind(providerRef));
  }

  async capturePayment(
    providerRef: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ payment: GatewayPayment; extra: GatewayPayment | null }> {
    const extraKey = `op:capture-extra:${idempotencyKey}`;
    const payment = await this.operate(
      'capture',
      providerRef,
      amountCents,
      idempotencyKey,
      async (tx, row) => {
        if (row.status !== 'authorized') return 'invalid_state';
        if (amountCents <= row.amountCents) {
          await tx
            .update(acquirerPayments)
            .set({ status: 'captured', capturedCents: amountCents, updatedAt: sql`now()` })
            .where(eq(acquirerPayments.paymentId, row.paymentId));
          return null;
        }
        // More than was authorised (the weighed goods came out heavier): the
        // reservation is charged in full and the rest is a second charge on the kept card.
        if (!isKeptToken(row.cardToken)) return 'no_kept_card';
        await tx
          .update(acquirerPayments)
          .set({ status: 'captured', capturedCents: row.amountCents, updatedAt: sql`now()` })
          .where(eq(acquirerPayments.paymentId, row.paymentId));
        const rest = amountCents - row.amountCents;
        await tx.insert(acquirerPayments).values({
          paymentId: randomId('pay'),
          idempotencyKey: extraKey,
          merchantReference: row.merchantReference,
          merchantName: row.merchantName,
          method: 'card',
          amountCents: rest,
          capturedCents: rest,
          status: 'captured',
          cardBrand: row.cardBrand,
          cardLast4: row.cardLast4,
          cardToken: row.cardToken,
          returnUrl: row.returnUrl,
          notifyUrl: row.notifyUrl,
        });
        return null;
      },
    );
    const extra = await this.byKey(extraKey);
    return { payment, extra: extra ? toGatewayPayment(extra) : null };
  }

  voidPayment(providerRef: string, idempotencyKey: string): Promise<GatewayPayment> {
    return this.operate('void', providerRef, 0, idempotencyKey, async (tx, row) => {
      if (row.status !== 'authorized') return 'invalid_state';
      await tx
        .update(acquirerPayments)
        .set({ status: 'voided', updatedAt: sql`now()` })
        .where(eq(acquirerPayments.paymentId, row.paymentId));
      return null;
    });
  }

  refundPayment(
    providerRef: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayPayment> {
    return this.operate('refund', providerRef, amountCents, idempotencyKey, async (tx, row) => {
      if (row.status !== 'captured' && row.status !== 'refunded') return 'invalid_state';
      if (amountCents > row.capturedCents - row.refundedCents) return 'invalid_amount';
      await tx
        .update(acquirerPayments)
        .set({
          status: 'refunded',
          refundedCents: row.refundedCents + amountCents,
          updatedAt: sql`now()`,
        })
        .where(eq(acquirerPayments.paymentId, row.paymentId));
      return null;
    });
  }

  parseNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification {
    verifySignature(this.options.secret, rawBody, headers[SIGNATURE_HEADER]);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new NotificationRejected('malformed');
    }
    const parsed = NotificationSchema.safeParse(json);
    if (!parsed.success) throw new NotificationRejected('malformed');
    return parsed.data;
  }

  // ---- The hosted page's side -------------------------------------------

  /** A payment the page may show (never a ledger entry), or null. */
  async findPayment(paymentId: string): Promise<Row | null> {
    if (!PAYMENT_ID.test(paymentId)) return null;
    const [row] = await this.db
      .select()
      .from(acquirerPayments)
      .where(eq(acquirerPayments.paymentId, paymentId));
    return row ?? null;
  }

  /** Does the page offer to keep the card? */
  static offersToKeepCard(row: Row): boolean {
    return row.cardToken === OFFER_SAVE;
  }

  async submitCard(row: Row, form: CardForm, now = new Date()): Promise<PageAnswer> {
    const number = digitsOnly(form.number);
    const expiry = readExpiry(form.expiry);
    const errors: Partial<Record<CardField, string>> = {};
    if (!form.holder.trim() || form.holder.length > 100) errors.holder = CARD_ERRORS.holder;
    if (!passesLuhn(number)) errors.number = CARD_ERRORS.number;
    if (!expiry) errors.expiry = CARD_ERRORS.expiry;
    else if (isExpired(expiry, now)) errors.expiry = CARD_ERRORS.expired;
    if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = CARD_ERRORS.cvc;
    if (!expiry || Object.keys(errors).length) return { kind: 'form_errors', errors, form };

    const outcome = outcomeOf(number);
    const card = {
      cardBrand: brandOf(number),
      cardLast4: number.slice(-4),
      cardToken: cardRef(
        form.remember && TestAcquirer.offersToKeepCard(row),
        expiry.month,
        expiry.year,
      ),
    };
    const settled = await this.settle(row.paymentId, ['created'], {
      ...card,
      ...this.outcomeColumns(outcome, now),
    });
    if (!settled) return this.answerFor(row.paymentId);
    if (outcome.kind === 'challenge')
      return { kind: 'redirect', location: pageUrl(settled, 'challenge') };
    if (outcome.kind === 'pending')
      await this.options.jobs.enqueue(
        ACQUIRER_JOBS.resolvePending,
        { paymentId: settled.paymentId },
        { runAt: settled.resolvesAt ?? now, key: settled.paymentId },
      );
    else await this.notify(settled);
    return { kind: 'redirect', location: returnUrlOf(settled) };
  }

  /** The 3-D Secure page's answer: «Conferma» authorises, «Non confermare» declines. */
  async answerChallenge(row: Row, confirmed: boolean): Promise<Redirect> {
    return this.finish(
      row,
      ['challenge'],
      confirmed
        ? { status: 'authorized' }
        : { status: 'declined', declineCode: 'authentication_failed' },
    );
  }

  async answerPaypal(row: Row, approved: boolean): Promise<Redirect> {
    if (row.method !== 'paypal') return this.answerFor(row.paymentId);
    return this.finish(
      row,
      ['created'],
      approved
        ? { status: 'authorized' }
        : { status: 'declined', declineCode: 'cancelled_by_shopper' },
    );
  }

  /** «Annulla e torna al negozio», on the card form, the PayPal page or the challenge. */
  cancel(row: Row): Promise<Redirect> {
    return this.finish(row, ['created', 'challenge'], {
      status: 'declined',
      declineCode: 'cancelled_by_shopper',
    });
  }

  // ---- Jobs ---------------------------------------------------------------

  async resolvePending(paymentId: string): Promise<void> {
    const settled = await this.settle(paymentId, ['pending'], {
      status: 'authorized',
      resolvesAt: null,
    });
    if (settled) await this.notify(settled);
  }

  /** A retry of a notification; throws so the job runner tries again later. */
  async redeliver(url: string, body: string): Promise<void> {
    const status = await this.send(url, body);
    if (status < 200 || status > 299) throw new Error(`notification to ${url} answered ${status}`);
  }

  // ---- Inside -------------------------------------------------------------

  private outcomeColumns(outcome: TestCardOutcome, now: Date): Partial<Row> {
    switch (outcome.kind) {
      case 'authorize':
        return { status: 'authorized' };
      case 'decline':
        return { status: 'declined', declineCode: outcome.code };
      case 'challenge':
        return { status: 'challenge' };
      case 'pending':
        return {
          status: 'pending',
          resolvesAt: new Date(now.getTime() + this.options.pendingSeconds * 1000),
        };
    }
  }

  private async finish(row: Row, from: AcquirerStatus[], set: Partial<Row>): Promise<Redirect> {
    const settled = await this.settle(row.paymentId, from, set);
    if (!settled) return this.answerFor(row.paymentId);
    await this.notify(settled);
    return { kind: 'redirect', location: returnUrlOf(settled) };
  }

  /** Moves a payment on only from the given statuses, so a form sent twice acts once. */
  private async settle(
    paymentId: string,
    from: AcquirerStatus[],
    set: Partial<Row>,
  ): Promise<Row | null> {
    const [row] = await this.db
      .update(acquirerPayments)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(acquirerPayments.paymentId, paymentId), inArray(acquirerPayments.status, from)))
      .returning();
    return row ?? null;
  }

  /** A page acted on a payment that had already moved on: show where it stands now. */
  private async answerFor(paymentId: string): Promise<Redirect> {
    const row = await this.mustFind(paymentId);
    return {
      kind: 'redirect',
      location: row.status === 'challenge' ? pageUrl(row, 'challenge') : pageUrl(row, 'checkout'),
    };
  }

  /**
   * Tells the shop how the payment stands. Only outcomes reached away from the
   * shop's own calls are notified (the page, the challenge, a pending result);
   * what createPayment, capture, void and refund do, their answer says.
   */
  private async notify(row: Row): Promise<void> {
    const body = JSON.stringify({
      eventId: randomId('evt'),
      payment: toGatewayPayment(row),
    } satisfies PaymentNotification);
    let status = 0;
    try {
      status = await this.send(row.notifyUrl, body);
    } catch (err) {
      this.options.log.warn({ err, paymentId: row.paymentId }, 'acquirer notification failed');
    }
    if (status >= 200 && status <= 299) return;
    this.options.log.warn(
      { status, paymentId: row.paymentId },
      'acquirer notification refused; retrying',
    );
    await this.options.jobs.enqueue(
      ACQUIRER_JOBS.notify,
      { url: row.notifyUrl, body },
      { maxAttempts: NOTIFY_ATTEMPTS, runAt: new Date(Date.now() + FIRST_RETRY_SECONDS * 1000) },
    );
  }

  /** Signed at each attempt, so a retry hours later is not refused as stale. */
  private send(url: string, body: string): Promise<number> {
    return this.options.deliver(url, body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(this.options.secret, body),
    });
  }

  private async byKey(idempotencyKey: string): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(acquirerPayments)
      .where(eq(acquirerPayments.idempotencyKey, idempotencyKey));
    return row;
  }

  private sameCreation(row: Row, input: CreatePaymentInput): GatewayPayment {
    if (
      !row.paymentId.startsWith('pay_') ||
      row.amountCents !== input.amountCents ||
      row.merchantReference !== input.reference
    )
      throw new PaymentOperationRefused(
        'idempotency_conflict',
        `idempotency key ${input.idempotencyKey} was used for another payment`,
      );
    return toGatewayPayment(row);
  }

  private async mustFind(paymentId: string): Promise<Row> {
    const row = await this.findPayment(paymentId);
    if (!row) throw new PaymentOperationRefused('not_found', `no payment ${paymentId}`);
    return row;
  }

  /** The card behind a kept token, from the payment that kept it. */
  private async keptCard(
    token: string,
  ): Promise<Pick<Row, 'cardBrand' | 'cardLast4' | 'cardToken'> | undefined> {
    const [row] = await this.db
      .select({
        cardBrand: acquirerPayments.cardBrand,
        cardLast4: acquirerPayments.cardLast4,
        cardToken: acquirerPayments.cardToken,
      })
      .from(acquirerPayments)
      .where(and(eq(acquirerPayments.cardToken, token), like(acquirerPayments.paymentId, 'pay_%')))
      .limit(1);
    return row;
  }

  /**
   * One capture, void or refund: the payment's row is locked, the ledger entry
   * for the key is looked for under that lock (a repeat answers the payment as
   * it stands and moves nothing), then `apply` checks the state and writes.
   */
  private async operate(
    kind: OperationKind,
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
    apply: (tx: Db, row: Row) => Promise<PaymentOperationRefused['code'] | null>,
  ): Promise<GatewayPayment> {
    if (!Number.isInteger(amountCents) || amountCents < 0 || (kind !== 'void' && amountCents === 0))
      throw new PaymentOperationRefused('invalid_amount', `${kind} of ${amountCents} cents`);
    const key = `op:${kind}:${idempotencyKey}`;
    const refused = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(acquirerPayments)
        .where(eq(acquirerPayments.paymentId, paymentId))
        .for('update');
      if (!row || !PAYMENT_ID.test(row.paymentId)) return 'not_found' as const;
      const [done] = await tx
        .select()
        .from(acquirerPayments)
        .where(eq(acquirerPayments.idempotencyKey, key));
      if (done)
        return done.merchantReference === paymentId && done.amountCents === amountCents
          ? null
          : ('idempotency_conflict' as const);
      const refusal = await apply(tx as unknown as Db, row);
      if (refusal) return refusal;
      await tx.insert(acquirerPayments).values({
        paymentId: randomId('op'),
        idempotencyKey: key,
        merchantReference: paymentId,
        method: row.method,
        amountCents,
        status: `op_${kind}`,
        returnUrl: row.returnUrl,
        notifyUrl: row.notifyUrl,
      });
      return null;
    });
    if (refused)
      throw new PaymentOperationRefused(refused, `${kind} of ${paymentId} refused: ${refused}`);
    return this.retrievePayment(paymentId);
  }
}
