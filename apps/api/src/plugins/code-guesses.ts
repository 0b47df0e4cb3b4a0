import { ERROR_MESSAGES } from '@spesa/domain';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import {
  ATTEMPTS_KEPT_MS,
  countAttempts,
  forgetAttemptsBefore,
  recordAttempts,
} from '../http/throttle-repo';

/**
 * The calls that answer whether something typed exists, each with the answers
 * that count as a guess. For codes only an unknown code is a wrong guess: one
 * already used or applied was typed right (an office's shoppers share their
 * code and their address). For a login name the taken answer counts: it tells
 * that some account logs in with that name or e-mail. Sharing a list answers
 * alike for every address, but mails the ones with an account: every share
 * counts ('every').
 */
const GUESSES: ReadonlyMap<string, ReadonlySet<string> | 'every'> = new Map<
  string,
  ReadonlySet<string> | 'every'
>([
  ['GET /ebsn/api/cart-giftcertificate/check', new Set(['giftcertificate.invalid'])],
  ['POST /ebsn/api/cart-giftcertificate/add_code', new Set(['giftcertificate.invalid'])],
  ['GET /ebsn/api/shopatwork/subscribe', new Set(['shopatwork.invalid_code'])],
  ['POST /ebsn/api/registration/update_username', new Set(['account.username_taken'])],
  ['POST /ebsn/api/wishlist/share', 'every'],
]);

const countedAnswersOf = (request: FastifyRequest) =>
  GUESSES.get(`${request.method} ${request.routeOptions.url ?? ''}`);

/** The keys a guess counts against, each with its limit: the session (if any) and the address. */
function keysOf(
  request: FastifyRequest,
  limits: { perSession: number; perAddress: number },
): [string, number][] {
  const keys: [string, number][] = [[`address:${request.ip}`, limits.perAddress]];
  if (request.session) keys.push([`session:${request.session.sessionHash}`, limits.perSession]);
  return keys;
}

/**
 * Limits wrong guesses of discount and shop-at-work codes, and login names
 * found taken, per session and per address: once a key reached its limit in
 * the window, further guesses answer 429 without being tried. Counts live in
 * the database, so several processes share them.
 */
export const codeGuessPlugin = fp(
  async (app) => {
    const config = app.config;
    const windowMs = config.CODE_GUESS_WINDOW_MINUTES * 60_000;
    const limits = {
      perSession: config.CODE_GUESSES_PER_SESSION,
      perAddress: config.CODE_GUESSES_PER_ADDRESS,
    };

    app.addHook('preHandler', async (request) => {
      const counted = countedAnswersOf(request);
      if (!counted) return;
      const keys = keysOf(request, limits);
      const since = new Date(Date.now() - windowMs);
      const counts = await countAttempts(
        app.db,
        keys.map(([key]) => key),
        since,
      );
      const reached = keys.some(([key, limit]) => (counts.get(key) ?? 0) >= limit);
      if (reached)
        throw new AppError('too_many', 'code.too_many_guesses', ERROR_MESSAGES.tooManyRequests);
      if (counted === 'every')
        await recordAttempts(
          app.db,
          keys.map(([key]) => key),
        );
    });

    app.addHook('onError', async (request, _reply, error) => {
      const counted = countedAnswersOf(request);
      if (
        !counted ||
        counted === 'every' ||
        !(error instanceof AppError) ||
        !counted.has(error.code)
      )
        return;
      await recordAttempts(
        app.db,
        keysOf(request, limits).map(([key]) => key),
      );
    });

    app.jobs.define({
      kind: 'code-guesses.prune',
      everySeconds: windowMs / 1000,
      run: async (db) => {
        await forgetAttemptsBefore(db, new Date(Date.now() - Math.max(windowMs, ATTEMPTS_KEPT_MS)));
      },
    });
  },
  { name: 'code-guesses', dependencies: ['database', 'jobs', 'session'] },
);
