// Other work on the machine, for the browser benches' slow run: issue 38 asks for the
// figures of a mid-range phone, Lighthouse's benchmarkIndex near 1,000, which this
// 2-core machine reaches only while something else runs. Each worker is a Node process
// spinning on the CPU at normal priority, as a build or a test run beside would.
import { spawn } from 'node:child_process';

const SPIN = 'for (;;) { let x = 0; for (let i = 0; i < 1e7; i++) x += i; }';

/** Starts `count` spinning processes; stop() ends them. Zero starts none. */
export function startBusyWork(count) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }),
  );
  return {
    count,
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGKILL');
            }),
        ),
      ),
  };
}

/**
 * The machine speeds a bench runs at, from BENCH_SPEEDS (a comma list of `quiet` and
 * `busy`; both by default) and BENCH_BUSY_WORKERS (how many spinning processes make the
 * machine busy; 3 by default, which brought this 2-core machine's benchmarkIndex from
 * about 3,500 to about 1,000).
 */
export function benchSpeeds() {
  const wanted = (process.env.BENCH_SPEEDS ?? 'quiet,busy').split(',').map((s) => s.trim());
  const busyWorkers = Math.max(1, Number(process.env.BENCH_BUSY_WORKERS ?? 3));
  return [
    { name: 'quiet', workers: 0 },
    { name: 'busy', workers: busyWorkers },
  ].filter((speed) => wanted.includes(speed.name));
}

/** A table's heading: the machine's speed and the range of benchmarkIndex its runs measured. */
export function speedHeading(speed, benchmarkIndexes) {
  const machine =
    speed.workers === 0
      ? 'Quiet machine'
      : `Busy machine (${speed.workers} spinning processes beside)`;
  const low = Math.round(Math.min(...benchmarkIndexes));
  const high = Math.round(Math.max(...benchmarkIndexes));
  return `${machine}, benchmarkIndex ${low}–${high}`;
}
