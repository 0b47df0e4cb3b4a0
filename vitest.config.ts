import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every core runs test files (Vitest keeps one for itself by default, which on
 * a 2-core machine ran the files one at a time), and the files a worker runs
 * share their modules instead of importing the server, React and the rest
 * again for each file (decision 030).
 */
const workers = availableParallelism();

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    maxWorkers: workers,
    minWorkers: workers,
    poolOptions: { forks: { isolate: false } },
  },
});
