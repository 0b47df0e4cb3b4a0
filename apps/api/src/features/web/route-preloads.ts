import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The lazy modules of each page a shopper lands on from outside (apps/web/src/app/router.tsx),
 * by path: these pages are preloaded and rendered on the server. Beside the route's module,
 * the lazy parts its server render contains, which the client loads before hydrating
 * (the route handle's `preload`). A module the manifest does not know (renamed) is simply
 * not preloaded.
 */
const LANDING_ROUTES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/$/, ['src/features/home/index.ts', 'src/features/home/components/shop-window.tsx']],
  [/^\/category\/./, ['src/features/catalog/routes/category-route.tsx']],
  [/^\/search$/, ['src/features/catalog/routes/search-route.tsx']],
  [/^\/product\/[^/]+$/, ['src/features/catalog/routes/product-route.tsx']],
];

/** Home, a category, a search or a product: the catalogue pages rendered on the server. */
export const isLandingPage = (pathname: string): boolean =>
  LANDING_ROUTES.some(([pattern]) => pattern.test(pathname));

/** The web build's manifest (vite build.manifest), or null without one. */
export function readManifest(distDir: string): ViteManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

function staticClosure(manifest: ViteManifest, key: string, files: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * The JavaScript a landing page needs beyond the entry (which index.html already
 * loads and preloads): its route's modules and the chunks they import. The
 * router would only ask for them once the entry has run; preloaded, they download
 * alongside it.
 */
export function routePreloads(manifest: ViteManifest, pathname: string): string[] {
  const route = LANDING_ROUTES.find(([pattern]) => pattern.test(pathname));
  if (!route) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey, new Set()) : new Set<string>();
  const needed = route[1].reduce(
    (files, key) => staticClosure(manifest, key, files),
    new Set<string>(),
  );
  return [...needed].filter((file) => !loaded.has(file));
}

/** The page with a modulepreload link per file, at the end of its head. */
export const withPreloads = (html: string, files: readonly string[]): string =>
  files.length === 0
    ? html
    : html.replace(
        '</head>',
        `${files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`,
      );
