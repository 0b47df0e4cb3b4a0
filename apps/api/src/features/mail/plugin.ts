import fp from 'fastify-plugin';
import { createMailTransport, type MailTransport } from '../../adapters/mail';
import { mailDeliveryJob } from './deliver-job';
import { devMailRoutes } from './dev-routes';

export interface MailPluginOptions {
  /** Defaults to the configured one (SMTP_URL, else the outbox); tests pass their own. */
  transport?: MailTransport;
  /** Serve /dev/mail; by default everywhere but in production (e2e runs a production build and turns it on). */
  devPages?: boolean;
}

/** Defines the mail.deliver job on the app's runner and serves /dev/mail. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const transport = options.transport ?? createMailTransport(app.config);
    app.jobs.define(mailDeliveryJob(transport));
    await app.register(devMailRoutes, {
      enabled: options.devPages ?? app.config.NODE_ENV !== 'production',
    });
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
