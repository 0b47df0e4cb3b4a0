import fp from 'fastify-plugin';
import { webPushSender, type PushSender, type VapidKeyPair } from '../../adapters/push';
import { loadVapidKeys, pushEndpointAllowed, vapidSubject } from './keys';
import { pushSendJob } from './send-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The VAPID key pair the shop signs its pushes with (decision 035). */
    vapid: VapidKeyPair;
  }
}

export interface PushPluginOptions {
  /** Defaults to web-push over fetch; tests may pass their own. */
  sender?: PushSender;
}

/**
 * Loads (or makes, at the first start) the VAPID key pair and defines the
 * push.send job on the app's runner.
 */
export const pushPlugin = fp<PushPluginOptions>(
  async (app, options) => {
    const vapid = await loadVapidKeys(app.db, app.config);
    app.decorate('vapid', vapid);
    app.jobs.define(
      pushSendJob({
        sender: options.sender ?? webPushSender,
        vapid,
        endpointAllowed: pushEndpointAllowed(app.config),
        subjectOf: (brandId) => vapidSubject(app.config, (id) => app.brands.senderOf(id), brandId),
      }),
    );
  },
  { name: 'push', dependencies: ['database', 'jobs', 'brands'] },
);
