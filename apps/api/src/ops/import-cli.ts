import { readFile, stat } from 'node:fs/promises';
import {
  FEED_KINDS,
  FEED_MAX_BYTES,
  FEED_MAX_MEGABYTES,
  FEED_MESSAGES as M,
  describeProblem,
  takesFull,
  type FeedImport,
  type FeedKind,
} from '@spesa/domain';
import { loadConfig } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';
import { createImageFetcher } from '../adapters/image-fetch';
import { filesOnDisk } from '../features/catalog/imports/feed-files';
import { runImport } from '../features/catalog/imports/import-service';
import { resizeWaitingPictures } from '../features/catalog/imports/picture-job';
import { picturesSince } from '../features/catalog/imports/repo/product-images';
import { seed } from '../seed';
import { readHandoff } from './handoff';

/*
 * npm run import -- <products|stock|offers|delivery> FILE|FILE.zip [--dry-run] [--full]
 * Prints the report; exits 0 when applied (or a dry run found nothing wrong),
 * 1 when refused, 2 when called wrongly. With PostgreSQL (DATABASE_URL) the
 * command applies the file itself and the running shops hear of it; with the
 * embedded database, a running shop owns the folder, so the file is handed to
 * it (decision 043).
 */
const USAGE = `Uso: npm run import -- <${FEED_KINDS.join('|')}> FILE|FILE.zip [--dry-run] [--full]`;
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [kind, file] = args.filter((a) => !a.startsWith('--'));
const unknownFlag = [...flags].find((f) => f !== '--dry-run' && f !== '--full');
if (!kind || !file || !(FEED_KINDS as readonly string[]).includes(kind) || unknownFlag) {
  console.error(unknownFlag ? `Opzione ${unknownFlag} sconosciuta.\n${USAGE}` : USAGE);
  process.exit(2);
}
const dryRun = flags.has('--dry-run');
const full = flags.has('--full');
if (full && !takesFull(kind as FeedKind)) {
  console.error(M.fullOnlyProducts);
  process.exit(2);
}

interface Outcome {
  state: 'applied' | 'refused' | 'failed';
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  offSale: number;
  errors: { line: number; column: string | null; message: string }[];
  pictures: {
    waiting: number;
    ready: number;
    problems: { line: number; column: string | null; message: string }[];
  };
}

function print(outcome: Outcome): number {
  if (outcome.state === 'refused') {
    console.log(M.refused(outcome.errors.length));
    for (const problem of outcome.errors) console.log(describeProblem(problem));
    return 1;
  }
  if (outcome.state === 'failed') {
    console.error("L'import non è riuscito per un errore del negozio: nulla è stato scritto.");
    return 1;
  }
  console.log(kind === 'delivery' ? M.deliveryCounts(outcome) : M.counts(outcome));
  const { pictures } = outcome;
  if (pictures.waiting + pictures.ready + pictures.problems.length > 0)
    console.log(M.picturesSummary(pictures.ready, pictures.waiting, pictures.problems.length));
  for (const problem of pictures.problems) console.log(describeProblem(problem));
  const changed = outcome.created + outcome.updated + outcome.offSale > 0;
  console.log(dryRun ? M.dryRun : changed ? M.applied : M.nothingChanged);
  return 0;
}

/** Hands the file to the shop that owns the embedded database, and waits for its answer. */
async function handOver(port: number, token: string): Promise<Outcome> {
  const base = `http://127.0.0.1:${port}/admin/api/imports`;
  const headers = { authorization: `Bearer ${token}`, host: `localhost:${port}` };
  const query = new URLSearchParams({ dry_run: String(dryRun), full: String(full) });
  const posted = await fetch(`${base}/${kind}?${query}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    body: await readFile(file!),
  });
  const first = (await posted.json()) as {
    data: FeedImport;
    response: { errors: { error: string }[] };
  };
  if (posted.status !== 202) throw new Error(first.response.errors.map((e) => e.error).join(' '));
  for (;;) {
    const got = await fetch(`${base}/${first.data.importId}`, { headers });
    const { data } = (await got.json()) as { data: FeedImport };
    if (data.state !== 'queued' && data.state !== 'running') return { ...data, state: data.state };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function applyHere(): Promise<Outcome> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.exclusively('spesa:migrate-and-seed', async () => {
      await migrateDatabase(database);
      await seed(database.db);
    });
    const files = await filesOnDisk(file!);
    const since = new Date();
    try {
      const result = await runImport(database.db, {
        kind: kind as FeedKind,
        dryRun,
        full,
        files,
        actor: { kind: 'command' },
      });
      // No shop may be running to resize them: the command does it before it answers.
      if (result.pictures > 0) await resizeWaitingPictures(database.db, createImageFetcher(config));
      return {
        ...result,
        pictures: await picturesSince(database.db, since),
      };
    } finally {
      await files.close();
    }
  } finally {
    await database.close();
  }
}

try {
  const size = (await stat(file)).size;
  if (size > FEED_MAX_BYTES) {
    console.log(M.refused(1));
    console.log(M.tooLarge(FEED_MAX_MEGABYTES));
    process.exit(1);
  }
  const config = loadConfig(process.env);
  const shop = config.DATABASE_URL ? null : await readHandoff(config.DATA_DIR);
  const outcome = shop ? await handOver(shop.port, shop.token) : await applyHere();
  process.exit(print(outcome));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
