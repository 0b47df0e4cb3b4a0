/**
 * Builds the API for production (decision 050): the server and the operator
 * commands bundled, with @spesa/domain and the npm packages they import, into
 * JavaScript files of dist/, with source maps (run with --enable-source-maps, so
 * that a stack trace names the .ts lines). One bundle instead of some 1,800
 * modules found and read one by one is most of the start's saving.
 *
 * Some packages stay outside and load from node_modules as they are: native and
 * WebAssembly builds, and those that read files beside their own (fonts, the
 * API docs' page, their package.json, logging's worker threads).
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

const OUTSIDE = [
  '@electric-sql/pglite',
  'sharp',
  'argon2',
  'pg',
  'pdfkit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
];

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
  external: OUTSIDE.flatMap((name) => [name, `${name}/*`]),
  // The CommonJS packages inside the bundle require Node's modules and those outside.
  banner: {
    js: "import { createRequire as __spesaRequire } from 'node:module'; const require = __spesaRequire(import.meta.url);",
  },
  // Less to parse at every start; names stay. Not the whitespace: a crash prints its
  // line of the build where the .ts is absent (the container), and that line stays short.
  minifySyntax: true,
  // The map points at the sources rather than holding them: a smaller file to read at start.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
console.log(`API compilata in apps/api/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
