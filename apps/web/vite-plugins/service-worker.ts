import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the server finds the build's identity (apps/api/src/lib/web-build.ts). */
export const BUILD_FILE = 'build.json';
export const SERVICE_WORKER_FILE = 'sw.js';
export const OFFLINE_PAGE = 'offline.html';

interface ChunkMeta {
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The first route's files: the entry, what it imports, and what main.tsx loads
 * in its start tasks (its dynamic imports), with their stylesheets.
 */
function firstRouteFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    visit(chunk.fileName);
    chunk.dynamicImports.forEach(visit);
  }
  const css = [...seen].flatMap((fileName) => [
    ...((chunks.get(fileName) as ChunkMeta | undefined)?.viteMetadata?.importedCss ?? []),
  ]);
  return [...seen, ...new Set(css)].map((fileName) => `/${fileName}`);
}

const offlinePage = (stylesheets: string[]): string => `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sei offline</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<style>body{font-family:system-ui,sans-serif;margin:0}main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center}h1{font-size:1.5rem;margin:0}p{margin:0;color:#4b5563;max-width:28rem}a{display:inline-block;margin-top:8px;padding:12px 20px;border-radius:9999px;background:#1f2937;color:#fff;font-weight:700;text-decoration:none}</style>
</head>
<body>
<main>
<h1>Sei offline</h1>
<p>Questa pagina non è tra quelle che hai già visitato. Controlla la connessione e riprova.</p>
<a href="">Riprova</a>
</main>
</body>
</html>
`;

/**
 * Writes dist/sw.js (src/sw/service-worker.ts, bundled on its own: a worker is one
 * file and shares no chunk with the app), the page it shows offline, and
 * dist/build.json with the build's identity: a digest of the build's file names,
 * which carry their content's hash, so the same sources give the same identity.
 * SPESA_BUILD_ID names it instead.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'spesa:service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const names = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map'))
        .sort();
      const build =
        process.env.SPESA_BUILD_ID ??
        createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
      const precache = firstRouteFiles(bundle);
      const offline = `/${OFFLINE_PAGE}`;
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE,
        source: offlinePage(precache.filter((file) => file.endsWith('.css'))),
      });
      // esbuild comes with Vite; resolved from Vite's own place so no second copy is needed.
      const esbuild = (await import(
        createRequire(createRequire(import.meta.url).resolve('vite')).resolve('esbuild')
      )) as typeof import('esbuild');
      const result = await esbuild.build({
        entryPoints: [path.resolve(import.meta.dirname, '../src/sw/service-worker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        define: { __SPESA_SW__: JSON.stringify({ build, precache, offlinePage: offline }) },
      });
      const code = result.outputFiles[0]?.text;
      if (!code) throw new Error('the service worker was not built');
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: code });
      this.emitFile({
        type: 'asset',
        fileName: BUILD_FILE,
        source: `${JSON.stringify({ build })}\n`,
      });
    },
  };
}
