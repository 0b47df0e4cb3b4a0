import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffProduct } from '@spesa/domain';
import { jsonResponse, okEnvelope, renderWithProviders } from '../../test/render';
import { callsTo, mockServer } from '../../test/fixtures/server';
import { ProductRoute } from './routes/product-route';
import { ProductsRoute } from './routes/products-route';

const MANAGER = { userId: 8, name: 'Marta Direttrice', role: 'manager', storeId: 2 };
const PICKER = { userId: 7, name: 'Paolo Raccoglitore', role: 'picker', storeId: 2 };

const PRODUCT: StaffProduct = {
  productId: 100020,
  sku: 'DEMO-100020',
  slug: 'limoni',
  name: 'Limoni sfusi',
  brand: 'Terre di Sicilia',
  ean: '',
  shortDescription: 'Al kg',
  description: '',
  vatRate: 4,
  active: true,
  categoryId: 3,
  tags: [],
  version: 4,
  shelves: [
    {
      warehouseId: 89,
      warehouseName: 'Magazzino Bologna',
      priceCents: 249,
      listPriceCents: null,
      available: 12,
      offer: false,
    },
  ],
  categories: [{ categoryId: 3, path: 'Frutta e verdura > Frutta > Agrumi' }],
  preview: null,
};

const refused = (code: string, error: string, field: string) =>
  jsonResponse({
    response: { status: 1, errors: [{ code, error, field }], infos: [], warnings: [] },
    data: null,
  });

const noChanges = () => jsonResponse(okEnvelope({ changes: [], page: 1, pageSize: 20, total: 0 }));

describe('«Prodotti»', () => {
  it('tells a picker the page is the manager’s and searches nothing', async () => {
    const calls = mockServer({ '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(PICKER)) });
    renderWithProviders(<ProductsRoute />, { path: '/admin/prodotti' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo il responsabile del negozio può modificare prodotti e offerte.',
    );
    expect(callsTo(calls, '/ebsn/api/staff/products')).toHaveLength(0);
  });

  it('says when no product matches', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/category': () => jsonResponse(okEnvelope({ categories: [] })),
      '/ebsn/api/staff/products': () =>
        jsonResponse(okEnvelope({ products: [], page: 1, pageSize: 25, total: 0 })),
    });
    renderWithProviders(<ProductsRoute />, { path: '/admin/prodotti?q=zzz' });
    expect(await screen.findByText('Nessun prodotto corrisponde alla ricerca.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: /Cerca/ })).toHaveValue('zzz');
  });

  it('keeps what was typed on a refusal, with the server’s words on the field', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/changes': noChanges,
      '/ebsn/api/staff/product': (call) =>
        call.init.method === 'POST'
          ? refused(
              'product.invalid',
              'Prezzo (Magazzino Bologna): prezzo -2 non valido: deve essere maggiore di zero',
              'shelves.89.price',
            )
          : jsonResponse(okEnvelope(PRODUCT)),
    });
    renderWithProviders(<ProductRoute />, {
      path: '/admin/prodotti/100020',
      route: '/admin/prodotti/:productId',
    });
    const price = await screen.findByRole('textbox', { name: 'Prezzo (€)' });
    await user.clear(price);
    await user.type(price, '-2');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/prezzo -2 non valido/)).toBeVisible();
    expect(price).toHaveValue('-2');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    const [sent] = callsTo(calls, '/ebsn/api/staff/product').filter(
      (c) => c.init.method === 'POST',
    );
    expect(sent!.json).toMatchObject({ version: 4, shelves: [{ warehouseId: 89, price: '-2' }] });
  });

  it('tells the second manager the product changed, and reloads it on request', async () => {
    const user = userEvent.setup();
    let version = 4;
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/changes': noChanges,
      '/ebsn/api/staff/product': (call) => {
        if (call.init.method !== 'POST')
          return jsonResponse(okEnvelope({ ...PRODUCT, version, name: `Limoni v${version}` }));
        version = 5;
        return refused(
          'product.changed',
          'Il prodotto è stato modificato da qualcun altro dopo che lo hai aperto: ricaricalo per vedere com’è ora, poi rifai le tue modifiche.',
          'version',
        );
      },
    });
    renderWithProviders(<ProductRoute />, {
      path: '/admin/prodotti/100020',
      route: '/admin/prodotti/:productId',
    });
    const name = await screen.findByRole('textbox', { name: /Nome/ });
    await user.type(name, ' bis');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('modificato da qualcun altro');
    await user.click(within(alert).getByRole('button', { name: 'Ricarica il prodotto' }));
    expect(await screen.findByDisplayValue('Limoni v5')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
