import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { TEST_IDP_KEYS } from './test-keys';

/**
 * The identity provider's half of SAML 2.0 Web SSO, small enough to read:
 * what the local IdP (`npm run idp`) and the API tests use to answer the shop's
 * AuthnRequest with a signed Response. Never part of the shop's own path.
 */

export const TEST_IDP_ENTITY_ID = 'urn:spesa:dev-idp';

export interface StaffIdentity {
  /** The NameID: the staff member's e-mail. */
  email: string;
  firstName: string;
  lastName: string;
  role: 'picker' | 'manager';
  /** The store the staff member works in (stores.store_id). */
  storeId: number;
}

/** The two staff members of the local IdP (docs/development.md names them). */
export const DEV_STAFF: readonly StaffIdentity[] = [
  {
    email: 'picker@spesa.localhost',
    firstName: 'Paolo',
    lastName: 'Raccoglitore',
    role: 'picker',
    storeId: 2,
  },
  {
    email: 'manager@spesa.localhost',
    firstName: 'Marta',
    lastName: 'Direttrice',
    role: 'manager',
    storeId: 2,
  },
];

export interface ResponseOptions {
  identity: StaffIdentity;
  /** The shop's entity id (the Audience). */
  audience: string;
  /** The shop's Assertion Consumer Service URL (Destination and Recipient). */
  acsUrl: string;
  /** Another Destination on the Response than the ACS (tests); null leaves it out. */
  destination?: string | null;
  /** Another Recipient in the signed SubjectConfirmationData than the ACS (tests); null leaves it out. */
  recipient?: string | null;
  inResponseTo?: string;
  /** Another InResponseTo in the signed SubjectConfirmationData than the Response's (tests); null leaves it out. */
  subjectInResponseTo?: string | null;
  issuer?: string;
  now?: Date;
  /** How long the assertion stays valid. */
  lifetimeSeconds?: number;
  assertionId?: string;
  /** Signs with another key (a forged response in the tests); null leaves the assertion unsigned. */
  privateKey?: string | null;
  certificate?: string;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export const newSamlId = (): string => `_${randomBytes(20).toString('hex')}`;

const attribute = (name: string, value: string): string =>
  `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;

/** A Response carrying one assertion, the assertion signed (RSA-SHA256, exclusive c14n). */
export function signedResponse(options: ResponseOptions): string {
  const now = options.now ?? new Date();
  const lifetime = (options.lifetimeSeconds ?? 300) * 1000;
  const instant = now.toISOString();
  const notBefore = new Date(now.getTime() - 5_000).toISOString();
  const notOnOrAfter = new Date(now.getTime() + lifetime).toISOString();
  const issuer = escapeXml(options.issuer ?? TEST_IDP_ENTITY_ID);
  const xmlAttribute = (name: string, value: string | null | undefined) =>
    value ? ` ${name}="${escapeXml(value)}"` : '';
  const destination = xmlAttribute(
    'Destination',
    options.destination === undefined ? options.acsUrl : options.destination,
  );
  const recipient = xmlAttribute(
    'Recipient',
    options.recipient === undefined ? options.acsUrl : options.recipient,
  );
  const inResponseTo = xmlAttribute('InResponseTo', options.inResponseTo);
  const subjectInResponseTo = xmlAttribute(
    'InResponseTo',
    options.subjectInResponseTo === undefined ? options.inResponseTo : options.subjectInResponseTo,
  );
  const assertionId = options.assertionId ?? newSamlId();
  const { identity } = options;
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(identity.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}"${recipient}${subjectInResponseTo}/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${newSamlId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('email', identity.email)}${attribute('firstName', identity.firstName)}${attribute('lastName', identity.lastName)}${attribute('role', identity.role)}${attribute('storeId', String(identity.storeId))}</saml:AttributeStatement>` +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newSamlId()}" Version="2.0" IssueInstant="${instant}"${destination}${inResponseTo}>` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  const privateKey =
    options.privateKey === undefined ? TEST_IDP_KEYS.privateKey : options.privateKey;
  if (privateKey === null) return response;
  const signer = new SignedXml({
    privateKey,
    publicCert: options.certificate ?? TEST_IDP_KEYS.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: `//*[local-name(.)='Assertion']`,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  signer.computeSignature(response, {
    location: {
      reference: `//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']`,
      action: 'after',
    },
  });
  return signer.getSignedXml();
}

/** The HTTP-POST binding's form value. */
export const encodeResponse = (xml: string): string => Buffer.from(xml, 'utf8').toString('base64');

export interface AuthnRequestInfo {
  id: string;
  acsUrl: string;
  issuer: string;
}

/** Reads an AuthnRequest sent by the HTTP-Redirect binding (deflated, base64). */
export function readAuthnRequest(samlRequest: string): AuthnRequestInfo {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const request = doc.documentElement;
  if (!request || request.localName !== 'AuthnRequest') throw new Error('not an AuthnRequest');
  const issuer = request.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer');
  return {
    id: request.getAttribute('ID') ?? '',
    acsUrl: request.getAttribute('AssertionConsumerServiceURL') ?? '',
    issuer: issuer[0]?.textContent ?? '',
  };
}
