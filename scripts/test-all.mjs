// npm test: every phase in order (stopping at the first that fails, as `&&` did),
// each one timed in wall and CPU seconds, then where the time went: the phases, the
// slowest test files of the Vitest runs and the slowest journeys, so that the next
// regression is seen the day it lands. CPU seconds move less than wall seconds with
// the machine's speed and load: they are the figure to compare between runs.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TIMINGS = path.join(ROOT, 'test-results', 'timings');
const SLOWEST = 8;

/** Vitest's JSON report of a run, written beside the usual console output. */
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(TIMINGS, `${name}.json`)}`,
];

const PHASES = [
  {
    key: 'unit',
    name: 'unit: domain, API on PGlite, web',
    cmd: 'npx',
    args: ['vitest', 'run', ...vitestJson('unit')],
  },
  {
    key: 'pg',
    name: 'API on PostgreSQL',
    cmd: 'node',
    args: ['scripts/test-pg.mjs', ...vitestJson('pg')],
  },
  { key: 'build', name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { key: 'budget', name: 'budget', cmd: 'npm', args: ['run', 'budget'] },
  // The Dockerfile's steps as a plain script, the image's tree started; compose.yaml checked.
  { key: 'container', name: 'container', cmd: 'node', args: ['scripts/image/check.mjs'] },
  {
    key: 'journeys',
    name: 'journeys',
    cmd: 'npm',
    args: ['test', '-w', 'e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(TIMINGS, 'journeys.json') },
  },
];

/**
 * The journeys need Debian's Chromium (only .ci/run installs it): without it the run
 * would stop after the unit and PostgreSQL phases, minutes later. Say so at once,
 * with the command that fixes it.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(CHROMIUM, constants.X_OK);
} catch {
  console.error(
    `Chromium non trovato in ${CHROMIUM}: i percorsi nel browser ne hanno bisogno.\n` +
      'Installalo con:  sudo apt-get install -y chromium\n' +
      '(oppure indica il tuo con CHROMIUM_PATH=/percorso/di/chromium npm test)',
  );
  process.exit(1);
}

rmSync(TIMINGS, { recursive: true, force: true });
mkdirSync(TIMINGS, { recursive: true });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * CPU seconds (user + system) of this process's finished descendants, from Linux's
 * /proc: each process adds its waited-for children's time to its own when it ends,
 * so the Vitest workers, the shops and the browsers are all counted once the phase
 * that started them is over. Null where /proc is missing.
 */
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command's closing parenthesis start at the 3rd; cutime and cstime are the 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return null;
  }
}
const TICKS = 100;

/**
 * The CPU seconds the local PostgreSQL server spent, its finished connections
 * included: the PostgreSQL phase's work is partly there. Null when no server runs
 * here; on a machine where other runs use the same server their share is counted too.
 */
function postgresCpu() {
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (comm !== 'postgres' || fields[1] !== '1') continue;
      return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / TICKS;
    }
  } catch {
    return null;
  }
  return null;
}
const cpu = (s) => (s === null ? '—' : `${s.toFixed(1)} s`);
const done = [];
let status = 0;
// `npm test -- pg build` runs only the phases named (to time one of them again).
const only = process.argv.slice(2);
for (const phase of PHASES.filter((p) => only.length === 0 || only.includes(p.key))) {
  const started = Date.now();
  const cpuBefore = childrenCpu();
  const serverBefore = postgresCpu();
  const run = spawnSync(phase.cmd, phase.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...phase.env },
  });
  const cpuAfter = childrenCpu();
  const serverAfter = postgresCpu();
  done.push({
    name: phase.name,
    ms: Date.now() - started,
    cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    server: serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
    status: run.status ?? 1,
  });
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}

/** The machine's load over the last 1, 5 and 15 minutes: other work beside the run shows here. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The slowest files of a Vitest JSON report: [file, ms]. */
function vitestFiles(name) {
  const file = path.join(TIMINGS, `${name}.json`);
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.map((r) => [path.relative(ROOT, r.name), r.endTime - r.startTime]);
}

/** The slowest journeys of Playwright's JSON report: [title (project), ms]. */
function journeys() {
  const file = path.join(TIMINGS, 'journeys.json');
  if (!existsSync(file)) return [];
  const rows = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          rows.push([
            `${[...titles, spec.title].join(' › ')} [${test.projectName}]`,
            result.duration,
          ]);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite, []);
  return rows;
}

const slowest = (rows) =>
  rows
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST)
    .map(([what, ms]) => `  ${seconds(ms).padStart(8)}  ${what}`);

const sum = (key) =>
  done.some((p) => p[key] === null) ? null : done.reduce((total, p) => total + p[key], 0);
const row = (wall, cpuSeconds, server, name) =>
  `  ${wall.padStart(8)}  ${cpuSeconds.padStart(9)}  ${server.padStart(10)}  ${name}`;
console.log(`\nDove va il tempo (load average ${loadAverage()})`);
console.log(row('reale', 'CPU', 'PostgreSQL', 'fase'));
for (const phase of done)
  console.log(
    row(
      seconds(phase.ms),
      cpu(phase.cpu),
      cpu(phase.server),
      `${phase.name}${phase.status ? ' (fallita)' : ''}`,
    ),
  );
console.log(row(seconds(sum('ms')), cpu(sum('cpu')), cpu(sum('server')), 'totale'));
for (const [title, rows] of [
  ['File di test più lenti (unit)', vitestFiles('unit')],
  ['File di test più lenti (PostgreSQL)', vitestFiles('pg')],
  ['Percorsi più lenti', journeys()],
])
  if (rows.length > 0) console.log(`\n${title}\n${slowest(rows).join('\n')}`);
process.exit(status);
