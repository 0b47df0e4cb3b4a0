import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';
import { personFor, subjectOf, TEST_PEOPLE } from './people';

export type LocalProviderName = 'google' | 'facebook';

export interface LocalOidcOptions {
  name: LocalProviderName;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  clientId: string;
  clientSecret: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const LABEL: Record<LocalProviderName, string> = { google: 'Google', facebook: 'Facebook' };
/** The shop's callbacks (docs/rules/account.md Auth), on any local origin: the shop runs on several ports and hosts. */
const CALLBACK_PATHS = new Set([
  '/ebsn/api/social-redir/google',
  '/ebsn/api/social-redir/facebook',
  '/api/social-redir/google-mobile',
  '/ebsn/api/social-redir/facebook-mobile',
]);

function isLocalCallback(value: string): boolean {
  const url = URL.parse(value);
  if (!url || url.protocol !== 'http:' || url.search || url.hash) return false;
  const host = url.hostname;
  const local = host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
  return local && CALLBACK_PATHS.has(url.pathname);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(name: LocalProviderName, uid: string, clientId: string): string {
  const label = LABEL[name];
  const people = TEST_PEOPLE.map(
    (p) =>
      `<li><button type="submit" name="email" value="${escape(p.email)}">${escape(
        `${p.givenName} ${p.familyName}`,
      )}<small>${escape(p.email)}${p.emailVerified ? '' : ' · e-mail non verificata'}</small></button></li>`,
  ).join('');
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accedi con ${label} (provider locale)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}p{color:#4b5563;margin:.25rem 0 1rem}
ul{list-style:none;padding:0;margin:0 0 1rem;display:grid;gap:.5rem}
button{font:inherit;width:100%;min-height:2.75rem;border-radius:.5rem;border:1px solid #9ca3af;background:#fff;cursor:pointer;text-align:left;padding:.5rem .75rem}
li button small{display:block;color:#4b5563}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;min-height:2.75rem;border:1px solid #6b7280;border-radius:.5rem;padding:0 .75rem}
.primary{background:#1d4ed8;color:#fff;border-color:#1d4ed8;text-align:center;margin-top:.75rem}
.cancel{margin-top:1rem;text-align:center}
</style></head>
<body><main>
<h1>Accedi con ${label}</h1>
<p>Provider di prova locale: nessuna password, scegli una persona di prova per continuare su <strong>${escape(clientId)}</strong>.</p>
<form method="post" action="/interaction/${escape(uid)}/login">
<ul>${people}</ul>
</form>
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="email">Un altro indirizzo e-mail</label>
<input id="email" name="email" type="email" required autocomplete="email">
<button class="primary" type="submit">Continua</button>
</form>
<form method="post" action="/interaction/${escape(uid)}/abort">
<button class="cancel" type="submit">Annulla</button>
</form>
</main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

/**
 * A local OpenID provider standing in for Google or Facebook (docs/architecture.md#the-outside-world): the
 * authorization code flow with PKCE, signed ID tokens carrying e-mail and
 * names, and a sign-in page listing test people, all offline. Development
 * (`npm run oidc`), the API tests and the journeys start it.
 */
export async function startLocalOidcProvider(
  options: LocalOidcOptions,
): Promise<LocalOidcProvider> {
  const host = options.host ?? 'localhost';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host === 'localhost' ? '127.0.0.1' : host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'locale-1', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [`http://localhost/ebsn/api/social-redir/${options.name}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // The native SDKs' codes the shop redeems on the mobile callbacks come without PKCE; the web's must have it.
    pkce: { required: (ctx) => !String(ctx.oidc.params?.redirect_uri ?? '').includes('-mobile') },
    // The scopes' claims go in the ID token as Google's do: the shop reads no userinfo.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const person = knownPeople.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`,
        }),
      };
    },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
    },
  });
  // Any local origin and port of the shop may receive the code, as long as the path is a callback.
  provider.Client.prototype.redirectUriAllowed = isLocalCallback;

  const knownPeople = new Map<string, ReturnType<typeof personFor>>();
  const oidc = provider.callback();

  server.on('request', (req, res) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(req.url ?? '');
    if (!match) {
      oidc(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET' && !match[2]) {
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
          });
          res.end(signInPage(options.name, details.uid, String(details.params.client_id)));
          return;
        }
        if (req.method === 'POST' && match[2] === '/abort') {
          await provider.interactionFinished(req, res, {
            error: 'access_denied',
            error_description: "L'utente ha annullato l'accesso",
          });
          return;
        }
        if (req.method === 'POST' && match[2] === '/login') {
          const email = (await readForm(req)).get('email')?.trim() ?? '';
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
            res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
            res.end('Indirizzo e-mail non valido.');
            return;
          }
          const person = personFor(email);
          const accountId = subjectOf(options.name, person.email);
          knownPeople.set(accountId, person);
          const grant = new provider.Grant({
            accountId,
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope('openid email profile');
          const grantId = await grant.save();
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId, remember: false }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        res.writeHead(405).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Richiesta di accesso non valida o scaduta: ${(error as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
