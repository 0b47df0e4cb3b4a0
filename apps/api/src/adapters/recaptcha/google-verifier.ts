import type { RecaptchaContext, RecaptchaVerifier } from './port';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * reCAPTCHA v3 by Google's siteverify. A token for another action or under
 * the score threshold fails; so does Google not answering in time, since an
 * unverifiable request is exactly what the check is there to stop.
 */
export class GoogleRecaptchaVerifier implements RecaptchaVerifier {
  readonly name = 'google';
  constructor(
    private readonly secret: string,
    private readonly minScore = 0.5,
    private readonly timeoutMs = 5000,
  ) {}

  async verify(token: string | undefined, context: RecaptchaContext): Promise<boolean> {
    if (!token) return false;
    try {
      const response = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret: this.secret, response: token, remoteip: context.ip }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as SiteverifyAnswer;
      return (
        answer.success === true &&
        (answer.score === undefined || answer.score >= this.minScore) &&
        (answer.action === undefined || answer.action === context.action)
      );
    } catch {
      return false;
    }
  }
}
