import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { installErrorHandler } from './http/error-handler';
import { loggerOptions, type LogDestination } from './http/log-redaction';
import { rejectUnstorableText } from './http/storable-text';
import { crossSiteGuard } from './http/cross-site-guard';
import { recaptchaGuard } from './http/recaptcha-guard';
import { createRecaptchaVerifier } from './adapters/recaptcha';
import { securityHeaders } from './http/security-headers';
import { compression } from './http/compression';
import { databasePlugin } from './plugins/database';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { withRequestId } from './lib/request-context';
import { picturesPlugin } from './plugins/pictures';
import { jobsPlugin } from './jobs';
import { purgeExpiredHoldsJob } from './features/delivery';
import { codeGuessPlugin } from './plugins/code-guesses';
import { brandPlugin } from './features/brands';
import { brandRoutes } from './features/brands/routes';
import { createGeocoder } from './adapters/geocoding';
import { requireShopper, sessionPlugin } from './features/auth';
import { authRoutes } from './features/auth/routes';
import { socialLoginRoutes } from './features/social-login/routes';
import { cartRoutes, cartShopperRoutes } from './features/cart/routes/cart-routes';
import { addressRoutes, addressShopperRoutes } from './features/addresses/routes';
import { storeRoutes, storeShopperRoutes } from './features/stores/routes';
import { timeslotRoutes, timeslotShopperRoutes } from './features/timeslots/routes';
import { catalogPlugin } from './features/catalog';
import { catalogRoutes } from './features/catalog/catalog-routes';
import { catalogImageRoutes } from './features/catalog/image-routes';
import { catalogPageRoutes } from './features/catalog/page-routes';
import { catalogImportRoutes } from './features/catalog/imports/routes';
import { contentPageRoutes, contentRoutes } from './features/content/routes';
import { createPaymentGateway, TestAcquirer, testAcquirerRoutes } from './adapters/payments';
import type { PaymentGateway } from './adapters/payments';
import { mailPlugin } from './features/mail';
import { pushPlugin } from './features/push';
import { pushShopperRoutes } from './features/push/routes';
import { billingShopperRoutes } from './features/billing/routes';
import { giftCertificateShopperRoutes } from './features/gift-certificates/routes';
import { accountRoutes, accountShopperRoutes } from './features/account/routes';
import { invoiceShopperRoutes } from './features/invoices/routes';
import { checkoutShopperRoutes } from './features/checkout/routes';
import { cancelUnpaidOrdersJob, ordersDeps } from './features/orders';
import { orderShopperRoutes } from './features/orders/routes';
import { wishlistShopperRoutes } from './features/wishlists/routes';
import { paymentNotifyRoutes, paymentReturnRoutes } from './features/orders/payment/routes';
import { versionRoutes } from './features/version/routes';
import { healthRoutes } from './features/health';
import { metricsPlugin } from './features/metrics';
import { registrationRoutes } from './features/registration/routes';
import { disclaimerRoutes, disclaimerShopperRoutes } from './features/disclaimers/routes';
import { staffPlugin } from './features/staff';
import { pagePlugin } from './features/web';
import { webRoutes } from './features/web/routes';
import { installRoutes } from './features/install';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** The log goes here instead of standard output (tests). */
  logDestination?: LogDestination;
  /** Replaces the gateway PAYMENT_PROVIDER names (tests of a gateway's fake). */
  paymentGateway?: (app: FastifyInstance) => PaymentGateway;
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in
 * front (the nearest hops), as proxy-addr counts them.
 */
const trustProxyOf = (trusted: AppConfig['TRUST_PROXY']) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;

/** Builds the whole shop (API and web app) without listening: main.ts and tests share it. */
export async function buildServer({
  config,
  database,
  logDestination,
  paymentGateway = createPaymentGateway,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('preValidation', rejectUnstorableText);
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline styles at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Spelled out (it is default-src's) so that reCAPTCHA's frame can be added to it.
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Set by securityHeaders, only when the shop is on HTTPS.
    strictTransportSecurity: false,
  });
  await app.register(securityHeaders, { httpsOnly: config.COOKIE_SECURE });
  // Before any route: it compresses the answers of the routes registered after it.
  await app.register(compression);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Counted in the database, so that every process of the shop holds to one limit.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Spesa online — API del negozio',
        description: 'The commerce API of docs/rules/api-conventions.md and the content service.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (the recursive Category) go to components and are referenced.
    transformObject: jsonSchemaTransformObject,
  });
  if (config.API_DOCS ?? config.NODE_ENV !== 'production')
    await app.register(fastifySwaggerUi, { routePrefix: '/ebsn/api/docs', staticCSP: true });

  await app.register(databasePlugin, { database, config });
  await app.register(jobsPlugin);
  await app.register(metricsPlugin);
  app.jobs.define(purgeExpiredHoldsJob);
  await app.register(brandPlugin);
  await app.register(crossSiteGuard, { isShopHost: (host) => app.brands.isShopHost(host) });
  await app.register(recaptchaGuard, { verifier: createRecaptchaVerifier(config) });
  await app.register(sessionPlugin);
  await app.register(codeGuessPlugin);
  await app.register(pagePlugin);
  await app.register(picturesPlugin);
  await app.register(catalogPlugin);
  await app.register(mailPlugin, { devPages: config.DEV_MAIL ?? config.NODE_ENV !== 'production' });
  await app.register(pushPlugin);
  const gateway = paymentGateway(app);
  const orders = ordersDeps(app, gateway);
  app.jobs.define(cancelUnpaidOrdersJob(orders));

  const geocoder = createGeocoder(config);
  await app.register(brandRoutes);
  await app.register(installRoutes);
  await app.register(authRoutes);
  await app.register(socialLoginRoutes);
  await app.register(accountRoutes);
  await app.register(registrationRoutes);
  await app.register(disclaimerRoutes);
  await app.register(cartRoutes);
  await app.register(addressRoutes, { geocoder });
  await app.register(storeRoutes, { geocoder });
  await app.register(timeslotRoutes);
  // Every call that needs a logged-in shopper sits in this one scope behind one hook.
  await app.register(async function shopperScope(shopper) {
    shopper.addHook('onRequest', requireShopper);
    // Every answer here is one shopper's: no cache, the browser's or the service worker's, may keep it.
    shopper.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });
    await shopper.register(cartShopperRoutes);
    await shopper.register(addressShopperRoutes, { geocoder });
    await shopper.register(storeShopperRoutes);
    await shopper.register(timeslotShopperRoutes);
    await shopper.register(billingShopperRoutes);
    await shopper.register(giftCertificateShopperRoutes);
    await shopper.register(wishlistShopperRoutes);
    await shopper.register(pushShopperRoutes);
    await shopper.register(accountShopperRoutes, { deps: orders });
    await shopper.register(disclaimerShopperRoutes);
    await shopper.register(invoiceShopperRoutes);
    await shopper.register(checkoutShopperRoutes, { deps: orders });
    await shopper.register(orderShopperRoutes, { deps: orders });
    await shopper.register(paymentReturnRoutes, { deps: orders });
  });
  // SAML sign-in and the staff console: its own scope behind one staff-only hook.
  await app.register(staffPlugin, { deps: orders });
  await app.register(paymentNotifyRoutes, { deps: orders });
  if (gateway instanceof TestAcquirer)
    await app.register(testAcquirerRoutes, { acquirer: gateway });
  await app.register(contentRoutes);
  await app.register(versionRoutes);
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(catalogImageRoutes);
  await app.register(catalogImportRoutes);
  // Before the web app's catch-all: these pages carry their own head.
  await app.register(catalogPageRoutes);
  await app.register(contentPageRoutes);
  await app.register(webRoutes);

  return app;
}
