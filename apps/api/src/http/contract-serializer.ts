import { isDeepStrictEqual } from 'node:util';
import type { ZodType } from 'zod';

/**
 * The answer as sent, read back through its declared schema: it must come out
 * unchanged, so a member the contract does not name, or one of the wrong
 * shape, fails the call (and the test that made it) naming the route.
 */
export function checkedAgainstContract(schema: ZodType, json: string, url: string): string {
  const sent: unknown = JSON.parse(json);
  const parsed = schema.safeParse(sent);
  if (!parsed.success || !isDeepStrictEqual(parsed.data, sent))
    throw new Error(
      `${url}: the answer breaks its contract: ${parsed.error?.message ?? 'members the schema does not name'}`,
    );
  return json;
}

/**
 * The serializer compiler of a route whose answer is long and already built to
 * its contract: plain JSON.stringify instead of the generic serializer, which
 * parses every answer against its schema first (about 1 ms of the server's
 * only thread for a page of orders with their lines, decision 016). The route
 * still declares the schema, so OpenAPI shows it. With `checked` (outside
 * production) each answer is also checked against the contract.
 */
export const contractSerializer =
  (schema: ZodType, checked: boolean) =>
  ({ url }: { url: string }) =>
  (payload: unknown): string => {
    const json = JSON.stringify(payload);
    return checked ? checkedAgainstContract(schema, json, url) : json;
  };
