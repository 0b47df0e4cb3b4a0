import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { BoundedCache } from '../lib/bounded-cache';

/** Below this many bytes compression costs more (headers, CPU) than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli, else gzip, on the fly for HTML, JSON, XML and SVG above the threshold;
 * PDFs (already compressed) and event streams pass through. Brotli at quality 4:
 * the default 11 takes tens of milliseconds per page of JSON, 4 keeps it under a
 * millisecond for most of gzip's ratio. Hashed assets are precompressed at build
 * time and leave @fastify/static already encoded, which this plugin leaves alone.
 */
export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // Request bodies stay as sent: the payment notification's signature is over its raw bytes.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

const hashOf = (payload: string | Buffer): string =>
  `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;

/**
 * The tags of text answers sent lately. A cached answer is the same string
 * object each time, and V8 keeps a string's hash in it, so finding its tag
 * here costs no pass over its bytes; hashing it again cost a tenth of a busy
 * catalogue's time (decision 033).
 */
const recentTags = new BoundedCache<string, { tag: string; bytes: number }>({
  name: 'etags',
  ttlMs: 10 * 60_000,
  // The answers themselves are the keys: a bound on their size, not their number.
  maxBytes: 32 * 1024 * 1024,
  sizeOf: (entry) => entry.bytes,
});

/** A weak validator of the answer's bytes: weak, since compression changes the bytes sent. */
export const etagOf = (payload: string | Buffer): string => {
  if (typeof payload !== 'string') return hashOf(payload);
  const known = recentTags.get(payload);
  if (known) return known.tag;
  const tag = hashOf(payload);
  recentTags.set(payload, { tag, bytes: payload.length });
  return tag;
};

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag.replace(/^W\//, ''));

/**
 * Sets the ETag of a GET answer and, when the client already holds it
 * (If-None-Match), turns the answer into a 304 without a body. Returns the
 * payload to send.
 */
export function revalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
): string | Buffer {
  const etag = etagOf(payload);
  reply.header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type');
  return '';
}

/**
 * An onSend hook for GET answers that the browser may keep but must check each
 * time (`no-cache` with an ETag: a 304 costs a round trip, not the body).
 * `varyCookie`: the answer depends on the session, so no shared cache may hand
 * one shopper's answer to another (with `private`).
 */
export const conditionalGet =
  (cacheControl: string, { varyCookie }: { varyCookie: boolean }): onSendHookHandler =>
  async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    reply.header('cache-control', cacheControl);
    if (varyCookie) reply.header('vary', 'cookie');
    return revalidated(request, reply, payload);
  };
