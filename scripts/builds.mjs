// The checkout's two builds, the web app's and the API's (decision 050), each made
// again only when its sources are newer than it: `npm start` and the operator
// commands build what they need first, so `npm install && npm start` works on a
// fresh clone and a change is never served stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const BUILDS = {
  web: {
    workspace: 'apps/web',
    recipe: 'apps/web/vite.config.ts',
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'],
    message: 'Compilo la web app…',
  },
  api: {
    workspace: 'apps/api',
    recipe: 'apps/api/scripts/build.mjs',
    built: 'apps/api/dist/main.js',
    // The lock file too: the npm packages are bundled (apps/api/scripts/build.mjs).
    sources: ['apps/api/src', 'packages/domain/src', 'package-lock.json'],
    message: "Compilo l'API…",
  },
};

function newestMtime(p) {
  const full = path.join(ROOT, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(p, name))),
    stat.mtimeMs,
  );
}

/**
 * Builds `name` ('web' or 'api') when its build is missing or older than a source,
 * and exits with the build's status when it fails. A tree without the recipe (the
 * container's: built, without the build tools) has nothing to build.
 */
export function buildWhenStale(name) {
  const { workspace, recipe, built, sources, message } = BUILDS[name];
  if (!existsSync(path.join(ROOT, recipe))) return;
  const builtAt = existsSync(path.join(ROOT, built)) ? statSync(path.join(ROOT, built)).mtimeMs : 0;
  if (builtAt >= Math.max(...[recipe, ...sources].map(newestMtime))) return;
  console.log(message);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Node's arguments for a program of the API's build: its stack traces name the .ts lines. */
export const apiProgram = (program, root = ROOT) => [
  '--enable-source-maps',
  path.join(root, 'apps/api/dist', `${program}.js`),
];

/**
 * Runs a program of the API's build (apps/api/dist/<program>.js) in a process of
 * its own and ends with it; Ctrl+C and SIGTERM reach it.
 */
export function runApi(program, args = [], env = process.env) {
  const child = spawn(process.execPath, [...apiProgram(program), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
