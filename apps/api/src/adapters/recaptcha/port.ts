/** What a recaptcha check knows of the request it guards. */
export interface RecaptchaContext {
  /** The guarded call's path as a reCAPTCHA v3 action name (recaptchaAction in the domain). */
  action: string;
  ip: string;
}

/**
 * Verifies the token a client adds to the brand's configured endpoints
 * (docs/rules/api-conventions.md: a recaptcha token query parameter on configured endpoints).
 */
export interface RecaptchaVerifier {
  readonly name: 'off' | 'test' | 'google';
  verify(token: string | undefined, context: RecaptchaContext): Promise<boolean>;
}
