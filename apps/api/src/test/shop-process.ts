import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { buildServer } from '../server';
import { TEST_IDP_CERT_FILE } from '../../stand-ins/saml-idp/test-keys';

/*
 * A shop process on a database the test migrated and seeded (DATABASE_URL, or
 * PGlite's DATA_DIR): the real server, which kill.test.ts kills with SIGKILL
 * and starts again. It prints its port once it listens.
 */
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'memory://',
});
const config = loadConfig(process.env, {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SAML_IDP_CERT_FILE: TEST_IDP_CERT_FILE,
});
const app = await buildServer({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
