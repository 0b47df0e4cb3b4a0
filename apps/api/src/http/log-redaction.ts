import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';

/** Where the log goes when not to standard output (the tests read it back). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Query parameters that carry who the shopper is or where they live (the address,
 * login and geocoding calls of docs/rules/delivery-and-slots.md and docs/rules/account.md), or a secret that works once or for a
 * while (mailed links, OpenID Connect's redirect back, discount codes): their
 * values never reach the log.
 */
const PERSONAL_PARAMETERS = new Set(
  [
    'login',
    'email',
    'password',
    'firstName',
    'lastName',
    'phone',
    'referencePhoneNumber',
    'addressName',
    'doorbellName',
    'address1',
    'addressNumber',
    'addressNote',
    'floor',
    'text',
    'latitude',
    'longitude',
    'gpsLatitude',
    'gpsLongitude',
    'subscriptionCode',
    // The account calls of docs/rules/api-conventions.md send passwords and mailed tokens in GET queries.
    'e_mail',
    'new_email',
    'username',
    'fiscal_code',
    'old_password',
    'new_password',
    'reset_token',
    'token',
    'reg_control_code',
    'code',
    'state',
    'session_state',
    'nonce',
    'id_token',
    'access_token',
    'payment_data',
  ].map((name) => name.toLowerCase()),
);

const MASK = '***';
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** 8 to 13 digits, spaced or dotted as people write phone numbers; dates have dashes and stay. */
const PHONE = /(?<![\w-])\+?\d(?:[\s.()/]{0,2}\d){7,12}(?![\w-])/g;

/** Masks e-mail addresses and phone numbers anywhere in a text. */
export const maskContacts = (text: string): string =>
  text.replace(EMAIL, MASK).replace(PHONE, MASK);

/** A request URL as it may be logged: personal parameters and contacts masked. */
export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return maskContacts(url);
  const query = new URLSearchParams(url.slice(at + 1));
  for (const [name, value] of [...query]) {
    const masked = PERSONAL_PARAMETERS.has(name.toLowerCase()) ? MASK : maskContacts(value);
    if (masked !== value) query.set(name, masked);
  }
  return `${maskContacts(url.slice(0, at))}?${query.toString()}`;
}

/**
 * Drizzle puts a failed statement's bound values (streets, names, phones) on
 * its error's message and stack, as a `params:` line: they go.
 */
const QUERY_PARAMS_LINE = /(\nparams: ).*/g;

/** A field named for a telephone: its value goes even when it is a bare number. */
const PHONE_FIELD = /phone/i;

/** A parameter of the list in a URL quoted by a message (a provider's error names its callback). */
const PERSONAL_IN_URL = new RegExp(
  `([?&](?:${[...PERSONAL_PARAMETERS].join('|')})=)[^&#\\s"']*`,
  'gi',
);

const scrubText = (text: string): string =>
  maskContacts(text.replace(QUERY_PARAMS_LINE, `$1${MASK}`).replace(PERSONAL_IN_URL, `$1${MASK}`));

/**
 * Masks the values of a log record, not its JSON text: a number is masked only
 * in a telephone's field, so the time, ids and amounts stay numbers and every
 * line stays valid JSON.
 */
function scrubValue(value: unknown, key: string): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number') return PHONE_FIELD.test(key) ? MASK : value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, scrubValue(item, name)]),
    );
  return value;
}

/**
 * The last pass over every record written, whatever logged it (error messages
 * and stacks included): no e-mail, phone or statement value leaves the process.
 */
function scrubLine(line: string): string {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    // pino writes JSON; should a line ever not be, it is still masked as text.
    return scrubText(line);
  }
  return `${JSON.stringify(scrubValue(record, ''))}\n`;
}

/**
 * The logger: pino with the request line scrubbed of personal data, secrets
 * redacted, and a final pass masking contacts in whatever gets logged
 * (error messages and stacks included).
 */
/** What the log says of a call whose browser left before its answer (a tab closed, a phone out of signal). */
export const CLIENT_LEFT = 'the client left before the answer';

/**
 * A write to a connection the client closed: "premature close", from the pipe of a
 * compressed answer (@fastify/compress logs it as an error of its own) or from the reply's.
 */
function clientGoneError(first: unknown): Error | undefined {
  const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (!(err instanceof Error)) return undefined;
  const premature =
    (err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    err.message === 'premature close';
  return premature ? err : undefined;
}

export function loggerOptions(
  config: AppConfig,
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
    ...(destination ? { stream: destination } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-ebsn-session"]',
        'res.headers["set-cookie"]',
        'err.params',
        'err.cause.params',
      ],
      censor: MASK,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    hooks: {
      streamWrite: scrubLine,
      // Every error logged passes here: a client gone is not a server error, whoever logs it.
      logMethod(args, method, level) {
        const gone = level >= 50 ? clientGoneError(args[0]) : undefined;
        if (gone) return this.info({ err: gone }, CLIENT_LEFT);
        return method.apply(this, args);
      },
    },
  };
}
