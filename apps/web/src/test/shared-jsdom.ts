import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * jsdom made once per worker and kept for every test file it runs. Without
 * isolation (vitest.config.ts) the modules a file imports stay loaded for the
 * next file, and some of them hold the first document (Testing Library's
 * `screen` binds `document.body` when it is imported), so the document must
 * stay too. setup.ts empties it after each test.
 */
let window: ReturnType<NonNullable<Environment['setup']>> | undefined;

export default {
  name: 'shared-jsdom',
  transformMode: 'web',
  async setup(global, options) {
    // Node's own, kept over jsdom's: Node's Request (React Router's loaders make one
    // per navigation) refuses a signal of jsdom's AbortController since Node 24.
    const { AbortController, AbortSignal } = globalThis;
    window ??= builtinEnvironments.jsdom.setup(global, options);
    await window;
    Object.assign(global as object, { AbortController, AbortSignal });
    return { teardown: () => undefined };
  },
} satisfies Environment;
