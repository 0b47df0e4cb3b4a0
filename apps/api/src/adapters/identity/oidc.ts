import * as client from 'openid-client';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the shop learns of a person from a verified ID token. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** The secrets of one authorization request, kept by the browser until the callback. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Why an exchange failed: the provider could not be reached or answered
 * nonsense (`unavailable`), or the answer is not acceptable (`rejected`: wrong
 * state, a code used twice or expired, an ID token of another issuer or
 * audience, expired, without e-mail).
 */
export class IdentityError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IdentityError';
  }
}

const isLoopback = (url: URL) =>
  url.hostname === 'localhost' ||
  url.hostname === '127.0.0.1' ||
  url.hostname.endsWith('.localhost');

/** The provider is down or answered garbage, as opposed to refusing this code or token. */
const OUTAGE_CODES = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_PARSE_ERROR',
]);
const isOutage = (error: unknown): boolean =>
  error instanceof TypeError ||
  (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) ||
  (error instanceof client.ClientError && OUTAGE_CODES.has(error.code ?? ''));

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * One OpenID Connect provider through `openid-client` (docs/architecture.md#the-outside-world identity
 * port): the authorization code flow with PKCE, state and nonce, and the ID
 * token verified (signature, issuer, audience, expiry, nonce). The same code
 * talks to Google and Facebook in production and to `npm run oidc` here.
 */
export class OidcIdentityProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly name: SocialProvider,
    private readonly settings: OidcSettings,
  ) {}

  /** Discovery once; a failure is forgotten so the next request tries again. */
  private config(): Promise<client.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      return client.discovery(
        issuer,
        this.settings.clientId,
        { client_secret: this.settings.clientSecret },
        client.ClientSecretBasic(this.settings.clientSecret),
        // Plain HTTP only for a provider on this machine (npm run oidc).
        { execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
      );
    })().catch((cause: unknown) => {
      this.configuration = undefined;
      throw new IdentityError('unavailable', `${this.name}: discovery failed`, { cause });
    });
    return this.configuration;
  }

  async authorizationUrl(redirectUri: string): Promise<{ url: URL; checks: FlowChecks }> {
    const config = await this.config();
    const checks: FlowChecks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, checks };
  }

  /**
   * Trades the code of `callbackUrl` (the URL the provider sent the browser
   * to, with its query) for a verified identity. Without checks (the native
   * app's code, whose SDK kept state and verifier) only the ID token is checked.
   */
  async exchange(callbackUrl: URL, checks: FlowChecks | null): Promise<SocialIdentity> {
    const config = await this.config();
    // A native SDK's code reaches us without the browser's redirect, so without its `iss` either.
    if (!checks && !callbackUrl.searchParams.has('iss'))
      callbackUrl.searchParams.set('iss', config.serverMetadata().issuer);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(
        config,
        callbackUrl,
        checks
          ? {
              expectedState: checks.state,
              expectedNonce: checks.nonce,
              pkceCodeVerifier: checks.codeVerifier,
              idTokenExpected: true,
            }
          : { expectedState: client.skipStateCheck, idTokenExpected: true },
      );
    } catch (cause) {
      throw new IdentityError(
        isOutage(cause) ? 'unavailable' : 'rejected',
        `${this.name}: ${(cause as Error).message}`,
        { cause },
      );
    }
    const claims = tokens.claims();
    const email = text(claims?.email).toLowerCase();
    if (!claims || !email)
      throw new IdentityError('rejected', `${this.name}: the ID token has no e-mail`);
    return {
      provider: this.name,
      subject: claims.sub,
      email,
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
    };
  }
}
