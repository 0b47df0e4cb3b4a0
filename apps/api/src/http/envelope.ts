import type { Envelope, ResponseMessage } from '@spesa/domain';

export function ok<T>(data: T, infos: ResponseMessage[] = []): Envelope<T> {
  return { response: { status: 0, errors: [], infos, warnings: [] }, data };
}

/** A business refusal: HTTP 200 with status ≠ 0 and an Italian message, as the provider does. */
export function refused<T>(errors: ResponseMessage[], data: T, status = 1): Envelope<T> {
  return { response: { status, errors, infos: [], warnings: [] }, data };
}

export const errorMessage = (code: string, error: string, field?: string): ResponseMessage =>
  field ? { code, error, field } : { code, error };
