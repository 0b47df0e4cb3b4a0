import { RECAPTCHA_TEST_TOKEN, recaptchaAction, type BrandPublic } from '@spesa/domain';
import type { ApiClientConfig } from '../api';

/**
 * Where the API client gets the token of the brand's guarded calls: Google
 * reCAPTCHA v3 when the brand has a site key (its code and script fetched on
 * the first use only), otherwise the test token the shop's test verifier
 * accepts, so a shop without Google never reaches it.
 */
export function recaptchaClientConfig(
  config: BrandPublic['config'],
): Pick<ApiClientConfig, 'recaptchaEndpoints' | 'recaptchaToken'> {
  const { recaptchaSiteKey: siteKey, recaptchaEndpoints } = config;
  return {
    recaptchaEndpoints,
    recaptchaToken: siteKey
      ? async (path) => (await import('./google')).executeRecaptcha(siteKey, recaptchaAction(path))
      : async () => RECAPTCHA_TEST_TOKEN,
  };
}
