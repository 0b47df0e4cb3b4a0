import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What apps/web's build wrote about itself (vite-plugins/service-worker.ts). */
export interface WebBuild {
  /** The build's identity: it changes with any file the browser loads. */
  build: string;
}

const BUILD_ID = /^[\w.-]{1,64}$/;

/** Read once at start: a deploy is a new process (or a new dist and a restart). */
export function readWebBuild(distDir: string): WebBuild | null {
  const file = path.join(distDir, 'build.json');
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const build = (parsed as { build?: unknown } | null)?.build;
  if (typeof build !== 'string' || !BUILD_ID.test(build)) throw new Error(`${file} names no build`);
  return { build };
}
