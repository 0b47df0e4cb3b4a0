import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/port';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';

/** What the orders feature uses of the app; server.ts passes them to its plugins. */
export interface OrdersDeps {
  db: Db;
  config: AppConfig;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Each order's brand: its name, theme and origin for the mails. */
  brands: FastifyInstance['brands'];
}

/** The orders feature's deps from the app and the gateway it was given. */
export const ordersDeps = (app: FastifyInstance, gateway: PaymentGateway): OrdersDeps => ({
  db: app.db,
  config: app.config,
  gateway,
  log: app.log,
  brands: app.brands,
});
