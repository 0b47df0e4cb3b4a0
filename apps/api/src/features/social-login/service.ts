import type { AppConfig } from '../../config/env';
import {
  OidcIdentityProvider,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../../adapters/identity';

/** The landing after a social login (docs/rules/account.md). */
export const SOCIAL_LANDING = '/profile/dashboard';

const settingsOf = (config: AppConfig, name: SocialProvider) =>
  ({
    google: [
      config.GOOGLE_OIDC_ISSUER,
      config.GOOGLE_OIDC_CLIENT_ID,
      config.GOOGLE_OIDC_CLIENT_SECRET,
    ],
    facebook: [
      config.FACEBOOK_OIDC_ISSUER,
      config.FACEBOOK_OIDC_CLIENT_ID,
      config.FACEBOOK_OIDC_CLIENT_SECRET,
    ],
  })[name] satisfies (string | undefined)[];

/** Whether the provider's issuer, client id and secret are all configured. */
export const isConfigured = (config: AppConfig, name: SocialProvider): boolean =>
  settingsOf(config, name).every(Boolean);

/** The providers whose issuer, client id and secret are all configured. */
export function configuredProviders(config: AppConfig): Map<SocialProvider, OidcIdentityProvider> {
  const providers = new Map<SocialProvider, OidcIdentityProvider>();
  for (const name of SOCIAL_PROVIDERS) {
    const [issuer, clientId, clientSecret] = settingsOf(config, name);
    if (issuer && clientId && clientSecret)
      providers.set(name, new OidcIdentityProvider(name, { issuer, clientId, clientSecret }));
  }
  return providers;
}

/**
 * A place of the shop to land on after the login: a path of this origin.
 * Anything else (another host, `//host`, a scheme, backslashes) lands on the
 * dashboard, so the flow can never be used to send a shopper elsewhere.
 */
export function safeRelay(value: string | undefined): string {
  if (!value || !value.startsWith('/') || /[\\\s]/.test(value) || value.startsWith('//'))
    return SOCIAL_LANDING;
  const base = 'http://shop.invalid';
  const url = URL.parse(value, base);
  if (!url || url.origin !== base) return SOCIAL_LANDING;
  return `${url.pathname}${url.search}${url.hash}`;
}
