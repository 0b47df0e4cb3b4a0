import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { PaymentGateway } from './port';
import { StripeGateway } from './stripe/stripe-gateway';
import { TestAcquirer, appDeliver, defineAcquirerJobs, type Deliver } from './test-acquirer';

export * from './port';
export {
  ACQUIRER_JOBS,
  SIGNATURE_HEADER,
  TEST_BANNER,
  TEST_CARDS,
  TestAcquirer,
  appDeliver,
  testAcquirerRoutes,
  type Deliver,
  type TestCard,
} from './test-acquirer';
export { StripeGateway, type StripeGatewayOptions } from './stripe/stripe-gateway';

type PaymentConfig = Pick<
  AppConfig,
  | 'PAYMENT_PROVIDER'
  | 'ACQUIRER_SECRET'
  | 'ACQUIRER_PENDING_SECONDS'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
>;

export interface PaymentGatewayDeps {
  /** Where notifications go; by default `appDeliver(app)`. */
  deliver?: Deliver;
}

/**
 * The gateway PAYMENT_PROVIDER names (decision 014). The test acquirer keeps
 * its books in the app's database and defines its jobs on `app.jobs`; its
 * pages need `testAcquirerRoutes` registered with it.
 */
export function createPaymentGateway(
  app: FastifyInstance,
  config: PaymentConfig = app.config,
  deps: PaymentGatewayDeps = {},
): PaymentGateway {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return new StripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  const acquirer = new TestAcquirer({
    db: app.db,
    jobs: app.jobs,
    secret: config.ACQUIRER_SECRET,
    pendingSeconds: config.ACQUIRER_PENDING_SECONDS,
    deliver: deps.deliver ?? appDeliver(app),
    log: app.log,
  });
  defineAcquirerJobs(app.jobs, acquirer);
  return acquirer;
}
