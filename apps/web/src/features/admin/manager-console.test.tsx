import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, FeedImport, ImportHistory } from '@spesa/domain';
import { jsonResponse, okEnvelope, renderWithProviders } from '../../test/render';
import { callsTo, mockServer } from '../../test/fixtures/server';
import { ApiKeysRoute } from './routes/api-keys-route';
import { ImportsRoute } from './routes/imports-route';
import { BoardRoute } from './routes/board-route';

const MANAGER = { userId: 8, name: 'Marta Direttrice', role: 'manager', storeId: 2 };
const PICKER = { userId: 7, name: 'Paolo Raccoglitore', role: 'picker', storeId: 2 };

const KEY: ApiKey = {
  apiKeyId: 1,
  name: 'Gestionale sede',
  createdAt: '2026-11-24T08:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};

const nameRefused = (error: string) =>
  jsonResponse({
    response: {
      status: 1,
      errors: [{ code: 'api_keys.name_taken', error, field: 'name' }],
      infos: [],
      warnings: [],
    },
    data: null,
  });

describe('the manager menu', () => {
  it('shows «Importazioni» and «Chiavi API» to a manager, and nothing to a picker', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/orders': () => new Promise<Response>(() => undefined),
    });
    const page = renderWithProviders(<BoardRoute />, { path: '/admin' });
    const menu = await screen.findByRole('navigation', { name: 'Gestione del negozio' });
    expect(within(menu).getByRole('link', { name: 'Importazioni' })).toHaveAttribute(
      'href',
      '/admin/importazioni',
    );
    expect(within(menu).getByRole('link', { name: 'Chiavi API' })).toHaveAttribute(
      'href',
      '/admin/chiavi',
    );
    page.unmount();
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(PICKER)),
      '/ebsn/api/staff/orders': () => new Promise<Response>(() => undefined),
    });
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    expect(await screen.findByText('Paolo Raccoglitore')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Gestione del negozio' })).toBeNull();
  });
});

describe('«Chiavi API»', () => {
  it('tells a picker the page is the manager’s and asks nothing of the keys', async () => {
    const calls = mockServer({ '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(PICKER)) });
    renderWithProviders(<ApiKeysRoute />, { path: '/admin/chiavi' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo il responsabile del negozio può gestire le chiavi API.',
    );
    expect(callsTo(calls, '/ebsn/api/staff/api-keys')).toHaveLength(0);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names the field on a refusal, keeping what was typed, then shows the new key once', async () => {
    const user = userEvent.setup();
    let created = false;
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/api-keys': (call) => {
        if (call.init.method !== 'POST') return jsonResponse(okEnvelope({ keys: [] }));
        if (!created) {
          created = true;
          return nameRefused('Esiste già una chiave API attiva «Gestionale sede».');
        }
        return jsonResponse(okEnvelope({ key: 'spk_segreta', apiKey: KEY }));
      },
    });
    renderWithProviders(<ApiKeysRoute />, { path: '/admin/chiavi' });
    expect(await screen.findByText(/Nessuna chiave API/)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Nome/ });

    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));
    expect(name).toHaveAccessibleDescription(
      /Dai un nome alla chiave, per esempio il sistema che la userà\./,
    );
    expect(
      callsTo(calls, '/ebsn/api/staff/api-keys').filter((c) => c.init.method === 'POST'),
    ).toHaveLength(0);

    await user.type(name, 'Gestionale sede');
    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));
    await vi.waitFor(() =>
      expect(name).toHaveAccessibleDescription(/Esiste già una chiave API attiva/),
    );
    expect(name).toHaveValue('Gestionale sede');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Crea la chiave' }));
    expect(await screen.findByText('spk_segreta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chiave «Gestionale sede» creata' })).toHaveFocus();
    expect(screen.getByText(/non sarà più mostrata/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copia la chiave' }));
    expect(await navigator.clipboard.readText()).toBe('spk_segreta');
    expect(await screen.findByText('Chiave copiata.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Fatto, l'ho copiata" }));
    expect(screen.queryByText('spk_segreta')).toBeNull();
  });

  it('lists the keys with their last use and revokes one after a confirmation', async () => {
    const user = userEvent.setup();
    const used = { ...KEY, lastUsedAt: '2026-11-25T09:30:00Z' };
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/api-keys': () =>
        jsonResponse(
          okEnvelope({
            keys: [
              used,
              { ...KEY, apiKeyId: 2, name: 'vecchio', revokedAt: '2026-11-20T10:00:00Z' },
            ],
          }),
        ),
      '/ebsn/api/staff/api-keys/revoke': () =>
        jsonResponse(okEnvelope({ keys: [{ ...used, revokedAt: '2026-11-25T10:00:00Z' }] })),
    });
    renderWithProviders(<ApiKeysRoute />, { path: '/admin/chiavi' });
    const row = (await screen.findByRole('rowheader', { name: 'Gestionale sede' })).closest('tr')!;
    expect(within(row).getByText('25/11, 10:30')).toBeInTheDocument();
    expect(within(row).getByText('Attiva')).toBeInTheDocument();
    expect(screen.getByText(/Revocata il 20\/11/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Revoca la chiave/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revoca la chiave Gestionale sede' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocare la chiave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoca' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/ebsn/api/staff/api-keys/revoke')[0]!.json).toEqual({
      name: 'Gestionale sede',
    });
    expect(await screen.findByText(/Revocata il 25\/11/)).toBeInTheDocument();
  });
});

const run = (patch: Partial<FeedImport> = {}): FeedImport => ({
  importId: 41,
  kind: 'products',
  state: 'applied',
  dryRun: true,
  full: false,
  rows: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  offSale: 0,
  errors: [],
  pictures: { waiting: 0, ready: 0, problems: [] },
  createdAt: '2026-11-25T09:30:00Z',
  finishedAt: '2026-11-25T09:30:01Z',
  ...patch,
});

const HISTORY: ImportHistory = {
  imports: [
    {
      importId: 40,
      kind: 'stock',
      state: 'refused',
      dryRun: false,
      full: false,
      rows: 3,
      created: 0,
      updated: 0,
      unchanged: 0,
      offSale: 0,
      errorCount: 2,
      source: 'erp-sede',
      createdAt: '2026-11-25T08:00:00Z',
      finishedAt: '2026-11-25T08:00:01Z',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

describe('«Importazioni»', () => {
  it('checks a file by a dry run with its progress, then applies the same file on «Conferma»', async () => {
    const user = userEvent.setup();
    let polls = 0;
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/imports': () => jsonResponse(okEnvelope(HISTORY)),
      '/ebsn/api/staff/imports/stock': (call) =>
        jsonResponse(
          okEnvelope(
            call.query.get('dry_run') === 'true'
              ? run({ kind: 'stock', state: 'running', rows: 0 })
              : run({ importId: 42, kind: 'stock', dryRun: false, state: 'queued' }),
          ),
          202,
        ),
      '/ebsn/api/staff/imports/41': () =>
        jsonResponse(
          okEnvelope(
            ++polls < 2
              ? run({ kind: 'stock', state: 'running', rows: 500 })
              : run({ kind: 'stock' }),
          ),
        ),
      '/ebsn/api/staff/imports/42': () =>
        jsonResponse(okEnvelope(run({ importId: 42, kind: 'stock', dryRun: false }))),
    });
    renderWithProviders(<ImportsRoute />, { path: '/admin/importazioni' });
    expect(await screen.findByText('erp-sede')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Controlla il file' }));
    expect(screen.getByLabelText(/File \(CSV/)).toHaveAccessibleDescription(
      'Scegli il file da importare.',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo di file' }), 'Giacenze');
    const file = new File(['sku;warehouse;stock\nA;1;3\n'], 'giacenze.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/File \(CSV/), file);
    await user.click(screen.getByRole('button', { name: 'Controlla il file' }));
    expect(
      await screen.findByRole('progressbar', { name: "Avanzamento dell'importazione" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('500 righe lette')).toBeInTheDocument();

    const outcome = await screen.findByRole('heading', { name: 'Prova N. 41: Giacenze' });
    await vi.waitFor(() => expect(outcome).toHaveFocus());
    const counts = screen.getByRole('heading', { name: 'Prova N. 41: Giacenze' }).parentElement!;
    expect(within(counts).getByText('Creati').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Tolti dalla vendita')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Conferma e applica' }));
    expect(
      await screen.findByRole('heading', { name: 'Importazione N. 42: Giacenze' }),
    ).toBeInTheDocument();
    const sent = callsTo(calls, '/ebsn/api/staff/imports/stock');
    expect(sent.map((c) => c.query.get('dry_run'))).toEqual(['true', 'false']);
    expect(sent[1]!.init.body).toBe(sent[0]!.init.body);
    expect(screen.getByText('Importazione applicata: 2 righe.')).toBeInTheDocument();
  });

  it('shows every refused row with its CSV, and the history with who sent what', async () => {
    const user = userEvent.setup();
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/imports': () => jsonResponse(okEnvelope(HISTORY)),
      '/ebsn/api/staff/imports/delivery': () =>
        jsonResponse(okEnvelope(run({ kind: 'delivery', state: 'queued' })), 202),
      '/ebsn/api/staff/imports/41': () =>
        jsonResponse(
          okEnvelope(
            run({
              kind: 'delivery',
              state: 'refused',
              errors: [
                { line: 2, column: 'price', message: 'due euro non è un numero', text: '' },
                { line: 3, column: null, message: 'riga vuota', text: '' },
              ],
            }),
          ),
        ),
    });
    renderWithProviders(<ImportsRoute />, { path: '/admin/importazioni' });
    const history = (await screen.findByText('erp-sede')).closest('tr')!;
    expect(within(history).getByText('Giacenze')).toBeInTheDocument();
    expect(within(history).getByText('Rifiutata')).toBeInTheDocument();
    expect(
      within(history).getByRole('link', { name: /2 problemi dell'importazione N\. 40/ }),
    ).toHaveAttribute('href', '/ebsn/api/staff/imports/40/problems.csv');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo di file' }), 'Consegne');
    await user.upload(screen.getByLabelText(/File \(CSV/), new File(['x'], 'consegne.csv'));
    await user.click(screen.getByRole('button', { name: 'Controlla il file' }));
    expect(await screen.findByText(/Il file ha 2 problemi: nulla è stato scritto/)).toBeVisible();
    const problems = screen.getByRole('table', { name: 'Righe rifiutate' });
    expect(
      within(problems)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RigaColonnaProblema', '2pricedue euro non è un numero', '3—riga vuota']);
    expect(screen.getByRole('link', { name: 'Scarica i problemi (CSV)' })).toHaveAttribute(
      'href',
      '/ebsn/api/staff/imports/41/problems.csv',
    );
    expect(screen.queryByRole('button', { name: 'Conferma e applica' })).toBeNull();
  });

  it('tells a picker the page is the manager’s', async () => {
    const calls = mockServer({ '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(PICKER)) });
    renderWithProviders(<ImportsRoute />, { path: '/admin/importazioni' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo il responsabile del negozio può importare i file del catalogo.',
    );
    expect(callsTo(calls, '/ebsn/api/staff/imports')).toHaveLength(0);
  });
});
