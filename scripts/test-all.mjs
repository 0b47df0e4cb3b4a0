// npm test: every phase (stopping after the first that fails, as `&&` did), some
// side by side (STEPS), each one timed in wall and CPU seconds, then where the time went: the phases, the
// slowest test files of the Vitest runs and the slowest journeys, so that the next
// regression is seen the day it lands. CPU seconds move less than wall seconds with
// the machine's speed and load: they are the figure to compare between runs.
import { spawn } from 'node:child_process';
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

/** Each phase: a key (`npm test -- <key>…` runs only those), what it is, its command. */
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
 * The steps, one after another; a step's lanes side by side, each lane's phases one
 * after another. The PostgreSQL files mostly wait on the server, their locks and
 * their races, so the build and what needs it run beside them; the unit phase and
 * the journeys each keep both cores to themselves (decision 057).
 */
const STEPS = [[['unit']], [['pg'], ['build', 'budget', 'container']], [['journeys']]];

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
const cpu = (s) => (s === null ? '—' : `${s.toFixed(1)} s`);

/** Clock ticks per second of /proc's times: 100 on Linux's every common build. */
const TICKS = 100;

/**
 * The CPU seconds the local PostgreSQL server has spent, its finished connections
 * included: the PostgreSQL phase's work is partly there. Null when no server runs
 * here; where other runs use the same server, their share is counted too.
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

/**
 * One phase, through scripts/phase-cpu.mjs (its CPU seconds, counted apart from a
 * phase beside it). A phase beside the first of its step keeps its output until it
 * ends, so that the two do not interleave line by line.
 */
function runPhase(phase, quiet) {
  const report = path.join(TIMINGS, `${phase.key}.cpu.json`);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/phase-cpu.mjs'), report, phase.cmd, ...phase.args],
    {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env },
    },
  );
  const output = [];
  if (quiet)
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      const measured = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
      resolve({
        name: phase.name,
        ms: Date.now() - started,
        cpu: measured.cpu ?? null,
        status: code ?? 1,
      });
    });
  });
}

/** A lane's phases one after another, stopping at the first that fails. */
async function runLane(keys, quiet) {
  const results = [];
  for (const key of keys) {
    const result = await runPhase(
      PHASES.find((p) => p.key === key),
      quiet,
    );
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

const done = [];
let status = 0;
const runStarted = Date.now();
const serverBefore = postgresCpu();
// `npm test -- pg build` runs only the phases named (to time one of them again).
const only = process.argv.slice(2);
for (const step of STEPS) {
  const lanes = step
    .map((lane) => lane.filter((key) => only.length === 0 || only.includes(key)))
    .filter((lane) => lane.length > 0);
  const results = (await Promise.all(lanes.map((lane, i) => runLane(lane, i > 0)))).flat();
  done.push(...results);
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    status = failed.status;
    break;
  }
}
const serverAfter = postgresCpu();

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

const row = (wall, cpuSeconds, name) => `  ${wall.padStart(8)}  ${cpuSeconds.padStart(9)}  ${name}`;
console.log(`\nDove va il tempo (load average ${loadAverage()})`);
console.log(row('reale', 'CPU', 'fase'));
for (const phase of done)
  console.log(
    row(seconds(phase.ms), cpu(phase.cpu), `${phase.name}${phase.status ? ' (fallita)' : ''}`),
  );
const cpuTotal = done.some((p) => p.cpu === null)
  ? null
  : done.reduce((total, p) => total + p.cpu, 0);
console.log(
  row(
    seconds(Date.now() - runStarted),
    cpu(cpuTotal),
    'totale (le fasi affiancate contano una volta nel reale)',
  ),
);
if (serverBefore !== null && serverAfter !== null)
  console.log(
    row('', cpu(serverAfter - serverBefore), 'server PostgreSQL (anche di altri, se lo usano)'),
  );
for (const [title, rows] of [
  ['File di test più lenti (unit)', vitestFiles('unit')],
  ['File di test più lenti (PostgreSQL)', vitestFiles('pg')],
  ['Percorsi più lenti', journeys()],
])
  if (rows.length > 0) console.log(`\n${title}\n${slowest(rows).join('\n')}`);
process.exit(status);
