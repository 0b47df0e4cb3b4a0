import path from 'node:path';
import { mkdir, open, readFile, stat, unlink, writeFile } from 'node:fs/promises';

/** A data folder PGlite cannot use: its message is the one line the operator reads. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const USE_ANOTHER =
  'Imposta DATA_DIR su una cartella scrivibile, o DATABASE_URL per usare PostgreSQL.';

/** What each file-system failure means for the data folder, and what to do about it. */
const REASONS: Record<string, string> = {
  ENOENT: `il percorso non esiste e non può essere creato. ${USE_ANOTHER}`,
  ENOTDIR: `una parte del percorso è un file, non una cartella. ${USE_ANOTHER}`,
  EEXIST: `il percorso è un file, non una cartella. ${USE_ANOTHER}`,
  EACCES: `mancano i permessi di scrittura. ${USE_ANOTHER}`,
  EPERM: `mancano i permessi di scrittura. ${USE_ANOTHER}`,
  EROFS: `il disco è in sola lettura. ${USE_ANOTHER}`,
  ENOSPC: 'il disco è pieno. Libera spazio, o imposta DATA_DIR su un altro disco.',
  EDQUOT: 'la quota del disco è esaurita. Libera spazio, o imposta DATA_DIR su un altro disco.',
};

/** PostgreSQL's own words for a full disk, when the cause arrives as a query error. */
const DISK_FULL_TEXT = /no space left on device|could not extend file/i;

function codeOf(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code && code in REASONS) return code;
    if (DISK_FULL_TEXT.test(e.message)) return 'ENOSPC';
  }
  return undefined;
}

/**
 * The one line to print when starting on the data folder failed, or null when
 * the failure is not about the folder. Looks through the error's causes, so a
 * full disk is named even when it surfaces as a failed query.
 */
export function dataDirProblem(err: unknown, dir: string): string | null {
  if (err instanceof DataDirError) return err.message;
  const code = codeOf(err);
  return code ? problem(dir, REASONS[code] ?? '') : null;
}

const problem = (dir: string, reason: string) =>
  `Cartella dati ${path.resolve(dir)} non utilizzabile: ${reason}`;

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/**
 * Makes sure PGlite can keep its files in `dir` before it opens it: the folder
 * exists or is created, is a folder, and takes a write. Each missing level is
 * created on its own, because Node's recursive mkdir never returns under /proc.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  const full = path.resolve(dir);
  try {
    const missing: string[] = [];
    for (let p = full; !(await exists(p)); p = path.dirname(p)) missing.unshift(p);
    for (const level of missing) await mkdir(level).catch(ignoreExisting);
    if (!(await stat(full)).isDirectory()) throw Object.assign(new Error(full), { code: 'EEXIST' });
    const probe = path.join(full, `.probe-${process.pid}`);
    await writeFile(probe, 'probe');
    await unlink(probe);
  } catch (err) {
    throw new DataDirError(dataDirProblem(err, full) ?? problem(full, String(err)), {
      cause: err,
    });
  }
}

function ignoreExisting(err: NodeJS.ErrnoException): void {
  if (err.code !== 'EEXIST') throw err;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the data folder for this process: PGlite is one process's database,
 * and a second process on the same files silently loses writes. The lock file
 * holds the owner's pid; a lock whose process is gone (a crash) is taken over.
 * It sits beside the folder, not in it: PGlite creates a new database only in
 * an empty folder. Resolves to the function that releases it.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${path.resolve(dir)}.lock`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(mine);
      await file.close();
      return async () => {
        const holder = await readFile(lockPath, 'utf8').catch(() => '');
        if (holder.trim() === mine) await unlink(lockPath).catch(() => undefined);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw inUse(dir, owner);
      await unlink(lockPath).catch(() => undefined);
    }
  }
  // Another process took the stale lock over at the same moment.
  throw inUse(dir);
}

const inUse = (dir: string, owner?: number) =>
  new DataDirError(
    `Cartella dati ${path.resolve(dir)} già in uso${owner ? ` dal processo ${owner}` : ''}: PGlite ` +
      'ammette un solo processo per cartella. Ferma quel processo, usa un altro DATA_DIR, oppure ' +
      'usa PostgreSQL (DATABASE_URL) per avviare più processi.',
  );

/**
 * Everything PGlite needs before it opens a folder: checked, then locked for
 * this process. Resolves to the release to call after PGlite closed; an
 * in-memory database ('memory://') needs none of it.
 */
export async function claimDataDir(dir: string): Promise<() => Promise<void>> {
  if (dir.startsWith('memory://')) return async () => undefined;
  await prepareDataDir(dir);
  return lockDataDir(dir);
}

/** A failure of PGlite on a checked folder, as the one line the operator reads. */
export function asDataDirError(err: unknown, dir: string): DataDirError {
  if (err instanceof DataDirError) return err;
  const first = err instanceof Error ? err.message.split('\n')[0] : String(err);
  const message =
    dataDirProblem(err, dir) ??
    problem(
      dir,
      `PGlite non riesce ad aprire il database (${first}). Se la cartella contiene un database ` +
        "danneggiato o di un'altra versione, spostala altrove e riavvia.",
    );
  return new DataDirError(message, { cause: err });
}
