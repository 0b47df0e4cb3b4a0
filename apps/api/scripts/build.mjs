/**
 * Builds the API for production (decision 050): the server and the operator
 * commands, each bundled with its own modules and @spesa/domain into one
 * JavaScript file of dist/, with source maps (run with --enable-source-maps, so
 * that a stack trace names the .ts lines). npm packages stay outside the bundle
 * and load from node_modules as they are: native and WebAssembly builds (PGlite,
 * sharp, argon2) and the files they read beside themselves.
 *
 * Every file lands directly in dist/, as src/api-dir.ts expects. The files the
 * shop reads at run time (migrations, the gazetteer) stay in src/.
 *
 * Run: npm run build -w apps/api (npm run build builds it with the web app).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiDir, 'dist');

/** Bare imports are npm packages, left to node_modules; our workspaces are bundled. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@spesa/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: apiDir,
  entryPoints: {
    main: 'src/main.ts',
    'import-cli': 'src/ops/import-cli.ts',
    'api-key-cli': 'src/ops/api-key-cli.ts',
    'backup-cli': 'src/ops/backup-cli.ts',
  },
  outdir,
  bundle: true,
  // The commands share the server's modules: one copy of each, in chunks beside them.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  plugins: [npmPackagesOutside],
  logLevel: 'warning',
});
console.log(`API compilata in apps/api/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
