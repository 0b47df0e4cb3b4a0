import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, HTTP_STATUS, MESSAGES } from './app-error';
import { errorMessage } from './envelope';

interface ValidationIssue {
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[] }; missingProperty?: string };
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
 * One table from failures to HTTP answers (DESIGN §8.5). Bad input is always a
 * 4xx that names the field; anything unexpected is a 500 whose details stay in
 * the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Error bodies are envelopes of their own, not the route's success shape.
    reply.serializer((payload: unknown) => JSON.stringify(payload));
    if (error instanceof AppError) {
      const status = HTTP_STATUS[error.kind];
      if (error.kind === 'session_expired') request.clearSessionCookies?.(reply);
      return reply.status(status).send({
        response: {
          status: error.kind === 'refused' ? 1 : status,
          errors: [errorMessage(error.code, error.message, error.field)],
          infos: [],
          warnings: [],
        },
        data: error.data,
      });
    }
    if (error.validation) {
      const field = fieldOf(error);
      return reply.status(400).send({
        response: {
          status: 400,
          errors: [errorMessage('validation.invalid', MESSAGES.invalidField(field), field)],
          infos: [],
          warnings: [],
        },
        data: {},
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const text =
        statusCode === 413
          ? MESSAGES.payloadTooLarge
          : statusCode === 429
            ? MESSAGES.tooManyRequests
            : MESSAGES.invalidBody;
      return reply.status(statusCode).send({
        response: {
          status: statusCode,
          errors: [errorMessage(error.code ?? 'request.invalid', text, 'body')],
          infos: [],
          warnings: [],
        },
        data: {},
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      response: {
        status: 500,
        errors: [errorMessage('server.error', MESSAGES.generic)],
        infos: [],
        warnings: [],
      },
      data: {},
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      response: {
        status: 404,
        errors: [errorMessage('not_found', MESSAGES.notFound)],
        infos: [],
        warnings: [],
      },
      data: {},
    }),
  );
}
