import fp from 'fastify-plugin';
import { createMailTransport, type MailTransport } from '../../adapters/mail';
import { mailDeliveryJob } from './deliver-job';
import { devMailRoutes } from './dev-routes';

export interface MailPluginOptions {
  /** Defaults to the configured one (SMTP_URL, else the outbox); tests pass their own. */
  transport?: MailTransport;
}

/** Defines the mail.deliver job on the app's runner and serves /dev/mail (not in production). */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const transport = options.transport ?? createMailTransport(app.config);
    app.jobs.define(mailDeliveryJob(transport));
    await app.register(devMailRoutes);
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
