import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A shop of a journey's own, for what the shared shops must not see: a deploy of a
 * new build (the web app's dist copied aside, so the journey can change it) on a
 * database kept in a folder, so that the shop starts again on the same data. The
 * folder starts as a copy of the run's seeded database (scripts/e2e-shop.mjs).
 */
export interface OwnShop {
  origin: string;
  /** The copy of the built web app this shop serves. */
  distDir: string;
  /** Its database's folder: what `npm run import` is given as DATA_DIR to reach this shop. */
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the shop and removes its folders. */
  dispose(): Promise<void>;
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

export function ownShop(port: number, env: Record<string, string> = {}): OwnShop {
  const root = mkdtempSync(path.join(tmpdir(), 'spesa-e2e-own-shop-'));
  const distDir = path.join(root, 'dist');
  const dataDir = path.join(root, 'data');
  cpSync(process.env.WEB_DIST_DIR ?? WEB_DIST, distDir, { recursive: true });
  const seeded = process.env.SEEDED_DATA_DIR;
  if (seeded) cpSync(path.join(seeded, 'data'), dataDir, { recursive: true });
  const origin = `http://localhost:${port}`;
  let child: ChildProcess | null = null;

  async function ready(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      if (child?.exitCode !== null) throw new Error(`the shop on ${port} ended at its start`);
      const answer = await fetch(`${origin}/health/ready`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the shop on ${port} was not ready in time`);
  }

  const shop: OwnShop = {
    origin,
    distDir,
    dataDir,
    async start() {
      // The API's build, fresh: the journeys' shared shops built it when its sources changed.
      child = spawn(process.execPath, ['--enable-source-maps', '../apps/api/dist/main.js'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_DIST_DIR: distDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          ...env,
        },
      });
      // As long as the journeys' own shops may take (playwright.config.ts webServer).
      await ready(Date.now() + 120_000);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        // A shop that has not closed in 15 s (a page still holding a connection) is stopped
        // outright: a journey's end must never leave it running on its port and folder.
        const stuck = setTimeout(() => running.kill('SIGKILL'), 15_000);
        running.once('exit', () => {
          clearTimeout(stuck);
          resolve();
        });
        running.kill('SIGTERM');
      });
    },
    async dispose() {
      await shop.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return shop;
}
