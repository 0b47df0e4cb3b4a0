import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, ERROR_MESSAGES } from '@spesa/domain';
import { AppError, HTTP_STATUS } from './app-error';
import { envelope, errorMessage } from './envelope';
import { CLIENT_LEFT } from './log-redaction';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: {
    issue?: { path?: PropertyKey[] };
    missingProperty?: string;
    /** Set by the domain's field validators (shopperIssue): the message is the shopper's. */
    params?: { shopperMessage?: boolean };
  };
  message?: string;
}

function fieldOf(error: FastifyError): string {
  const first = (error.validation?.[0] ?? {}) as ValidationIssue;
  const zodPath = first.params?.issue?.path;
  const fromPath = zodPath?.length
    ? zodPath.map(String).join('.')
    : (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = fromPath || first.params?.missingProperty || '';
  return field || error.validationContext || 'body';
}

/**
 * A field validator of the domain (docs/rules/account.md) reports its own Italian message as
 * a custom issue: the shopper reads that; any other failure names the field.
 */
function validationText(error: FastifyError, field: string): string {
  const first = (error.validation?.[0] ?? {}) as ValidationIssue;
  if (first.params?.params?.shopperMessage && first.message) return first.message;
  return isMissing(first) ? ERROR_MESSAGES.missingField(field) : ERROR_MESSAGES.invalidField(field);
}

/** A field not sent at all: zod's type issue on nothing, or JSON Schema's `required`. */
const isMissing = (issue: ValidationIssue): boolean =>
  issue.keyword === 'required' ||
  (issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? ''));

/** What a failure answers: the HTTP status, the envelope's status and its one error message. */
interface Answer {
  http: number;
  code: string;
  text: string;
  field?: string;
  data?: Record<string, unknown>;
}

/**
 * The one table from failures to answers (docs/architecture.md#errors). Bad input is always a
 * 4xx that names the field; anything unexpected is a 500 whose details stay in
 * the log.
 */
function answerOf(error: FastifyError | AppError | DomainError): Answer | null {
  if (error instanceof AppError)
    return {
      http: HTTP_STATUS[error.kind],
      code: error.code,
      text: error.message,
      field: error.field,
      data: error.data,
    };
  // A domain rule that input broke (an amount, a weight, a unit): the request was not valid.
  if (error instanceof DomainError)
    return { http: 400, code: error.code, text: ERROR_MESSAGES.invalidBody, field: 'body' };
  if ('validation' in error && error.validation) {
    const field = fieldOf(error);
    return { http: 400, code: 'validation.invalid', text: validationText(error, field), field };
  }
  const http = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
  if (http >= 400 && http < 500) {
    const text =
      http === 413
        ? ERROR_MESSAGES.payloadTooLarge
        : http === 429
          ? ERROR_MESSAGES.tooManyRequests
          : ERROR_MESSAGES.invalidBody;
    return { http, code: error.code ?? 'request.invalid', text, field: 'body' };
  }
  return null;
}

/**
 * The status recorded for a call whose client left before its answer (nginx's "client closed
 * request"): nobody reads it, and the metrics do not count it among the server's faults.
 */
const CLIENT_GONE = 499;

/** The browser left before the answer (a tab closed, a phone out of signal): the socket is gone. */
const clientGone = (request: FastifyRequest, reply: FastifyReply): boolean =>
  reply.raw.destroyed || request.raw.socket?.destroyed === true;

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | DomainError, request, reply) => {
    // Error bodies are envelopes of their own, not the route's success shape.
    reply.serializer((payload: unknown) => JSON.stringify(payload));
    // Writing the answer to a closed connection fails ("premature close"): not the server's fault.
    if (clientGone(request, reply)) {
      request.log.info({ err: error }, CLIENT_LEFT);
      return reply.status(CLIENT_GONE).send('');
    }
    const answer = answerOf(error);
    if (!answer) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(
          envelope(500, {}, { errors: [errorMessage('server.error', ERROR_MESSAGES.generic)] }),
        );
    }
    if (error instanceof AppError && error.kind === 'session_expired')
      request.clearSessionCookies?.(reply);
    // A refusal is a business answer: HTTP 200 with status 1 (docs/architecture.md#the-api-contract).
    const status = answer.http === 200 ? 1 : answer.http;
    return reply.status(answer.http).send(
      envelope(status, answer.data ?? {}, {
        errors: [errorMessage(answer.code, answer.text, answer.field)],
      }),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(envelope(404, {}, { errors: [errorMessage('not_found', ERROR_MESSAGES.notFound)] })),
  );
}
