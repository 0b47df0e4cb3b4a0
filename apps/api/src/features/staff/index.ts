/**
 * Store operations (issue 16): staff sign in by SAML single sign-on and work
 * the orders of their store. Every staff call sits in one scope behind
 * requireStaff (decision 024).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OrdersDeps } from '../orders';
import { idpRoutes } from './idp-routes';
import { idpTrust } from './idp-trust';
import { samlRoutes } from './saml-routes';
import { SAML_REQUEST_LIFETIME_MS, ServiceProvider } from './saml';
import { issuedRequests } from './repo';
import { requireStaff, staffOf } from './scope';
import { staffRoutes } from './routes';
import { apiKeyRoutes, importConsoleRoutes } from './manager-routes';
import { changeLogRoutes } from './change-log-routes';
import { offerRoutes } from './offer-routes';
import { productConsoleRoutes } from './product-routes';
import { captureOnDeliveryJob } from './board';

export const staffPlugin: FastifyPluginAsync<{ deps: OrdersDeps }> = async (app, { deps }) => {
  app.jobs.define(captureOnDeliveryJob(deps));
  const trust = idpTrust(app.config);
  const sp = new ServiceProvider(
    app.config,
    trust,
    issuedRequests(app.db, SAML_REQUEST_LIFETIME_MS),
  );
  await app.register(idpRoutes, { trust });
  await app.register(samlRoutes, { sp });
  await app.register(async function staffScope(staff) {
    staff.decorateRequest('staff', {
      getter(this: Parameters<typeof staffOf>[0]) {
        return staffOf(this);
      },
    });
    staff.addHook('onRequest', requireStaff);
    await staff.register(staffRoutes, { deps, jobs: app.jobs });
    await staff.register(apiKeyRoutes);
    await staff.register(importConsoleRoutes);
    await staff.register(changeLogRoutes);
    await staff.register(offerRoutes);
    await staff.register(productConsoleRoutes);
  });
};
