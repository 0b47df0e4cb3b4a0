import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local push service (RFC 8030) for development and tests, offline: the
 * web-push-testing package's server, which decrypts each message with the
 * subscription's keys (RFC 8291 aes128gcm, through http_ece) after checking
 * its VAPID signature (RFC 8292), and keeps it to be read back.
 *   POST /subscribe {applicationServerKey}  → {data: {endpoint, keys, clientHash}}
 *   POST /notify/<clientHash>               (what the shop's push.send job posts)
 *   POST /get-notifications {clientHash}    → {data: {messages: [JSON text…]}}
 *   POST /expire-subscription/<clientHash>  (then /notify answers 410)
 * The package's own command runs it detached and keeps state in the working
 * folder; here it runs in the foreground, in memory.
 */

interface PushApiModel {
  notifyUrl: string;
}
interface TestingServer {
  _app: http.RequestListener;
  setRequestHandlers(): void;
}

const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushApiModel;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: PushApiModel,
  port: number,
) => TestingServer;

export interface PushSubscriptionAtStandIn {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface LocalPushService {
  port: number;
  url: string;
  /** A subscription for this VAPID public key, as a browser's pushManager.subscribe makes. */
  subscribe(applicationServerKey: string): Promise<PushSubscriptionAtStandIn>;
  /** The messages received for the subscription, decrypted, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  /** From now on the service answers 410 Gone for the subscription. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the push service on `port` (any free one by default), on localhost. */
export async function startLocalPushService({ port = 0 } = {}): Promise<LocalPushService> {
  const model = new PushApiModel();
  const testing = new WebPushTestingServer(model, port);
  testing.setRequestHandlers();
  const server = http.createServer(testing._app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  const url = `http://localhost:${actual}`;
  model.notifyUrl = `${url}/notify/`;
  const post = async (path: string, payload: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (!res.ok) throw new Error(`push stand-in ${path}: ${res.status} ${await res.text()}`);
    // /expire-subscription answers a bare 'OK'.
    const json = res.headers.get('content-type')?.includes('json');
    return json ? ((await res.json()) as { data: unknown }) : { data: await res.text() };
  };
  return {
    port: actual,
    url,
    subscribe: async (applicationServerKey) =>
      (await post('/subscribe', { applicationServerKey })).data as PushSubscriptionAtStandIn,
    messages: async (clientHash) =>
      ((await post('/get-notifications', { clientHash })).data as { messages: string[] }).messages,
    expire: async (clientHash) => {
      await post(`/expire-subscription/${clientHash}`, {});
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
