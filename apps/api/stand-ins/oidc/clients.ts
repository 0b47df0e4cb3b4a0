import type { LocalProviderName } from './server';

/** The shop's client at each local provider: what `npm run oidc` prints and the tests configure. */
export const LOCAL_OIDC_CLIENTS: Record<
  LocalProviderName,
  { clientId: string; clientSecret: string }
> = {
  google: { clientId: 'spesa-online-google', clientSecret: 'segreto-di-prova-google-locale' },
  facebook: { clientId: 'spesa-online-facebook', clientSecret: 'segreto-di-prova-facebook-locale' },
};
