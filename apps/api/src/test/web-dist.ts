import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The built index.html, as small as the page's tests need it. */
export const WEB_TEMPLATE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Vite</title>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

/**
 * A web build of the test's own (WEB_DIST_DIR): its index.html and, when given,
 * the source of a stand-in for its server bundle (apps/web/src/entry-server.tsx).
 */
export function webDist(serverEntry?: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), WEB_TEMPLATE);
  if (serverEntry !== undefined) {
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'entry-server.js'), serverEntry);
  }
  return dist;
}
