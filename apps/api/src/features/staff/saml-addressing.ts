import { DOMParser } from '@xmldom/xmldom';
import type { Profile } from '@node-saml/node-saml';

const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

interface SubjectConfirmation {
  $?: { Method?: string };
  SubjectConfirmationData?: { $?: { Recipient?: string; InResponseTo?: string } }[];
}

interface SignedSubject {
  Assertion?: { Subject?: { SubjectConfirmation?: SubjectConfirmation[] }[] };
}

/**
 * What @node-saml 5 leaves unchecked (issue 30): that the response was
 * addressed to this ACS, and that the signed assertion answers the request the
 * Response names. Returns why not, or null. The Response's Destination and
 * InResponseTo are outside the assertion's signature, so the assertion's own
 * SubjectConfirmationData (signed) must name the same ACS and request: a
 * signed assertion lifted from another service provider's response, or from an
 * IdP-initiated one, does not fit an AuthnRequest of ours.
 */
export function misaddressed(profile: Profile, acsUrl: string): string | null {
  const response = new DOMParser().parseFromString(
    profile.getSamlResponseXml?.() ?? '',
    'text/xml',
  ).documentElement;
  if (response?.namespaceURI !== PROTOCOL_NS || response.localName !== 'Response')
    return 'not a SAML Response';
  const destination = response.getAttribute('Destination');
  if (destination !== acsUrl) return `Destination ${destination ?? '(none)'} is not ${acsUrl}`;
  const request = profile.inResponseTo;
  if (!request) return 'unsolicited response (no InResponseTo)';
  const signed = profile.getAssertion?.() as SignedSubject | undefined;
  const confirmations = signed?.Assertion?.Subject?.[0]?.SubjectConfirmation ?? [];
  if (confirmations.length === 0) return 'no SubjectConfirmation';
  for (const confirmation of confirmations) {
    const data = confirmation.SubjectConfirmationData?.[0]?.$;
    if (confirmation.$?.Method !== BEARER) return 'SubjectConfirmation is not bearer';
    if (data?.Recipient !== acsUrl)
      return `Recipient ${data?.Recipient ?? '(none)'} is not ${acsUrl}`;
    if (data.InResponseTo !== request)
      return `SubjectConfirmationData answers ${data.InResponseTo ?? '(none)'}, not ${request}`;
  }
  return null;
}
