import {
  DEV_STAFF,
  encodeResponse,
  readAuthnRequest,
  signedResponse,
  type ResponseOptions,
  type StaffIdentity,
} from '../../stand-ins/saml-idp/assertion';
import type { TestApp } from './helper';
import type { Cookies } from './shoppers';

export const PICKER = DEV_STAFF[0]!;
export const MANAGER = DEV_STAFF[1]!;

/** do-login as the browser follows it: the IdP's address and the AuthnRequest it carries. */
export async function startLogin(t: TestApp, relayStateUrl?: string) {
  const query = relayStateUrl ? `?relay_state_url=${encodeURIComponent(relayStateUrl)}` : '';
  const res = await t.app.inject({ method: 'GET', url: `/ebsn/api/saml/do-login${query}` });
  const location = new URL(res.headers.location as string);
  const request = readAuthnRequest(location.searchParams.get('SAMLRequest')!);
  return {
    res,
    location,
    request,
    relayState: location.searchParams.get('RelayState'),
    audience: request.issuer,
  };
}

/** What the IdP posts back to the ACS (HTTP-POST binding). */
export const postToAcs = (t: TestApp, samlResponse: string, relayState?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/saml/acs',
    payload: new URLSearchParams({
      SAMLResponse: samlResponse,
      ...(relayState === undefined ? {} : { RelayState: relayState }),
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // The IdP's page posts the form: a cross-site request, as in a browser.
      origin: 'http://localhost:3010',
      'sec-fetch-site': 'same-site',
    },
  });

/** The whole sign-in of a staff member through the SAML flow; the session cookie it leaves. */
export async function staffLogin(
  t: TestApp,
  identity: StaffIdentity = PICKER,
  overrides: Partial<ResponseOptions> = {},
): Promise<Cookies> {
  const { request, relayState } = await startLogin(t, '/admin');
  const xml = signedResponse({
    identity,
    audience: request.issuer,
    acsUrl: request.acsUrl,
    inResponseTo: request.id,
    ...overrides,
  });
  const res = await postToAcs(t, encodeResponse(xml), relayState ?? undefined);
  const cookie = res.cookies.find((c) => c.name === 'ebsn_session');
  if (res.statusCode !== 303 || !cookie)
    throw new Error(`staff login failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return { ebsn_session: cookie.value };
}
