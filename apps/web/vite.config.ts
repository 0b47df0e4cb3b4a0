import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The API's development port (apps/api). In production the API serves dist/ itself. */
const API_DEV_ORIGIN = 'http://localhost:3001';

/**
 * Paths that belong to the server: the commerce API, the content service, payments, files.
 * Anchored patterns (a key starting with ^ is a RegExp for Vite), so that '/p/' never
 * swallows app routes such as /profile, /product or /payment.
 */
const serverPaths = ['^/ebsn/', '^/p/', '^/version\\.json', '^/img/', '^/pay/', '^/sitemap\\.xml'];
const proxy = Object.fromEntries(
  serverPaths.map((path) => [path, { target: API_DEV_ORIGIN, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate them in the browser cache.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/\/node_modules\/(@tanstack|zod|i18next|react-i18next)\//.test(id)) return 'data';
          if (
            /\/node_modules\/(@radix-ui|radix-ui|@floating-ui|react-remove-scroll[^/]*|aria-hidden|use-[^/]+)\//.test(
              id,
            )
          )
            return 'ui';
          return undefined;
        },
      },
    },
  },
});
