import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Files share the server's modules (decision 030): state lives per app or per database, never per module.
    poolOptions: { forks: { isolate: false } },
    include: ['src/**/*.test.ts'],
    // Names the run's templates; the first file that needs one migrates and seeds it, and
    // each file's build() starts from a copy (src/test/templates.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    // The first build() of a template waits for its seeding: 20 s of CPU, minutes on a loaded machine.
    hookTimeout: 180_000,
  },
});
