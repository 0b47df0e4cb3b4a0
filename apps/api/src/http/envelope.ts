import type { Envelope, ResponseMessage } from '@spesa/domain';

interface Messages {
  errors?: ResponseMessage[];
  infos?: ResponseMessage[];
  warnings?: ResponseMessage[];
}

/** The one builder of the body every answer carries: `{ response, data }` (docs/architecture.md#the-api-contract). */
export function envelope<T>(status: number, data: T, messages: Messages = {}): Envelope<T> {
  const { errors = [], infos = [], warnings = [] } = messages;
  return { response: { status, errors, infos, warnings }, data };
}

/** Success: status 0, with the call's infos and warnings. */
export const ok = <T>(
  data: T,
  infos: ResponseMessage[] = [],
  warnings: ResponseMessage[] = [],
): Envelope<T> => envelope(0, data, { infos, warnings });

export const errorMessage = (code: string, error: string, field?: string): ResponseMessage =>
  field ? { code, error, field } : { code, error };
