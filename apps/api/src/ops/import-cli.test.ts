import { spawn } from 'node:child_process';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEED_MAX_BYTES, FEED_MESSAGES as M } from '@spesa/domain';
import { REPO_ROOT } from '../config/env';
import { products } from '../db/schema';
import { persistentCopy } from '../test/templates';

/*
 * `npm run import` as a grocer or a cron job calls it (docs/rules/feeds.md):
 * its exit code says what happened — 0 applied (or a clean dry run), 1
 * refused, 2 called wrongly — and what it prints is the report. With no shop
 * running it applies the file itself: to a PGlite folder in the unit pass, to a
 * PostgreSQL database in the PostgreSQL pass. The hand-over to a running shop
 * is the feeds journey's (e2e/feeds.spec.ts).
 */
const templates = inject('apiTemplates');
let copy: Awaited<ReturnType<typeof persistentCopy>>;
let dir: string;
beforeAll(async () => {
  copy = await persistentCopy(templates, 'small');
  dir = await mkdtemp(path.join(tmpdir(), 'spesa-import-cli-'));
});
afterAll(async () => {
  await copy.drop();
  await rm(dir, { recursive: true, force: true });
});

const HEADER =
  'sku;ean;name;brand;private_label;short_description;description;category;selling_type;unit_size;unit;piece_weight_g;price;list_price;vat_rate;tags;status;image';
const row = (vat: string) =>
  `CLI-0001;8007654900016;Caciotta di Pienza 400 g;Caseificio Val d'Orcia;;Forma da 400 g;Latte vaccino e ovino.;Latte e uova > Formaggi > Formaggi freschi;piece;400;g;;6,40;;${vat};;active;`;

async function feed(name: string, lines: string[]): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, lines.join('\n'));
  return file;
}

function importCli(args: string[]): Promise<{ code: number | null; output: string }> {
  // The database is the copy's: a PGlite folder, or a PostgreSQL database in that pass.
  const { DATABASE_URL: _server, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/ops/import-cli.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: { ...env, ...copy.env, LOG_LEVEL: 'silent' },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

async function caciotte(): Promise<number> {
  const database = await copy.open();
  try {
    const rows = await database.db
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.name, 'Caciotta di Pienza 400 g'));
    return rows.length;
  } finally {
    await database.close();
  }
}

describe('npm run import, called wrongly: exit 2 with the usage', () => {
  it.each([
    [[], 'Uso: npm run import -- <products|stock|offers|delivery> FILE|FILE.zip'],
    [['products', 'x.csv', '--force'], 'Opzione --force sconosciuta.'],
    [['stock', 'x.csv', '--full'], M.fullOnlyProducts],
  ])('%j', async (args, said) => {
    const { code, output } = await importCli(args);
    expect(output).toContain(said);
    expect(code).toBe(2);
  });
});

describe('npm run import on a database no shop holds', { timeout: 120_000 }, () => {
  it('refuses a file over the size limit before reading it: exit 1', async () => {
    const file = path.join(dir, 'enorme.csv');
    await writeFile(file, '');
    await truncate(file, FEED_MAX_BYTES + 1);
    const { code, output } = await importCli(['products', file]);
    expect(output).toContain(M.refused(1));
    expect(code).toBe(1);
  });

  it('refuses a bad row with its line and column, writing nothing: exit 1', async () => {
    const file = await feed('iva-sbagliata.csv', [HEADER, row('7')]);
    const { code, output } = await importCli(['products', file]);
    expect(output).toContain(M.refused(1));
    expect(output).toContain(
      'riga 2, colonna vat_rate: aliquota IVA 7 non valida: usa 4, 5, 10 o 22',
    );
    expect(code).toBe(1);
    expect(await caciotte()).toBe(0);
  });

  it('a clean dry run exits 0 and writes nothing; the file then applies, and again changes nothing', async () => {
    const file = await feed('caciotta.csv', [HEADER, row('4')]);
    const trial = await importCli(['products', file, '--dry-run']);
    expect(trial.output).toContain(M.dryRun);
    expect(trial.code).toBe(0);
    expect(await caciotte()).toBe(0);

    const applied = await importCli(['products', file]);
    expect(applied.output).toContain(
      M.counts({ created: 1, updated: 0, unchanged: 0, offSale: 0 }),
    );
    expect(applied.output).toContain(M.applied);
    expect(applied.code).toBe(0);
    expect(await caciotte()).toBe(1);

    const again = await importCli(['products', file]);
    expect(again.output).toContain(M.nothingChanged);
    expect(again.code).toBe(0);
    expect(await caciotte()).toBe(1);
  });
});
