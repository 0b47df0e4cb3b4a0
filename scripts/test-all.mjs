// npm test: every phase in order (stopping at the first that fails, as `&&` did),
// each one timed, then where the time went: the phases, the slowest test files
// of the Vitest runs and the slowest journeys (issue 31: the next regression is
// seen the day it lands).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
    name: 'unit: domain, API on PGlite, web',
    cmd: 'npx',
    args: ['vitest', 'run', ...vitestJson('unit')],
  },
  { name: 'API on PostgreSQL', cmd: 'node', args: ['scripts/test-pg.mjs', ...vitestJson('pg')] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { name: 'budget', cmd: 'npm', args: ['run', 'budget'] },
  // The Dockerfile's steps as a plain script, the image's tree started; compose.yaml checked.
  { name: 'container', cmd: 'node', args: ['scripts/image/check.mjs'] },
  {
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
const done = [];
let status = 0;
for (const phase of PHASES) {
  const started = Date.now();
  const run = spawnSync(phase.cmd, phase.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...phase.env },
  });
  done.push({ name: phase.name, ms: Date.now() - started, status: run.status ?? 1 });
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}

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

console.log('\nDove va il tempo');
for (const phase of done)
  console.log(
    `  ${seconds(phase.ms).padStart(8)}  ${phase.name}${phase.status ? ' (fallita)' : ''}`,
  );
console.log(`  ${seconds(done.reduce((sum, p) => sum + p.ms, 0)).padStart(8)}  totale`);
for (const [title, rows] of [
  ['File di test più lenti (unit)', vitestFiles('unit')],
  ['File di test più lenti (PostgreSQL)', vitestFiles('pg')],
  ['Percorsi più lenti', journeys()],
])
  if (rows.length > 0) console.log(`\n${title}\n${slowest(rows).join('\n')}`);
process.exit(status);
