/**
 * The local SAML identity provider for development and the journeys
 * (`npm run idp`, docs/development.md): two staff members, a picker and a store manager,
 * whose role and store travel as SAML attributes. It signs with the key pair
 * it made at its first start in IDP_DATA_DIR (./data/dev-idp), never with the
 * committed TEST key, and asks no password: it stands in for the company's
 * real IdP, which the shop trusts by its certificate alone.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { loadConfig } from '../../src/config/env';
import { LOCAL_IDP_CERT_FILE } from '../../src/features/staff/idp-trust';
import {
  DEV_STAFF,
  TEST_IDP_ENTITY_ID,
  encodeResponse,
  readAuthnRequest,
  signedResponse,
} from './assertion';
import { devIdpKeys } from './keys';

const PORT = Number(process.env.IDP_PORT ?? 3010);
/** Unset: every interface, so http://localhost reaches it over IPv4 and IPv6 alike. */
const HOST = process.env.IDP_HOST;
/** The same folder the shop reads the certificate from, whatever the working directory. */
const KEYS_DIR = path.resolve(loadConfig().IDP_DATA_DIR);
const KEYS = devIdpKeys(KEYS_DIR);

const escapeHtml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string, script = ''): string =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}` +
  `.banner{background:#fef3c7;border:1px solid #92400e;color:#78350f;padding:.5rem .75rem;border-radius:.375rem}` +
  `button{display:block;width:100%;text-align:left;font:inherit;margin:.5rem 0;padding:.75rem 1rem;font-size:1rem;border:1px solid #1d4ed8;border-radius:.375rem;background:#eff6ff;color:#1e3a8a;cursor:pointer}` +
  `button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>` +
  `<body><main><p class="banner">Identity provider di prova — solo per sviluppo e test</p><h1>${escapeHtml(title)}</h1>${body}</main>${script}</body></html>`;

const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of request) {
    raw += chunk;
    if (raw.length > 100_000) throw new Error('form too large');
  }
  return new URLSearchParams(raw);
}

function send(response: ServerResponse, status: number, type: string, text: string): void {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
  });
  response.end(text);
}

function metadata(origin: string): string {
  const cert = KEYS.certificate.replace(/-----[^-]+-----|\s/g, '');
  return (
    `<?xml version="1.0"?><EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${TEST_IDP_ENTITY_ID}">` +
    `<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">` +
    `<KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${cert}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>` +
    `<NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</NameIDFormat>` +
    `<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${origin}/sso"/>` +
    `</IDPSSODescriptor></EntityDescriptor>`
  );
}

const ROLE_LABELS = { picker: 'Addetto alla preparazione', manager: 'Responsabile del negozio' };

function chooser(samlRequest: string, relayState: string): string {
  const people = DEV_STAFF.map(
    (s) =>
      `<button type="submit" name="email" value="${escapeHtml(s.email)}">${escapeHtml(`${s.firstName} ${s.lastName}`)} — ${ROLE_LABELS[s.role]}</button>`,
  ).join('');
  return page(
    'Accesso del personale',
    `<p>Scegli con chi entrare nella console del negozio.</p><form method="post" action="/sso">${hidden('SAMLRequest', samlRequest)}${hidden('RelayState', relayState)}${people}</form>`,
  );
}

function postBack(acsUrl: string, samlResponse: string, relayState: string): string {
  return page(
    'Ritorno al negozio',
    `<form id="saml" method="post" action="${escapeHtml(acsUrl)}">${hidden('SAMLResponse', samlResponse)}${hidden('RelayState', relayState)}<button type="submit">Continua verso il negozio</button></form>`,
    `<script>document.getElementById('saml').submit()</script>`,
  );
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `localhost:${PORT}`}`);
  void (async () => {
    if (request.method === 'GET' && url.pathname === '/metadata')
      return send(response, 200, 'application/samlmetadata+xml', metadata(url.origin));
    if (request.method === 'GET' && url.pathname === '/sso') {
      const samlRequest = url.searchParams.get('SAMLRequest') ?? '';
      readAuthnRequest(samlRequest);
      return send(
        response,
        200,
        'text/html',
        chooser(samlRequest, url.searchParams.get('RelayState') ?? ''),
      );
    }
    if (request.method === 'POST' && url.pathname === '/sso') {
      const form = await formOf(request);
      const authn = readAuthnRequest(form.get('SAMLRequest') ?? '');
      const identity = DEV_STAFF.find((s) => s.email === form.get('email'));
      if (!identity) return send(response, 400, 'text/html', page('Utente sconosciuto', ''));
      const xml = signedResponse({
        identity,
        audience: authn.issuer,
        acsUrl: authn.acsUrl,
        inResponseTo: authn.id,
        privateKey: KEYS.privateKey,
        certificate: KEYS.certificate,
      });
      return send(
        response,
        200,
        'text/html',
        postBack(authn.acsUrl, encodeResponse(xml), form.get('RelayState') ?? ''),
      );
    }
    // Browsers ask every page's origin for its icon: none, and no error in their console.
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    send(response, 404, 'text/html', page('Pagina non trovata', ''));
  })().catch(() => send(response, 400, 'text/html', page('Richiesta SAML non valida', '')));
});

server.listen(PORT, HOST, () => {
  console.log(
    `IdP di prova su http://${HOST ?? 'localhost'}:${PORT} (metadata: /metadata, accesso: /sso)`,
  );
  console.log(`  certificato di firma: ${path.join(KEYS_DIR, LOCAL_IDP_CERT_FILE)}`);
  for (const s of DEV_STAFF) console.log(`  ${s.email} — ${s.role}, negozio ${s.storeId}`);
});
