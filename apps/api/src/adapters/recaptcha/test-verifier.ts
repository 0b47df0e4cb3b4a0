import type { RecaptchaVerifier } from './port';

/**
 * The local verifier (development, tests, journeys): the one token configured
 * passes, anything else fails, so a flow that forgets the token is caught
 * without calling Google.
 */
export class TestRecaptchaVerifier implements RecaptchaVerifier {
  readonly name = 'test';
  constructor(private readonly acceptedToken: string) {}

  async verify(token: string | undefined): Promise<boolean> {
    return token !== undefined && token === this.acceptedToken;
  }
}

/** No verification at all: the default, as docs/architecture.md#the-outside-world says ("off by default"). */
export const recaptchaOff: RecaptchaVerifier = {
  name: 'off',
  verify: async () => true,
};
