export {
  IdentityError,
  OidcIdentityProvider,
  SOCIAL_PROVIDERS,
  isSocialProvider,
  type FlowChecks,
  type OidcSettings,
  type SocialIdentity,
  type SocialProvider,
} from './oidc';
