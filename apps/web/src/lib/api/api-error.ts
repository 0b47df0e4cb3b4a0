import type { ResponseMessage } from '@spesa/domain';

/** Stable codes of failures the client itself detects (server codes pass through as they are). */
export const ClientErrorCode = {
  sessionExpired: 'session.expired',
  tooManyRequests: 'auth.too_many_requests',
  serverUnavailable: 'server.unavailable',
  notFound: 'http.not_found',
  network: 'network.unreachable',
  invalidResponse: 'response.invalid',
  refused: 'response.refused',
  http: 'http.error',
} as const;

export interface ApiErrorInit {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The server message code (errors[0].code) or one of ClientErrorCode. */
  code: string;
  /** Italian text ready to show the shopper. */
  message: string;
  /** response.status of the envelope when there was one. */
  responseStatus?: number | null;
  errors?: ResponseMessage[];
  cause?: unknown;
}

/**
 * The one error the web app's HTTP layer throws (errors flow one way, docs/architecture.md#errors).
 * `message` is always an Italian text that can be shown as it is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly responseStatus: number | null;
  readonly errors: ResponseMessage[];

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.responseStatus = init.responseStatus ?? null;
    this.errors = init.errors ?? [];
  }

  /** The field a validation error refers to, when the server named one. */
  get field(): string | undefined {
    return this.errors.find((e) => e.field)?.field;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The server's own words when it refused (an envelope with errors); null for a
 * failure the client detected (network, 5xx, a bad answer), which a screen
 * names with its own text.
 */
export const refusalMessage = (error: unknown): string | null =>
  isApiError(error) && error.errors.length > 0 ? error.message : null;
