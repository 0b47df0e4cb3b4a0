// What CI can check of the container (these machines cannot build images):
// the Dockerfile's own steps, run as a plain script, make a tree that starts,
// answers ready and stops cleanly on SIGTERM; the Dockerfile and compose.yaml
// say what docs/operations.md promises. Run after `npm run build` (the web app's and the API's).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { apiProgram } from '../builds.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const problems = [];
const expect = (ok, what) => {
  if (!ok) problems.push(what);
};

// The Dockerfile: Node of .nvmrc, the assemble script, a non-root user, a health check.
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const node = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
expect(
  [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].every((m) => m[1] === node),
  `Dockerfile: every stage on node:${node}`,
);
expect(
  dockerfile.includes('scripts/image/assemble.sh'),
  'Dockerfile: runs scripts/image/assemble.sh',
);
expect(/^USER node$/m.test(dockerfile), 'Dockerfile: runs as the node user');
expect(
  /^HEALTHCHECK .*\n?.*\/health\/ready/m.test(dockerfile),
  'Dockerfile: HEALTHCHECK on /health/ready',
);

// compose.yaml: two shops on the one PostgreSQL behind the balancer, and MailDev.
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true });
const services = compose.services ?? {};
for (const name of ['shop-1', 'shop-2', 'postgres', 'balancer', 'maildev'])
  expect(services[name], `compose.yaml: service ${name}`);
for (const name of ['shop-1', 'shop-2']) {
  const shop = services[name] ?? {};
  expect(shop.build === '.', `compose.yaml: ${name} is built from the Dockerfile`);
  expect(
    /@postgres:5432\//.test(shop.environment?.DATABASE_URL ?? ''),
    `compose.yaml: ${name} uses the postgres service`,
  );
  expect(
    shop.environment?.SMTP_URL === 'smtp://maildev:1025',
    `compose.yaml: ${name} mails to MailDev`,
  );
  expect(
    shop.depends_on?.postgres?.condition === 'service_healthy',
    `compose.yaml: ${name} waits for a healthy database`,
  );
  for (const secret of ['SOCIAL_LOGIN_SECRET', 'ACQUIRER_SECRET'])
    expect(
      String(shop.environment?.[secret] ?? '').includes(`\${${secret}:?`),
      `compose.yaml: ${name} requires ${secret}, the same for every shop`,
    );
}
expect(services.postgres?.healthcheck, 'compose.yaml: postgres has a health check');
const caddyMount = (services.balancer?.volumes ?? []).find((v) =>
  v.endsWith(':/etc/caddy/Caddyfile:ro'),
);
const caddyfile = caddyMount && path.join(root, caddyMount.split(':')[0]);
expect(caddyfile && existsSync(caddyfile), 'compose.yaml: the balancer mounts deploy/Caddyfile');
if (caddyfile && existsSync(caddyfile)) {
  const caddy = readFileSync(caddyfile, 'utf8');
  for (const name of ['shop-1', 'shop-2'])
    expect(caddy.includes(`${name}:3000`), `Caddyfile: balances to ${name}:3000`);
}

// The image's tree, made by the Dockerfile's own script, started as the image starts it.
const tree = mkdtempSync(path.join(tmpdir(), 'spesa-image-'));
const data = mkdtempSync(path.join(tmpdir(), 'spesa-image-data-'));
const started = Date.now();
try {
  const assembled = spawnSync('sh', ['scripts/image/assemble.sh', tree], {
    cwd: root,
    stdio: 'inherit',
  });
  if (assembled.status !== 0) throw new Error('scripts/image/assemble.sh failed');
  expect(
    !existsSync(path.join(tree, 'node_modules/vitest')),
    'image: no development dependency (vitest)',
  );
  expect(!existsSync(path.join(tree, 'apps/api/stand-ins')), 'image: no development stand-in');
  expect(
    !existsSync(path.join(tree, 'node_modules/tsx')),
    'image: no TypeScript loader (tsx): the shop runs its build',
  );
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const { DATABASE_URL: _server, ...env } = process.env;
  // The image holds JavaScript only: its stack traces must still name the .ts lines.
  const refused = spawnSync(process.execPath, apiProgram('main', tree), {
    cwd: tree,
    env: { ...env, PORT: 'nessuna' },
    encoding: 'utf8',
  });
  expect(
    /apps\/api\/src\/config\/env\.ts:\d+:\d+/.test(refused.stderr),
    'image: a stack trace names the .ts lines (source maps)',
  );
  const shop = spawn(process.execPath, apiProgram('main', tree), {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: data,
      WEB_DIST_DIR: path.join(tree, 'apps/web/dist'),
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise((resolve) => shop.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (
    const until = Date.now() + 120_000;
    !ready && Date.now() < until && shop.exitCode === null;
  ) {
    ready = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(ready, 'image: the shop answers /health/ready');
  if (ready) {
    const home = await fetch(`${base}/`);
    expect(
      home.ok && (await home.text()).includes('<html'),
      'image: the shop serves its home page',
    );
  }
  shop.kill('SIGTERM');
  expect((await exited) === 0, 'image: the shop stops cleanly on SIGTERM');
} finally {
  rmSync(tree, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
  rmSync(`${data}.secrets.json`, { force: true });
}

if (problems.length > 0) {
  console.error(`Contenitore: ${problems.length} controlli falliti\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Contenitore: Dockerfile, compose.yaml e immagine a posto (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
