import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffIdpSchema, envelopeSchema } from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { IdpTrust } from './idp-trust';

/** What the staff sign-in page needs to know about the identity provider, before anyone signs in. */
export const idpRoutes: FastifyPluginAsyncZod<{ trust: IdpTrust }> = async (app, { trust }) => {
  const devIdpInProduction = trust.devIdp && app.config.NODE_ENV === 'production';
  if (devIdpInProduction)
    app.log.error(
      'SAML: this production shop trusts the local development IdP (npm run idp), whose staff sign in ' +
        'without a password: set SAML_IDP_SSO_URL, SAML_IDP_ENTITY_ID and SAML_IDP_CERT_FILE to your identity provider',
    );

  app.get(
    '/ebsn/api/saml/idp',
    {
      config: { staleSessionOk: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether a production shop still trusts the local development IdP',
        description:
          'The staff sign-in page shows a warning when devIdpInProduction is true: the local IdP ' +
          'of npm run idp lets anyone who reaches it sign in as a store manager.',
        response: { 200: envelopeSchema(StaffIdpSchema) },
      },
    },
    async () => ok({ devIdpInProduction }),
  );
};
