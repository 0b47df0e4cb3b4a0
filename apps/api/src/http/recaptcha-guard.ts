import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recaptchaAction, REGISTRATION_MESSAGES } from '@spesa/domain';
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import { AppError } from './app-error';

/** The query parameter the web client adds on the configured endpoints (docs/rules/api-conventions.md). */
export const RECAPTCHA_QUERY_PARAM = 'token';

export interface RecaptchaGuardOptions {
  verifier: RecaptchaVerifier;
}

/**
 * A production shop without the check: the calls the brands meant to guard
 * are open to scripts, so the log says which at start, as it says of the
 * development IdP.
 */
function warnUnguarded(app: FastifyInstance): void {
  const guarded = [
    ...new Set(app.brands.all().flatMap((brand) => brand.config.recaptchaEndpoints)),
  ].sort();
  if (guarded.length === 0) return;
  app.log.warn(
    `reCAPTCHA: this production shop runs with RECAPTCHA_PROVIDER=off, so ${guarded.join(', ')} ` +
      'take no reCAPTCHA check and scripts may call them: set RECAPTCHA_PROVIDER=google with ' +
      'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY',
  );
}

/**
 * Checks the recaptcha token on the endpoints the request's brand lists in
 * config.recaptchaEndpoints (the same list tells the web client where to add
 * one), whatever feature serves them; other endpoints are not touched.
 */
export const recaptchaGuard = fp<RecaptchaGuardOptions>(
  async (app, { verifier }) => {
    if (verifier.name === 'off') {
      if (app.config.NODE_ENV === 'production') warnUnguarded(app);
      return;
    }
    app.addHook('preValidation', async (request) => {
      const path = request.routeOptions.url;
      if (!path || !request.brand.config.recaptchaEndpoints.includes(path)) return;
      const query = request.query as Record<string, unknown> | undefined;
      const token = query?.[RECAPTCHA_QUERY_PARAM];
      const passed = await verifier.verify(typeof token === 'string' ? token : undefined, {
        action: recaptchaAction(path),
        ip: request.ip,
      });
      if (!passed)
        throw new AppError(
          'invalid',
          'recaptcha.failed',
          REGISTRATION_MESSAGES.recaptchaFailed,
          RECAPTCHA_QUERY_PARAM,
        );
    });
  },
  { name: 'recaptcha-guard', dependencies: ['brands'] },
);
