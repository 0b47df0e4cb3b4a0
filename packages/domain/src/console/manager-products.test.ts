import { describe, expect, it } from 'vitest';
import { readProductLine, sellingOf } from '../feeds/products';
import {
  productChanges,
  productEditProblem,
  productFeedFields,
  readShelfEdit,
  sellingColumnsOf,
  type EditedProduct,
  type ProductAsFed,
} from './manager-products';

const line = (selling: Record<string, string>) => {
  const read = readProductLine(
    {
      sku: 'A-1',
      ean: '8001234567897',
      name: 'Prova',
      brand: 'Marca',
      category: 'Dispensa',
      price: '1,00',
      vat_rate: '10',
      status: 'active',
      ...selling,
    },
    [],
  );
  if (!read.line) throw new Error(JSON.stringify(read.problems));
  return read.line;
};

describe('sellingColumnsOf', () => {
  it.each<Record<string, string>>([
    { selling_type: 'piece', unit_size: '6', unit: 'pz' },
    { selling_type: 'piece', unit_size: '0,5', unit: 'kg' },
    { selling_type: 'piece', unit_size: '330', unit: 'ml' },
    { selling_type: 'pack', unit_size: '250', unit: 'g' },
    { selling_type: 'loose', ean: '', piece_weight_g: '180' },
  ])('gives back the selling rules a feed line made (%o)', (selling) => {
    const stored = sellingOf(line(selling));
    const again = sellingOf(line({ ...selling, ...sellingColumnsOf(stored.productInfos) }));
    expect(again).toEqual(stored);
  });
});

const fed: ProductAsFed = {
  sku: 'A-1',
  ean: '8001234567897',
  name: 'Prova',
  brand: 'Marca',
  privateLabel: null,
  shortDescription: '',
  description: '',
  categoryPath: ['Dispensa', 'Pasta'],
  tipologia: 'Pezzo',
  productInfos: sellingOf(line({ selling_type: 'piece', unit_size: '1', unit: 'pz' })).productInfos,
  vatRate: '10',
  tags: ['bio', 'vegano'],
  active: false,
  image: null,
  priceCents: 249,
  listPriceCents: 299,
};

describe('productFeedFields', () => {
  it('writes the product as a products feed line the feed reads back', () => {
    const fields = productFeedFields(fed);
    expect(fields).toMatchObject({
      category: 'Dispensa > Pasta',
      price: '2,49',
      list_price: '2,99',
      tags: 'bio|vegano',
      status: 'inactive',
    });
    expect(readProductLine(fields, []).line).toMatchObject({
      categoryPath: ['Dispensa', 'Pasta'],
      priceCents: 249,
      listPriceCents: 299,
      active: false,
    });
  });
});

describe('readShelfEdit', () => {
  it('reads a price, a list price and a stock as the feeds write them', () => {
    expect(readShelfEdit({ price: '1,99', listPrice: '2.49', stock: '12,5' })).toEqual({
      shelf: { priceCents: 199, listPriceCents: 249, stock: 12.5 },
      problems: [],
    });
    expect(readShelfEdit({ price: '1', listPrice: '', stock: '' }).shelf).toEqual({
      priceCents: 100,
      listPriceCents: null,
      stock: null,
    });
  });

  it('refuses each bad value on its column', () => {
    const columns = (typed: { price: string; listPrice: string; stock: string }) =>
      readShelfEdit(typed).problems.map((p) => p.column);
    expect(columns({ price: '', listPrice: '', stock: '' })).toEqual(['price']);
    expect(columns({ price: '-1', listPrice: '', stock: '' })).toEqual(['price']);
    expect(columns({ price: '2', listPrice: '2', stock: '' })).toEqual(['list_price']);
    expect(columns({ price: '2', listPrice: '', stock: '-1' })).toEqual(['stock']);
  });
});

describe('productEditProblem', () => {
  it('names the page’s field in Italian, with the warehouse for a shelf', () => {
    expect(
      productEditProblem({ column: 'vat_rate', message: 'aliquota IVA 7 non valida' }),
    ).toEqual({
      field: 'vatRate',
      message: 'Aliquota IVA: aliquota IVA 7 non valida',
    });
    expect(
      productEditProblem(
        { column: 'list_price', message: 'troppo basso' },
        { warehouseId: 89, warehouseName: 'Roma' },
      ),
    ).toEqual({
      field: 'shelves.89.listPrice',
      message: 'Prezzo di listino (Roma): troppo basso',
    });
  });
});

describe('productChanges', () => {
  const before: EditedProduct = {
    name: 'Prova',
    ean: '8001234567897',
    shortDescription: '',
    description: '',
    category: 'Dispensa > Pasta',
    vatRate: 10,
    tags: ['bio'],
    active: true,
    shelves: [
      {
        warehouseId: 89,
        warehouseName: 'Roma',
        priceCents: 249,
        listPriceCents: null,
        available: 5,
      },
    ],
  };

  it('lists one entry per thing changed, before and after as shown', () => {
    const after: EditedProduct = {
      ...before,
      vatRate: 22,
      shelves: [{ ...before.shelves[0]!, priceCents: 299, available: 7 }],
    };
    const changes = productChanges(before, after);
    expect(changes.map((c) => c.what)).toEqual([
      'Aliquota IVA cambiata',
      'Prezzo cambiato (Roma)',
      'Giacenza cambiata (Roma)',
    ]);
    expect(changes[0]).toEqual({
      what: 'Aliquota IVA cambiata',
      before: { 'aliquota IVA': '10%' },
      after: { 'aliquota IVA': '22%' },
    });
    expect(changes[1]!.after.prezzo).toMatch(/^2,99\s€$/);
  });

  it('lists nothing when nothing changed', () => {
    expect(productChanges(before, { ...before })).toEqual([]);
  });
});
