import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../db/schema';
import type { ApiKey, ApiKeyCreated, ChangeLog, FeedImport, ImportHistory } from '@spesa/domain';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { MANAGER, PICKER, staffLogin } from '../../test/staff-support';
import { csv, ean, line, sendFeed } from '../../test/feed-support';

/*
 * The manager's console: API keys and imports by hand. A picker is refused
 * every call with the Italian reason; a feed from the console goes through
 * the ERP's own door and is recorded under the manager's name.
 */

let t: TestApp;
let picker: Cookies;
let manager: Cookies;
let shopper: Cookies;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  manager = await staffLogin(t, MANAGER);
  shopper = (await newShoppers(t, 1, 'manager-console'))[0]!;
});
afterAll(() => t.close());

const call = (cookies: Cookies | null, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    ...(cookies ? { cookies } : {}),
  });

const upload = (cookies: Cookies | null, kind: string, file: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/ebsn/api/staff/imports/${kind}${query}`,
    headers: { 'content-type': 'text/csv' },
    payload: file,
    ...(cookies ? { cookies } : {}),
  });

/** Uploads as the manager and waits for the import to end, as the console's progress bar does. */
async function runFromConsole(kind: string, file: string, query = ''): Promise<FeedImport> {
  const res = await upload(manager, kind, file, query);
  expect(res.statusCode).toBe(202);
  const { importId } = body(res).data as unknown as FeedImport;
  for (let i = 0; i < 400; i++) {
    const answer = body(await call(manager, `/ebsn/api/staff/imports/${importId}`))
      .data as unknown as FeedImport;
    if (answer.state !== 'queued' && answer.state !== 'running') return answer;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
}

const keyNamed = async (name: string): Promise<ApiKey | undefined> =>
  (
    body(await call(manager, '/ebsn/api/staff/api-keys')).data as unknown as { keys: ApiKey[] }
  ).keys.find((k) => k.name === name && k.revokedAt === null);

describe('who may use the manager console', () => {
  const calls: [string, Record<string, unknown>?][] = [
    ['/ebsn/api/staff/api-keys'],
    ['/ebsn/api/staff/api-keys', { name: 'gestionale' }],
    ['/ebsn/api/staff/api-keys/revoke', { name: 'gestionale' }],
    ['/ebsn/api/staff/imports'],
    ['/ebsn/api/staff/imports/1'],
    ['/ebsn/api/staff/imports/1/problems.csv'],
    ['/ebsn/api/staff/changes'],
  ];

  it('refuses a picker every call with 403 and the Italian reason', async () => {
    for (const [url, payload] of calls) {
      const res = await call(picker, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(body(res).response.errors[0]).toMatchObject({ code: 'staff.manager_only' });
    }
    const keys = await call(picker, '/ebsn/api/staff/api-keys');
    expect(body(keys).response.errors[0]!.error).toBe(
      'Solo il responsabile del negozio può gestire le chiavi API.',
    );
    const feed = await upload(picker, 'products', csv(line()));
    expect(feed.statusCode).toBe(403);
    expect(body(feed).response.errors[0]!.error).toBe(
      'Solo il responsabile del negozio può importare i file del catalogo.',
    );
  });

  it('refuses a shopper (403) and nobody signed in (401)', async () => {
    for (const [url, payload] of calls) {
      expect((await call(shopper, url, payload)).statusCode, url).toBe(403);
      expect((await call(null, url, payload)).statusCode, url).toBe(401);
    }
    expect((await upload(shopper, 'products', csv(line()))).statusCode).toBe(403);
  });
});

describe('«Chiavi API»', () => {
  it('makes a key shown once, lists it with its last use, and revokes it: the ERP then gets 401', async () => {
    const res = await call(manager, '/ebsn/api/staff/api-keys', { name: '  Gestionale sede  ' });
    expect(body(res).response.status).toBe(0);
    const made = body(res).data as unknown as ApiKeyCreated;
    expect(made.key).toMatch(/^spk_/);
    expect(made.apiKey).toMatchObject({
      name: 'Gestionale sede',
      lastUsedAt: null,
      revokedAt: null,
    });

    const listed = await call(manager, '/ebsn/api/staff/api-keys');
    expect(listed.body).not.toContain(made.key);
    expect(await keyNamed('Gestionale sede')).toMatchObject({ lastUsedAt: null });

    const sent = await sendFeed(t, made.key, 'stock', 'sku;warehouse;stock\n', '?dry_run=true');
    expect(sent.status).toBe(202);
    expect((await keyNamed('Gestionale sede'))!.lastUsedAt).not.toBeNull();

    const revoked = await call(manager, '/ebsn/api/staff/api-keys/revoke', {
      name: 'Gestionale sede',
    });
    expect(body(revoked).response.status).toBe(0);
    const keys = (body(revoked).data as unknown as { keys: ApiKey[] }).keys;
    expect(keys.find((k) => k.apiKeyId === made.apiKey.apiKeyId)!.revokedAt).not.toBeNull();
    expect((await sendFeed(t, made.key, 'products', csv(line()))).status).toBe(401);
  });

  it('refuses a bad or taken name naming the field, and revoking a key that is not live', async () => {
    for (const [name, message] of [
      ['   ', 'Dai un nome alla chiave, per esempio il sistema che la userà.'],
      ['x'.repeat(61), 'Il nome della chiave può avere al massimo 60 caratteri.'],
      [
        'erp<script>',
        'Il nome della chiave può contenere solo lettere, cifre, spazi, punti, trattini e _.',
      ],
    ]) {
      const res = await call(manager, '/ebsn/api/staff/api-keys', { name });
      expect(body(res).response).toMatchObject({
        status: 1,
        errors: [{ code: 'api_keys.name', field: 'name', error: message }],
      });
    }
    await call(manager, '/ebsn/api/staff/api-keys', { name: 'doppia' });
    const twice = await call(manager, '/ebsn/api/staff/api-keys', { name: 'doppia' });
    expect(body(twice).response.errors[0]).toMatchObject({
      code: 'api_keys.name_taken',
      field: 'name',
      error: 'Esiste già una chiave API attiva «doppia».',
    });
    const none = await call(manager, '/ebsn/api/staff/api-keys/revoke', { name: 'mai esistita' });
    expect(body(none).response.errors[0]).toMatchObject({
      code: 'api_keys.not_live',
      error: 'Nessuna chiave API attiva si chiama «mai esistita».',
    });
    expect((await call(manager, '/ebsn/api/staff/api-keys', {})).statusCode).toBe(400);
  });
});

describe('«Registro modifiche»', () => {
  const MANAGER_NAME = `${MANAGER.firstName} ${MANAGER.lastName}`;
  const changes = async (query = '') =>
    body(await call(manager, `/ebsn/api/staff/changes${query}`)).data as unknown as ChangeLog;

  it('records who made and revoked a key, before and after, newest first and by person and day', async () => {
    await call(manager, '/ebsn/api/staff/api-keys', { name: 'registro' });
    await call(manager, '/ebsn/api/staff/api-keys/revoke', { name: 'registro' });
    const mine = (await changes(`?actor=${encodeURIComponent(MANAGER_NAME)}`)).changes.filter(
      (change) => change.subject === 'api_key',
    );
    expect(mine.slice(0, 2)).toMatchObject([
      {
        actorKind: 'staff',
        what: 'Chiave API revocata',
        before: { nome: 'registro' },
        after: null,
      },
      { actorKind: 'staff', what: 'Chiave API creata', before: null, after: { nome: 'registro' } },
    ]);
    expect(mine[0]!.actorName).toBe(MANAGER_NAME);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
    expect((await changes(`?day=${today}`)).total).toBeGreaterThanOrEqual(2);
    expect((await changes('?day=2001-01-01')).total).toBe(0);
    expect((await changes('?actor=nessuno')).changes).toEqual([]);
  });

  it('records each applied import once with its counts, under the manager or the ERP’s key', async () => {
    const file = csv(line({ sku: 'REG-1', ean: ean(951), name: 'Zuppa Registro 500 g' }));
    await runFromConsole('products', file, '?dry_run=true');
    const applied = await runFromConsole('products', file);
    const imports = (await changes()).changes.filter((c) => c.subject === 'import');
    expect(imports[0]).toMatchObject({
      actorKind: 'staff',
      actorName: MANAGER_NAME,
      subjectId: String(applied.importId),
      what: 'Import applicato: prodotti',
      before: null,
      after: { righe: 1, creati: 1, aggiornati: 0, invariati: 0, 'tolti dalla vendita': 0 },
    });
    // The dry run wrote nothing, so it is no change.
    expect(imports.filter((c) => c.subjectId === String(applied.importId - 1))).toEqual([]);

    const made = body(await call(manager, '/ebsn/api/staff/api-keys', { name: 'ERP registro' }))
      .data as unknown as ApiKeyCreated;
    const sent = await sendFeed(
      t,
      made.key,
      'stock',
      'sku;warehouse;price;stock\nREG-1;89;2,00;7\n',
    );
    expect(sent.answer).toMatchObject({ state: 'applied' });
    const [byKey] = (await changes('?actor=ERP%20registro')).changes;
    expect(byKey).toMatchObject({
      actorKind: 'key',
      actorName: 'ERP registro',
      subject: 'import',
      what: 'Import applicato: giacenze',
      after: { righe: 1 },
    });
    const [row] = await t.database.db
      .select()
      .from(changeLog)
      .where(eq(changeLog.changeId, byKey!.changeId));
    expect(row!.actorApiKeyId).toBe(made.apiKey.apiKeyId);
  });

  it('refuses a day that is not a date, naming the field', async () => {
    const res = await call(manager, '/ebsn/api/staff/changes?day=ieri');
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]).toMatchObject({ field: 'day' });
  });
});

describe('«Importazioni»', () => {
  const feed = csv(
    line({ sku: 'CON-1', ean: ean(901), name: 'Zuppa Console Uno 500 g' }),
    line({ sku: 'CON-2', ean: ean(902), name: 'Zuppa Console Due 500 g' }),
  );

  it('dry-runs a feed, then applies the same file on «Conferma», under the manager’s name', async () => {
    const dry = await runFromConsole('products', feed, '?dry_run=true');
    expect(dry).toMatchObject({ state: 'applied', dryRun: true, rows: 2, created: 2, errors: [] });
    const applied = await runFromConsole('products', feed);
    expect(applied).toMatchObject({ state: 'applied', dryRun: false, created: 2 });
    const again = await runFromConsole('products', feed, '?dry_run=true');
    expect(again).toMatchObject({ created: 0, unchanged: 2 });

    const history = body(await call(manager, '/ebsn/api/staff/imports'))
      .data as unknown as ImportHistory;
    expect(history).toMatchObject({ page: 1, pageSize: 20 });
    expect(history.imports.slice(0, 3)).toMatchObject([
      { importId: again.importId, source: 'Marta Direttrice', dryRun: true, unchanged: 2 },
      { importId: applied.importId, source: 'Marta Direttrice', dryRun: false, created: 2 },
      { importId: dry.importId, source: 'Marta Direttrice', dryRun: true, errorCount: 0 },
    ]);
    expect(history.total).toBeGreaterThanOrEqual(3);
  });

  it('tells every refused row of a bad feed, counts them in the history, and gives them as CSV', async () => {
    const bad = await runFromConsole(
      'products',
      csv(line({ sku: 'CON-3', price: 'due euro' }), line({ sku: 'CON-4', vat_rate: '=1+1' })),
      '?dry_run=true',
    );
    expect(bad.state).toBe('refused');
    expect(bad.errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'price'],
      [3, 'vat_rate'],
    ]);
    const history = body(await call(manager, '/ebsn/api/staff/imports'))
      .data as unknown as ImportHistory;
    expect(history.imports[0]).toMatchObject({
      importId: bad.importId,
      state: 'refused',
      errorCount: 2,
    });
    const report = await call(manager, `/ebsn/api/staff/imports/${bad.importId}/problems.csv`);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.body).toContain('"2";"price";');
    expect(report.body).not.toMatch(/;"=/);
  });

  it('pages the history and refuses an unknown kind naming it', async () => {
    const second = body(await call(manager, '/ebsn/api/staff/imports?page=2'))
      .data as unknown as ImportHistory;
    expect(second).toMatchObject({ page: 2, imports: [] });
    const unknown = await upload(manager, 'prices', feed);
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).response.errors[0]).toMatchObject({ field: 'kind' });
  });
});
