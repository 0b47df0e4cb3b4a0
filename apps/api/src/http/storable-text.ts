import { ERROR_MESSAGES } from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * NUL and lone surrogates: no PostgreSQL text column can hold them, so a query
 * carrying one fails inside the database.
 */
const isUnstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * The path of the first string (or object key) under `value` that cannot be
 * stored, like 'address.city' or 'items.0'. Iterative: a deeply nested body
 * must not exhaust the stack.
 */
export function unstorableTextPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // A binary body (a feed, a picture) is bytes, not text: walking a 4 MB
      // Buffer entry by entry held the event loop for seconds and took a gigabyte.
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * One rule for every string a request brings, on every route (with a schema or
 * not, present or future): answered like any invalid field, 400 naming it,
 * before any handler or query sees it.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = unstorableTextPath(part);
    if (path === null) continue;
    const field = path || 'body';
    throw new AppError('invalid', 'validation.invalid', ERROR_MESSAGES.invalidField(field), field);
  }
}
