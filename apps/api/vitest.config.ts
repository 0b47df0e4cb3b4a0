import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Files share the server's modules (decision 030): state lives per app or per database, never per module.
    poolOptions: { forks: { isolate: false } },
    include: ['src/**/*.test.ts'],
    // Migrates and seeds once per run; each file's build() starts from a copy.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
