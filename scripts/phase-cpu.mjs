// node scripts/phase-cpu.mjs <report.json> <command> [args…]: runs one phase of npm test
// and writes its CPU seconds (user + system of every process it started, from Linux's
// /proc) and exit status to report.json. A process of its own per phase, so that two
// phases running side by side are each counted apart (scripts/test-all.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on Linux's every common build. */
const TICKS = 100;

/**
 * CPU seconds of this process's finished descendants: each process adds its waited-for
 * children's time to its own when it ends, so the Vitest workers, the shops and the
 * browsers are all counted once the phase is over. Null where /proc is missing.
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

const [report, command, ...args] = process.argv.slice(2);
const run = spawnSync(command, args, { stdio: 'inherit' });
const status = run.status ?? 1;
writeFileSync(report, JSON.stringify({ cpu: childrenCpu(), status }));
process.exit(status);
