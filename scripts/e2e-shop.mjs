// A journeys' shop (e2e/playwright.config.ts webServer): the API's build on a copy of
// one seeded database. Migrating and seeding the full catalogue takes a shop 19 s of
// CPU (two minutes on a loaded machine); the journeys' first shop does it once, in the
// folder SEEDED_DATA_DIR, and every shop of the run, the journeys' own included
// (e2e/support/own-shop.ts), starts from a copy of that folder (decision 057).
//
//   SEEDED_DATA_DIR   the run's seeded folder
//   SEEDING_PORT      set for the first shop only: make the folder, on this port, first
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiProgram, buildWhenStale } from './builds.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const seeded = process.env.SEEDED_DATA_DIR;
if (!seeded) {
  console.error('SEEDED_DATA_DIR mancante: la cartella del database seminato per i negozi.');
  process.exit(2);
}

buildWhenStale('api');

const start = (env) =>
  spawn(process.execPath, apiProgram('main'), { cwd: ROOT, stdio: 'inherit', env });

/** Resolves when the shop on `port` answers ready, rejects if its process ends first. */
async function ready(child, port) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`il negozio sulla porta ${port} si è fermato`);
    const answer = await fetch(`http://localhost:${port}/health/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`il negozio sulla porta ${port} non è pronto in tempo`);
}

const stopped = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', resolve);
  });

/**
 * The run's seeded folder, made by a shop of the same build and settings that
 * migrates, seeds and stops cleanly; made aside and renamed, so a copy is never
 * taken of a half-made folder. That shop listens on SEEDING_PORT: on the shop's
 * own port Playwright would take it for the shop.
 */
async function makeSeeded() {
  rmSync(seeded, { recursive: true, force: true });
  const making = `${seeded}.making`;
  rmSync(making, { recursive: true, force: true });
  const port = process.env.SEEDING_PORT;
  const child = start({ ...process.env, PORT: port, DATA_DIR: path.join(making, 'data') });
  await ready(child, Number(port));
  child.kill('SIGTERM');
  await stopped(child);
  if (child.exitCode !== 0) throw new Error('il negozio del database seminato non si è chiuso');
  renameSync(making, seeded);
}

// Playwright starts the shops one after another, the one that makes the folder first.
if (process.env.SEEDING_PORT) await makeSeeded();
else if (!existsSync(seeded)) {
  console.error(`${seeded} mancante: il primo negozio dei percorsi lo prepara.`);
  process.exit(1);
}

const own = mkdtempSync(path.join(tmpdir(), 'spesa-e2e-shop-'));
cpSync(seeded, own, { recursive: true });
const shop = start({ ...process.env, DATA_DIR: path.join(own, 'data') });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shop.kill(signal));
shop.on('exit', (code) => {
  rmSync(own, { recursive: true, force: true });
  process.exit(code ?? 0);
});
