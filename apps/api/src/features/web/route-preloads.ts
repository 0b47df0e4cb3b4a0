import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The shell's lazy part in every server render: a first visit's cookie banner (router.tsx). */
const SHELL_PARTS = ['src/components/cookie-consent/cookie-consent.tsx'];

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
 * The JavaScript a page needs beyond the entry (which index.html loads): the app the
 * entry imports once the page has painted (apps/web/src/main.tsx), and on a landing page
 * its route's modules, with the chunks they import. Without the list, the route's chunks
 * would be asked for only once the app had run; with it, the entry preloads them all at
 * once (index-html.ts's `withAppChunks`).
 */
export function routePreloads(manifest: ViteManifest, pathname: string): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return [];
  const loaded = staticClosure(manifest, entryKey, new Set());
  const route = LANDING_ROUTES.find(([pattern]) => pattern.test(pathname));
  const pageParts = route ? [...route[1], ...SHELL_PARTS] : [];
  const needed = [...(manifest[entryKey]?.dynamicImports ?? []), ...pageParts].reduce(
    (files, key) => staticClosure(manifest, key, files),
    new Set<string>(),
  );
  return [...needed].filter((file) => !loaded.has(file));
}
