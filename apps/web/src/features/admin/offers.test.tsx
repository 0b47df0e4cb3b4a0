import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOffer, StaffOfferList } from '@spesa/domain';
import { jsonResponse, okEnvelope, renderWithProviders } from '../../test/render';
import { callsTo, mockServer } from '../../test/fixtures/server';
import { testProduct, testProductList } from '../../test/fixtures/catalog';
import { OffersRoute } from './routes/offers-route';

const MANAGER = { userId: 8, name: 'Marta Direttrice', role: 'manager', storeId: 2 };
const PICKER = { userId: 7, name: 'Paolo Raccoglitore', role: 'picker', storeId: 2 };

const OFFER: StaffOffer = {
  offerId: 'OFF-1A2B3C4D',
  type: 'multibuy',
  value: '3x2',
  start: '2026-12-07',
  end: '2026-12-20',
  warehouse: null,
  state: 'current',
  products: [{ productId: 5, name: 'Biscotti al miele 400 g', sku: 'B-5' }],
};

const listOf = (offers: StaffOffer[]): StaffOfferList => ({
  offers,
  page: 1,
  pageSize: 20,
  total: offers.length,
  warehouses: [{ warehouseId: 89, name: 'Bologna' }],
});

describe('«Offerte»', () => {
  it('tells a picker the page is the manager’s and asks nothing of the offers', async () => {
    const calls = mockServer({ '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(PICKER)) });
    renderWithProviders(<OffersRoute />, { path: '/admin/offerte' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo il responsabile del negozio può modificare prodotti e offerte.',
    );
    expect(callsTo(calls, '/ebsn/api/staff/offers')).toHaveLength(0);
  });

  it('lists the current offers, and says so when a filter has none', async () => {
    const user = userEvent.setup();
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/offers': ({ query }) =>
        jsonResponse(okEnvelope(listOf(query.get('state') === 'current' ? [OFFER] : []))),
    });
    renderWithProviders(<OffersRoute />, { path: '/admin/offerte' });
    const card = (await screen.findByText('Offerta OFF-1A2B3C4D')).closest('li')!;
    expect(card).toHaveTextContent('Dal 07/12/2026 al 20/12/2026 · Tutti i magazzini · In corso');
    expect(card).toHaveTextContent('Biscotti al miele 400 g');
    await user.click(screen.getByRole('button', { name: 'Finite' }));
    expect(await screen.findByText('Nessuna offerta finita.')).toBeInTheDocument();
  });

  it('keeps what was typed on a refusal, the server’s reason on the field it names', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/offers': () => jsonResponse(okEnvelope(listOf([]))),
      '/ebsn/api/products': () =>
        jsonResponse(
          okEnvelope(testProductList([testProduct({ productId: 9, name: 'Tonno 3 x 80 g' })])),
        ),
    });
    renderWithProviders(<OffersRoute />, { path: '/admin/offerte' });
    await user.click(await screen.findByRole('button', { name: 'Nuova offerta' }));
    const form = screen.getByRole('form', { name: 'Nuova offerta' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'special_price');
    await user.type(within(form).getByRole('textbox', { name: /Valore/ }), '9,99');

    await user.click(within(form).getByRole('button', { name: "Crea l'offerta" }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Prodotti: scegli almeno un prodotto.',
    );

    await user.type(
      within(form).getByRole('searchbox', { name: 'Cerca un prodotto' }),
      'tonno{Enter}',
    );
    await user.click(await within(form).findByRole('button', { name: 'Aggiungi Tonno 3 x 80 g' }));
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/offers': ({ init }) =>
        init.method === 'POST'
          ? jsonResponse({
              response: {
                status: 1,
                errors: [
                  {
                    code: 'offers.value',
                    error:
                      "Valore: il prezzo speciale non è inferiore al prezzo di «Tonno 3 x 80 g» nel magazzino 89: non sarebbe un'offerta.",
                    field: 'value',
                  },
                ],
                infos: [],
                warnings: [],
              },
              data: null,
            })
          : jsonResponse(okEnvelope(listOf([]))),
    });
    await user.click(within(form).getByRole('button', { name: "Crea l'offerta" }));
    const value = within(form).getByRole('textbox', { name: /Valore/ });
    await vi.waitFor(() =>
      expect(value).toHaveAccessibleDescription(/il prezzo speciale non è inferiore/),
    );
    expect(value).toHaveValue('9,99');
    expect(within(form).getByRole('combobox', { name: 'Tipo' })).toHaveValue('special_price');
    expect(within(form).getByRole('button', { name: 'Togli Tonno 3 x 80 g' })).toBeInTheDocument();
    expect(callsTo(calls, '/ebsn/api/products')[0]!.query.get('q')).toBe('tonno');
  });
});
