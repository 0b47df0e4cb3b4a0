import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiscalPerson, SavedInvoiceData } from '@spesa/domain';
import { api } from '../../lib/api';
import { callsTo, mockServer, type Call } from '../../test/fixtures';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { InvoiceDataPanel } from './components/invoice-data-panel';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

const address = {
  address1: 'Via Indipendenza',
  addressNumber: '12',
  postalcode: '40121',
  city: 'BOLOGNA',
  province: 'BO',
};
const saved: SavedInvoiceData = {
  personType: 'private',
  firstName: 'Mario',
  lastName: 'Rossi',
  companyName: null,
  fiscalCode: 'RSSMRA80A01A944I',
  vatNumber: null,
  pec: null,
  sdiCode: null,
  birthPlace: null,
  gender: null,
  ...address,
};
const company: FiscalPerson = {
  ...saved,
  personType: 'company',
  firstName: null,
  lastName: null,
  fiscalCode: null,
  companyName: 'Rossi Alimentari S.r.l.',
  vatNumber: '01234567897',
  sdiCode: 'ABC1234',
  city: 'IMOLA',
  source: 'order',
  lastUsedAt: '2026-11-20T10:00:00.000Z',
};
const ok = (data: unknown) => () => jsonResponse(okEnvelope(data));

function renderPanel(
  persons: (call: Call) => Response,
  billingAddress: SavedInvoiceData | null = saved,
) {
  const calls = mockServer({
    '/ebsn/api/registration/user_detail': ok({ billingAddress }),
    '/ebsn/api/user-person-fiscal/list': persons,
    '/ebsn/api/registration/update_billing_address': (call) =>
      jsonResponse(okEnvelope({ billingAddress: { ...saved, ...(call.json as object) } })),
  });
  renderWithProviders(<InvoiceDataPanel submitLabel="Salva" />);
  return calls;
}

describe('invoice form: fiscal persons (user-person-fiscal/list)', () => {
  it('fills the form with a person already invoiced, and saving sends that person', async () => {
    const calls = renderPanel(
      ok({ persons: [{ ...saved, source: 'saved', lastUsedAt: null }, company] }),
    );
    const picker = await screen.findByRole('combobox', { name: 'Compila con dati già usati' });
    expect(screen.getByRole('textbox', { name: /Codice fiscale/ })).toHaveValue('RSSMRA80A01A944I');
    expect(
      screen.getByRole('option', {
        name: /Mario Rossi – C\.F\. RSSMRA80A01A944I \(dati salvati\)/,
      }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(picker, 'Rossi Alimentari S.r.l. – P.IVA 01234567897');
    expect(screen.getByRole('radio', { name: 'Azienda o libero professionista' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Ragione sociale/ })).toHaveValue(
      'Rossi Alimentari S.r.l.',
    );
    expect(screen.getByRole('textbox', { name: /Città/ })).toHaveValue('IMOLA');

    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/registration/update_billing_address')).toHaveLength(1),
    );
    expect(callsTo(calls, '/ebsn/api/registration/update_billing_address')[0]!.json).toMatchObject({
      personType: 'company',
      companyName: 'Rossi Alimentari S.r.l.',
      vatNumber: '01234567897',
      city: 'IMOLA',
    });
  });

  it('starts a form with no saved data from the account holder, named in the list (issue 34)', async () => {
    const holder: FiscalPerson = { ...saved, source: 'account', lastUsedAt: null };
    const calls = renderPanel(ok({ persons: [holder] }), null);
    const picker = await screen.findByRole('combobox', { name: 'Compila con dati già usati' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Codice fiscale/ })).toHaveValue(
        'RSSMRA80A01A944I',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Città/ })).toHaveValue('BOLOGNA');
    expect(picker).toHaveDisplayValue('Mario Rossi – C.F. RSSMRA80A01A944I (il tuo account)');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/registration/update_billing_address')).toHaveLength(1),
    );
    expect(callsTo(calls, '/ebsn/api/registration/update_billing_address')[0]!.json).toMatchObject({
      personType: 'private',
      firstName: 'Mario',
      fiscalCode: 'RSSMRA80A01A944I',
    });
  });

  it('offers nothing when the list holds only the saved data', async () => {
    const calls = renderPanel(ok({ persons: [{ ...saved, source: 'saved', lastUsedAt: null }] }));
    await waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/user-person-fiscal/list')).toHaveLength(1),
    );
    expect(await screen.findByRole('textbox', { name: /Codice fiscale/ })).toHaveValue(
      'RSSMRA80A01A944I',
    );
    expect(screen.queryByRole('combobox', { name: 'Compila con dati già usati' })).toBeNull();
  });

  it('says so when the list cannot be read, and the form still works', async () => {
    renderPanel(() => jsonResponse(refusal('generic', 'Errore')));
    expect(
      await screen.findByText(/Non è stato possibile caricare gli intestatari già usati/),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Codice fiscale/ })).toBeEnabled();
  });
});
