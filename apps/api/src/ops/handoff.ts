import path from 'node:path';
import { readFile, unlink, writeFile } from 'node:fs/promises';

/**
 * Where a shop on an embedded database tells `npm run import` how to hand it
 * a file: PGlite has one owner, so the command may not open the folder while
 * the shop runs (decision 043). The file sits beside the data folder, like its
 * lock, readable by the shop's user only.
 */
export interface Handoff {
  pid: number;
  port: number;
  /** The shop's hand-off secret: a Bearer token its import API takes from the command. */
  token: string;
}

const fileOf = (dataDir: string): string => `${path.resolve(dataDir)}.shop.json`;

export async function writeHandoff(
  dataDir: string,
  handoff: Handoff,
): Promise<() => Promise<void>> {
  const file = fileOf(dataDir);
  await writeFile(file, JSON.stringify(handoff), { mode: 0o600 });
  return () => unlink(file).catch(() => undefined);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running shop's hand-off, or null when no live shop owns the folder. */
export async function readHandoff(dataDir: string): Promise<Handoff | null> {
  try {
    const handoff = JSON.parse(await readFile(fileOf(dataDir), 'utf8')) as Handoff;
    return Number.isInteger(handoff.pid) && isAlive(handoff.pid) ? handoff : null;
  } catch {
    return null;
  }
}
