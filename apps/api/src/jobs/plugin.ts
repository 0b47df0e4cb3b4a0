import fp from 'fastify-plugin';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * The app's job runner; each plugin or feature defines its jobs on it
 * (`app.jobs.define`). It polls only once main.ts starts it on a listening
 * server; tests run passes themselves.
 */
export const jobsPlugin = fp(
  async (app) => {
    const runner = new JobRunner(app.db, app.log);
    app.decorate('jobs', runner);
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
