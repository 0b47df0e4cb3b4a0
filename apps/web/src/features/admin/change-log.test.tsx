import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEntry, ChangeLog } from '@spesa/domain';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { callsTo, mockServer } from '../../test/fixtures/server';
import { ChangesRoute } from './routes/changes-route';
import { ProductChanges } from './components/product-changes';

const MANAGER = { userId: 8, name: 'Marta Direttrice', role: 'manager', storeId: 2 };
const PICKER = { userId: 7, name: 'Paolo Raccoglitore', role: 'picker', storeId: 2 };

const entry = (patch: Partial<ChangeEntry> = {}): ChangeEntry => ({
  changeId: 1,
  at: '2026-12-07T09:30:00Z',
  actorKind: 'staff',
  actorName: 'Marta Direttrice',
  subject: 'order',
  subjectId: '100031',
  productId: null,
  what: 'Ordine n. 100031 spostato',
  before: { fascia: 'mercoledì 9 dicembre 2026, 09:00–11:00 · Bologna Mazzini' },
  after: { fascia: 'giovedì 10 dicembre 2026, 18:00–20:00 · Bologna Mazzini' },
  ...patch,
});

const page = (changes: ChangeEntry[], patch: Partial<ChangeLog> = {}): ChangeLog => ({
  changes,
  page: 1,
  pageSize: 20,
  total: changes.length,
  ...patch,
});

describe('the «Registro modifiche» page', () => {
  it('shows who, when, what and each field before → after, and filters by person and day', async () => {
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/changes': (call) =>
        jsonResponse(
          okEnvelope(
            call.query.get('actor') === 'Nessuno'
              ? page([])
              : page(
                  [
                    entry(),
                    entry({
                      changeId: 2,
                      actorKind: 'key',
                      actorName: 'Gestionale sede',
                      subject: 'import',
                      subjectId: '7',
                      what: 'Import applicato: giacenze',
                      before: null,
                      after: { righe: 3, creati: 0, aggiornati: 3, completo: false },
                    }),
                  ],
                  { total: 41 },
                ),
          ),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangesRoute />, { path: '/admin/registro' });
    const list = await screen.findByRole('list', { name: 'Modifiche, dalla più recente' });
    const [moved, imported] = within(list).getAllByRole('listitem');
    expect(within(moved!).getByText('Ordine n. 100031 spostato')).toBeVisible();
    expect(within(moved!).getByText('Marta Direttrice')).toBeVisible();
    expect(moved).toHaveTextContent(
      'fasciaPrima: mercoledì 9 dicembre 2026, 09:00–11:00 · Bologna Mazzini → , Dopo: giovedì 10 dicembre 2026',
    );
    expect(imported).toHaveTextContent('Gestionale sede · Chiave API · Import 7');
    expect(imported).toHaveTextContent('aggiornatiPrima: — → , Dopo: 3');
    expect(imported).toHaveTextContent('completoPrima: — → , Dopo: no');
    expect(screen.getByText('Pagina 1 di 3')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Chi/ }), 'Nessuno');
    await user.type(screen.getByLabelText(/Giorno/), '2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Filtra' }));
    expect(await screen.findByText('Nessuna modifica con questi filtri.')).toBeVisible();
    const last = callsTo(calls, '/ebsn/api/staff/changes').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      actor: 'Nessuno',
      day: '2026-12-07',
      page: '1',
    });
    // What was typed stays in the filters.
    expect(screen.getByRole('textbox', { name: /Chi/ })).toHaveValue('Nessuno');
  });

  it('says it is loading, and tells a picker the reason without asking for the record', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/changes': () => new Promise<Response>(() => undefined),
    });
    const loading = renderWithProviders(<ChangesRoute />, { path: '/admin/registro' });
    expect(await screen.findByRole('status', { name: 'Caricamento del registro' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    loading.unmount();
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(PICKER)),
    });
    renderWithProviders(<ChangesRoute />, { path: '/admin/registro' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/responsabile del negozio/);
    expect(callsTo(calls, '/ebsn/api/staff/changes')).toHaveLength(0);
  });

  it('shows the server’s refusal with the way to ask again', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/changes': () =>
        jsonResponse(refusal('staff.no_store', 'Il tuo account non è legato a un negozio.'), 403),
    });
    renderWithProviders(<ChangesRoute />, { path: '/admin/registro' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il tuo account non è legato a un negozio.',
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });
});

describe('a product’s entries', () => {
  it('asks for that product only, and says when there are none', async () => {
    const calls = mockServer({
      '/ebsn/api/staff/changes': () => jsonResponse(okEnvelope(page([]))),
    });
    renderWithProviders(<ProductChanges productId={42} />, { path: '/admin/prodotti/42' });
    expect(await screen.findByText('Nessuna modifica registrata.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Modifiche di questo prodotto' })).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/staff/changes')[0]!.query.get('product_id')).toBe('42');
  });
});
