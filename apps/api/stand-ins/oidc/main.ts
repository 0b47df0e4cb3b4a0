/**
 * `npm run oidc`: the local stand-ins for Google and Facebook sign-in, offline.
 * Ports from OIDC_DEV_GOOGLE_PORT and OIDC_DEV_FACEBOOK_PORT (3020, 3021); it
 * prints the variables that point the shop at them.
 */
import { startLocalOidcProvider } from './server';
import { LOCAL_OIDC_CLIENTS } from './clients';

const ports = {
  google: Number(process.env.OIDC_DEV_GOOGLE_PORT ?? 3020),
  facebook: Number(process.env.OIDC_DEV_FACEBOOK_PORT ?? 3021),
};

const started = await Promise.all(
  (['google', 'facebook'] as const).map(async (name) => {
    const provider = await startLocalOidcProvider({
      name,
      port: ports[name],
      ...LOCAL_OIDC_CLIENTS[name],
    });
    return { name, provider };
  }),
);

console.log('Provider OpenID locali in ascolto. Avvia il negozio con:\n');
for (const { name, provider } of started) {
  const prefix = name.toUpperCase();
  console.log(`  ${prefix}_OIDC_ISSUER=${provider.issuer}`);
  console.log(`  ${prefix}_OIDC_CLIENT_ID=${provider.clientId}`);
  console.log(`  ${prefix}_OIDC_CLIENT_SECRET=${provider.clientSecret}`);
}

const stop = () => {
  void Promise.all(started.map(({ provider }) => provider.close())).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
