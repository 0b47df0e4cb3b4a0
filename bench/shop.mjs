// A seeded shop for load tests: the real server (apps/api's build) on embedded
// PGlite in a temporary data directory (or on a database of its own on a
// PostgreSQL server), listening on a free local port.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiProgram, buildWhenStale } from '../scripts/builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A process's peak resident memory in MB, from /proc (Linux); null when unknown. */
function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** The CPU time a process has used so far in ms (user and system, from /proc; Linux); null when unknown. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, the 14th and 15th fields of the line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** How long a start may take: BENCH_START_SECONDS (120), more on a machine busy with other work. */
const START_LIMIT_MS = Number(process.env.BENCH_START_SECONDS ?? 120) * 1000;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A temporary data directory and a stand-in web build (the API does not need the real one). */
export function temporaryShopDirs() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const webDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  return {
    dataDir,
    webDir,
    remove() {
      rmSync(dataDir, { recursive: true, force: true });
      // The secrets the shop made at its first start are kept beside its data folder.
      rmSync(`${dataDir}.secrets.json`, { force: true });
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database of its own on the server of `serverUrl`, dropped by drop(). */
export async function serverDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      // A stopped shop's connections may still be closing on the server.
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * Starts the shop (migrating and seeding an empty database) and waits until it
 * answers: on PGlite in dataDir, or on the PostgreSQL database of databaseUrl.
 */
export async function startShop(dataDir, webDir, databaseUrl) {
  const port = await freePort();
  // The embedded database unless a server was asked for, whatever the environment says.
  const { DATABASE_URL: _server, ...env } = process.env;
  // BENCH_NODE_ARGS: extra flags for the shop's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  buildWhenStale('api');
  const started = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, ...apiProgram('main')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/version.json`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > START_LIMIT_MS) {
      child.kill('SIGTERM');
      throw new Error(`the shop did not start in ${START_LIMIT_MS / 1000} s`);
    }
    // Often enough that a start's time is known to 50 ms (bench/start.mjs).
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: child.pid,
    startMs: Date.now() - started,
    // What the start cost the machine, whatever else it was running (bench/start.mjs).
    startCpuMs: cpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        const peak = peakRssMb(child.pid);
        if (peak !== null) console.log(`Shop on port ${port}: peak resident memory ${peak} MB`);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
