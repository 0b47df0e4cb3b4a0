import type { AppConfig } from '../../config/env';
import { GoogleRecaptchaVerifier } from './google-verifier';
import type { RecaptchaVerifier } from './port';
import { TestRecaptchaVerifier, recaptchaOff } from './test-verifier';

export type { RecaptchaContext, RecaptchaVerifier } from './port';
export { TestRecaptchaVerifier, recaptchaOff } from './test-verifier';
export { GoogleRecaptchaVerifier } from './google-verifier';

/** RECAPTCHA_PROVIDER picks the verifier; off unless configured (docs/architecture.md#the-outside-world). */
export function createRecaptchaVerifier(
  config: Pick<AppConfig, 'RECAPTCHA_PROVIDER' | 'RECAPTCHA_TEST_TOKEN' | 'RECAPTCHA_SECRET'>,
): RecaptchaVerifier {
  switch (config.RECAPTCHA_PROVIDER) {
    case 'test':
      return new TestRecaptchaVerifier(config.RECAPTCHA_TEST_TOKEN);
    case 'google':
      if (!config.RECAPTCHA_SECRET)
        throw new Error('RECAPTCHA_PROVIDER=google needs RECAPTCHA_SECRET.');
      return new GoogleRecaptchaVerifier(config.RECAPTCHA_SECRET);
    default:
      return recaptchaOff;
  }
}
