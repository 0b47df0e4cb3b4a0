/**
 * Every failure a route can meet, with a stable code. The error handler maps the
 * kind to the HTTP status and envelope; routes never pick status codes themselves.
 */
export type AppErrorKind =
  | 'refused' // business rule said no: HTTP 200, status ≠ 0
  | 'invalid' // malformed input: 400, names the field
  | 'unauthenticated' // login needed: 401
  | 'session_expired' // 419 (docs/rules/api-conventions.md)
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'too_many' // 429
  | 'payload_too_large'; // 413

export const HTTP_STATUS: Record<AppErrorKind, number> = {
  refused: 200,
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  session_expired: 419,
  too_many: 429,
};

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    readonly code: string,
    /** The Italian text the shopper reads. */
    message: string,
    readonly field?: string,
    /** Extra data for the envelope's data member (e.g. errors.minAcq). */
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * The one way to build a business refusal: HTTP 200, status 1, the Italian text
 * the shopper reads, and the field it concerns.
 */
export const refusal = (
  code: string,
  message: string,
  field?: string,
  data?: Record<string, unknown>,
): AppError => new AppError('refused', code, message, field, data);
