import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { Catalogue } from './repo/catalogue';

/** What the cart's services use of the app; routes pass the Fastify instance itself. */
export interface CartDeps {
  db: Db;
  config: AppConfig;
  catalog: Catalogue;
}
