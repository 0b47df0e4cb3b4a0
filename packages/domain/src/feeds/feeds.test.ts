import { describe, expect, it } from 'vitest';
import { headerProblems, FEED_COLUMNS } from './columns';
import { readProductLine, sellingOf } from './products';
import { readStockLine } from './stock';
import {
  describeProblem,
  parseCents,
  parseFeedDecimal,
  problemsCsv,
  spreadsheetSafe,
} from './values';

const BRANDS = ['mercato', 'fresco'];
const good: Record<string, string> = {
  sku: 'ABC-1',
  ean: '8001234567890',
  name: 'Passata di pomodoro 700 g',
  brand: 'Rossi',
  private_label: '',
  short_description: 'Bottiglia di vetro',
  description: '',
  category: 'Dispensa > Conserve > Passate',
  selling_type: 'piece',
  unit_size: '700',
  unit: 'g',
  piece_weight_g: '',
  price: '1,29',
  list_price: '',
  vat_rate: '4',
  tags: 'Bio|senza glutine',
  status: 'active',
  image: 'passata.jpg',
};
// 800123456789 + its check digit.
const check = (body: string) => {
  const sum = [...body].reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};
good.ean = check('800123456789');

const problemsOf = (over: Record<string, string>) =>
  readProductLine({ ...good, ...over }, BRANDS).problems.map((p) => `${p.column}: ${p.message}`);

describe('numbers of a feed', () => {
  it.each([
    ['1,99', 199],
    ['1.99', 199],
    ['2', 200],
    ['0,5', 50],
    ['1,2,3', null],
    ['1.250,00', null],
    ['-1', null],
    ['abc', null],
  ])('%s is %s cents', (text, cents) => expect(parseCents(text)).toBe(cents));
  it('reads a comma or a point as the decimal separator', () => {
    expect(parseFeedDecimal('0,125')).toBe(0.125);
    expect(parseFeedDecimal('12.5')).toBe(12.5);
    expect(parseFeedDecimal('1 000')).toBeNull();
  });
});

describe('a products line', () => {
  it('is read as the import writes it', () => {
    const { line } = readProductLine(good, BRANDS);
    expect(line).toMatchObject({
      sku: 'ABC-1',
      priceCents: 129,
      vatRate: 4,
      tags: ['bio', 'senza-glutine'],
      categoryPath: ['Dispensa', 'Conserve', 'Passate'],
      active: true,
    });
  });
  it.each([
    [{ vat_rate: '7' }, 'vat_rate: aliquota IVA 7 non valida: usa 4, 5, 10 o 22'],
    [
      { ean: '8001234567891' },
      'ean: EAN 8001234567891 non valido: la cifra di controllo non torna',
    ],
    [{ ean: '12345' }, 'ean: EAN 12345 non valido: servono 13 o 8 cifre'],
    [{ price: '0' }, 'price: prezzo 0 non valido: deve essere maggiore di zero'],
    [{ price: '-1,00' }, 'price: prezzo -1,00 non valido: deve essere maggiore di zero'],
    [
      { selling_type: 'bulk' },
      'selling_type: tipo di vendita bulk non valido: usa piece, pack o loose',
    ],
    [
      { category: 'A > B > C > D' },
      'category: il percorso di categoria ha 4 livelli: al massimo 3 (Reparto > Corsia > Scaffale)',
    ],
    [{ status: 'on' }, 'status: stato on non valido: usa active o inactive'],
    [{ name: '' }, 'name: valore obbligatorio mancante'],
    [{ image: '../etc/passwd.jpg' }, expect.stringMatching(/^image: immagine non valida/)],
    [{ image: 'http://example.com/a.jpg' }, expect.stringMatching(/^image: immagine non valida/)],
    [{ list_price: '1,00' }, expect.stringMatching(/^list_price: prezzo di listino 1,00/)],
    [{ tags: 'bio|kosher' }, expect.stringMatching(/^tags: caratteristica kosher sconosciuta/)],
    [{ private_label: 'coop' }, expect.stringMatching(/^private_label: marchio privato coop/)],
    [{ unit: 'oz' }, 'unit: unità oz non valida: usa g, kg, ml, l o pz'],
  ])('refuses %o', (over, message) => expect(problemsOf(over)).toEqual([message]));

  it('takes an EAN-8 as its GTIN-13 and loose goods without one', () => {
    expect(readProductLine({ ...good, ean: '96385074' }, BRANDS).line?.ean).toBe('0000096385074');
    const loose = readProductLine(
      { ...good, ean: '', selling_type: 'loose', unit_size: '', unit: '', piece_weight_g: '180' },
      BRANDS,
    ).line!;
    expect(loose.ean).toBe('');
    expect(sellingOf(loose)).toMatchObject({ tipologia: 'Sfuso', minAcq: 0.5, maxAcq: 5 });
    expect(problemsOf({ ean: '' })).toEqual([
      'ean: EAN obbligatorio, tranne che per lo sfuso pesato in negozio',
    ]);
  });

  it('sells a piece with its content for the unit price', () => {
    expect(sellingOf(readProductLine(good, BRANDS).line!).productInfos).toMatchObject({
      TIPOLOGIA: 'Pezzo',
      WEIGHT_SELLING_SINGLE_UNIT: '700',
      WEIGHT_SELLING_SINGLE_UNIT_UM: 'g',
      WEIGHT_UNIT_BASE: 'kg',
    });
  });
});

describe('a stock line', () => {
  it('reads a warehouse, every warehouse, a price and a stock', () => {
    expect(
      readStockLine({ sku: 'A', warehouse: '*', price: '2,49', stock: '12' }, [89]).line,
    ).toEqual({
      sku: 'A',
      warehouse: '*',
      priceCents: 249,
      stock: 12,
    });
    expect(
      readStockLine({ sku: 'A', warehouse: '7', price: '', stock: '' }, [89]).problems,
    ).toEqual([
      { column: 'warehouse', message: 'magazzino 7 sconosciuto: usa 89 o * per tutti' },
      { column: null, message: 'serve almeno uno tra price e stock' },
    ]);
  });
});

describe('the header', () => {
  it('names a missing, unknown or repeated column', () => {
    const header = [...FEED_COLUMNS.stock.filter((c) => c !== 'stock'), 'qty', 'sku'];
    expect(headerProblems('stock', header).map((p) => p.message)).toEqual([
      'colonna qty sconosciuta: le colonne sono sku, warehouse, price, stock',
      'la colonna sku compare due volte',
      'manca la colonna stock',
    ]);
  });
});

describe('the error report', () => {
  it('says where, as a spreadsheet numbers lines', () => {
    expect(
      describeProblem({
        line: 5,
        column: 'vat_rate',
        message: 'aliquota IVA 7 non valida: usa 4, 5, 10 o 22',
      }),
    ).toBe('riga 5, colonna vat_rate: aliquota IVA 7 non valida: usa 4, 5, 10 o 22');
  });
  it.each(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'])(
    'never starts a cell with a formula: %s',
    (cell) => {
      expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
      expect(problemsCsv([{ line: 2, column: 'name', message: cell }])).toContain(
        `"'${cell.replace(/"/g, '""')}"`,
      );
    },
  );
});
