/**
 * `npm run stand-in:push`: a local push service, offline (./server.ts). Port
 * from PUSH_STAND_IN_PORT (8090). Subscriptions it makes have endpoints on
 * http://localhost, which the shop accepts and sends to like any other.
 */
import { startLocalPushService } from './server';

const service = await startLocalPushService({
  port: Number(process.env.PUSH_STAND_IN_PORT ?? 8090),
});
console.log(`Servizio push locale in ascolto su ${service.url}`);
console.log('  POST /subscribe {"applicationServerKey": "<chiave VAPID pubblica>"}');
console.log('  POST /get-notifications {"clientHash": "…"}');

const stop = () => void service.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
