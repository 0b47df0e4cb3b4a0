import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress';
import { pureSchemas } from './vite-plugins/pure-schemas';
import { serviceWorker } from './vite-plugins/service-worker';

/** The API's development port (apps/api). In production the API serves dist/ itself. */
const API_DEV_ORIGIN = 'http://localhost:3001';

/**
 * Paths that belong to the server: the commerce API, the content service, payments, files.
 * Anchored patterns (a key starting with ^ is a RegExp for Vite), so that '/p/' never
 * swallows app routes such as /profile, /product or /payment.
 */
const serverPaths = [
  '^/ebsn/',
  '^/p/',
  '^/version\\.json',
  '^/img/',
  '^/pay/',
  '^/sitemap\\.xml',
  '^/robots\\.txt',
];
const proxy = Object.fromEntries(
  serverPaths.map((path) => [path, { target: API_DEV_ORIGIN, changeOrigin: false }]),
);

/**
 * The domain's response schemas the first page checks its answers with, in three chunks
 * main.tsx runs one task each (zod builds every schema of a module when it loads, most of
 * the app's evaluation time; issue 12), each with the module main.tsx imports to run it.
 * Dependencies first: cart's schemas import catalog's and delivery's.
 */
const SCHEMA_CHUNKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['catalog', /\/(packages\/domain\/src\/api\/catalog|src\/app\/schema-chunks\/catalog)\.ts$/],
  [
    'delivery',
    /\/(packages\/domain\/src\/api\/(delivery|user)|src\/app\/schema-chunks\/delivery)\.ts$/,
  ],
  ['cart', /\/(packages\/domain\/src\/api\/cart|src\/app\/schema-chunks\/cart)\.ts$/],
];

/**
 * React Router's package exports the build with its development warnings on for every
 * condition; its production build, beside it, is the same code with them off, which
 * the builds take.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Two builds (package.json): the browser's, into dist, and the server's
 * (`--ssr src/entry-server.tsx`), into dist/server, which the API imports to
 * render the catalogue pages. Node reads the server's files: nothing to compress
 * or split for a browser there.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [pureSchemas(), precompress(), serviceWorker()]),
  ],
  // Development (the dev server, the tests) keeps the warnings.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? { outDir: 'dist/server', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: what each chunk imports, for scripts/bundle-budget.mjs.
        manifest: true,
        // Every browser the shop supports preloads modules itself (Baseline since 2023).
        modulePreload: { polyfill: false },
        rollupOptions: {
          output: {
            // Two long-lived chunks every route needs, which app releases do not invalidate in
            // the browser cache: React with its router, and the first route's other libraries,
            // which the entry runs in a task of its own (main.tsx). Libraries only some routes
            // use (Radix dialogs and menus, react-hook-form) are left to Rollup, which puts
            // them with the routes that import them instead of on the first page.
            manualChunks(id) {
              if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id))
                return 'react';
              if (
                /\/node_modules\/(zod|i18next|react-i18next|@tanstack|tailwind-merge)\//.test(id) ||
                id.endsWith('/src/app/vendor-start.ts')
              )
                return 'vendor';
              const schemas = SCHEMA_CHUNKS.find(([, pattern]) => pattern.test(id));
              return schemas ? `schemas-${schemas[0]}` : undefined;
            },
          },
        },
      },
}));
