import fp from 'fastify-plugin';
import { JobRunner, type JobDefinition } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  definitions: JobDefinition[];
}

/**
 * The app's job runner with every feature's job defined. It polls only once
 * main.ts starts it on a listening server; tests run passes themselves.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { definitions }) => {
    const runner = new JobRunner(app.db, app.log);
    for (const definition of definitions) runner.define(definition);
    app.decorate('jobs', runner);
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
