import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { AppConfig } from '../../config/env';
import type { IdpTrust } from './idp-trust';
import { misaddressed } from './saml-addressing';

/** Where the shop answers as a SAML service provider (decision 024); outside /ebsn/, see the ACS note there. */
export const SAML_PATHS = {
  metadata: '/saml/metadata',
  acs: '/saml/acs',
} as const;

export type StaffRole = 'picker' | 'manager';

/** How long the IdP may take to answer an AuthnRequest (sign-in, second factor) before it is void. */
export const SAML_REQUEST_LIFETIME_MS = 15 * 60_000;

/** What a valid assertion says about the staff member. */
export interface StaffAssertion {
  assertionId: string;
  /** The IdP (its entity id) and its NameID for the person: what the staff account is keyed by. */
  issuer: string;
  nameId: string;
  /** Until when the assertion could be presented: the replay guard keeps its id that long. */
  expiresAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  storeId: number | null;
}

/** Why an assertion is not accepted; the text is for the log, the staff member reads one Italian message. */
export class SamlRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SamlRefused';
  }
}

const ROLES: ReadonlySet<string> = new Set<StaffRole>(['picker', 'manager']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The shop as a SAML 2.0 service provider, one per brand origin: the entity id
 * is `<origin>/saml/metadata`, the ACS `<origin>/saml/acs`. @node-saml checks
 * the signature of the assertion against the IdP's certificate (an unsigned
 * one is refused), the audience, NotBefore and NotOnOrAfter within the
 * configured skew, and that InResponseTo names a request of ours not answered
 * yet (`requests`); an unsolicited response is refused. The issuer, the
 * Destination and the signed Recipient and InResponseTo are checked here.
 */
export class ServiceProvider {
  private readonly byOrigin = new Map<string, SAML>();
  constructor(
    private readonly config: AppConfig,
    private readonly trust: IdpTrust,
    /** The AuthnRequests issued and not yet answered, shared by every process. */
    private readonly requests: CacheProvider,
  ) {}

  static entityId = (origin: string): string => `${origin}${SAML_PATHS.metadata}`;
  static acsUrl = (origin: string): string => `${origin}${SAML_PATHS.acs}`;

  private saml(origin: string): SAML {
    let saml = this.byOrigin.get(origin);
    if (!saml) {
      saml = new SAML({
        entryPoint: this.config.SAML_IDP_SSO_URL,
        issuer: ServiceProvider.entityId(origin),
        audience: ServiceProvider.entityId(origin),
        callbackUrl: ServiceProvider.acsUrl(origin),
        idpCert: (done) => {
          try {
            done(null, this.trust.certificate());
          } catch (err) {
            done(err instanceof Error ? err : new Error(String(err)));
          }
        },
        idpIssuer: this.config.SAML_IDP_ENTITY_ID,
        wantAssertionsSigned: true,
        // The assertion's own signature is what is checked; an IdP may sign the envelope too.
        wantAuthnResponseSigned: false,
        acceptedClockSkewMs: this.config.SAML_CLOCK_SKEW_SECONDS * 1000,
        validateInResponseTo: ValidateInResponseTo.always,
        cacheProvider: this.requests,
        requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
        identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
        disableRequestedAuthnContext: true,
      });
      this.byOrigin.set(origin, saml);
    }
    return saml;
  }

  /** The IdP's sign-in address for this origin, carrying a fresh AuthnRequest and the relay state. */
  loginUrl(origin: string, relayState: string): Promise<string> {
    return this.saml(origin).getAuthorizeUrlAsync(relayState, undefined, {});
  }

  metadata(origin: string): string {
    return this.saml(origin).generateServiceProviderMetadata(null, null);
  }

  async readResponse(origin: string, samlResponse: string): Promise<StaffAssertion> {
    let profile: Profile | null;
    try {
      ({ profile } = await this.saml(origin).validatePostResponseAsync({
        SAMLResponse: samlResponse,
      }));
    } catch (err) {
      throw new SamlRefused(err instanceof Error ? err.message : String(err));
    }
    if (!profile) throw new SamlRefused('no profile in the response');
    // @node-saml checks idpIssuer on logout messages only: the assertion's issuer is checked here.
    if (profile.issuer !== this.config.SAML_IDP_ENTITY_ID)
      throw new SamlRefused(`assertion issued by ${profile.issuer}`);
    const wrongAddress = misaddressed(profile, ServiceProvider.acsUrl(origin));
    if (wrongAddress) throw new SamlRefused(wrongAddress);
    return staffAssertionOf(profile);
  }
}

interface ParsedAssertion {
  Assertion?: {
    $?: { ID?: string };
    Conditions?: { $?: { NotOnOrAfter?: string } }[];
  };
}

function staffAssertionOf(profile: Profile): StaffAssertion {
  const parsed = profile.getAssertion?.() as ParsedAssertion | undefined;
  const assertionId = parsed?.Assertion?.$?.ID;
  if (!assertionId) throw new SamlRefused('assertion without ID');
  const nameId = text(profile.nameID);
  if (!nameId) throw new SamlRefused('assertion without NameID');
  const notOnOrAfter = parsed.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
  const expiresAt = notOnOrAfter ? new Date(notOnOrAfter) : new Date(Date.now() + 3_600_000);
  const email = text(profile.email) ?? nameId;
  if (!email.includes('@')) throw new SamlRefused('no e-mail in the assertion');
  const role = text(profile.role);
  if (!role || !ROLES.has(role)) throw new SamlRefused(`role ${role ?? '(none)'} is not staff`);
  const storeId = Number(text(profile.storeId));
  return {
    assertionId,
    issuer: profile.issuer,
    nameId,
    expiresAt: Number.isNaN(expiresAt.getTime()) ? new Date(Date.now() + 3_600_000) : expiresAt,
    email: email.toLowerCase(),
    firstName: text(profile.firstName) ?? email.split('@')[0]!,
    lastName: text(profile.lastName) ?? '',
    role: role as StaffRole,
    storeId: Number.isInteger(storeId) && storeId > 0 ? storeId : null,
  };
}

/**
 * Where the browser may be sent after signing in or out: a path of the shop
 * ('/admin'), or an absolute address on one of the shop's own hosts. Anything
 * else (another site, '//evil', 'javascript:') is refused: an open redirect
 * would lend the shop's name to a phishing page.
 */
export function safeRelayState(
  value: string | undefined,
  isShopHost: (hostname: string) => boolean,
  fallback: string,
): string {
  if (!value) return fallback;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    const url = new URL(value, 'http://shop.invalid');
    return url.origin === 'http://shop.invalid'
      ? `${url.pathname}${url.search}${url.hash}`
      : fallback;
  }
  if (!URL.canParse(value)) return fallback;
  const url = new URL(value);
  if (!['http:', 'https:'].includes(url.protocol) || !isShopHost(url.hostname)) return fallback;
  return url.href;
}
