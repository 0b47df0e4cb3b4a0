import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: './src/test/shared-jsdom.ts',
    // Files share React, Radix and i18next, and so one document (decision 030).
    poolOptions: { forks: { isolate: false } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
