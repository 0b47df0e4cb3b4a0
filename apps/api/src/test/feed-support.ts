import type { FeedImport, Product } from '@spesa/domain';
import { body, type TestApp } from './helper';

/** The products feed's header, as the contract has it. */
export const HEADER =
  'sku;ean;name;brand;private_label;short_description;description;category;selling_type;unit_size;unit;piece_weight_g;price;list_price;vat_rate;tags;status;image';

/** A valid EAN-13 of the Italian GS1 range for n. */
export function ean(n: number): string {
  const body = `80099${String(n).padStart(7, '0')}`;
  const sum = [...body].reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A valid products line, with these fields changed. */
export const line = (over: Partial<Record<string, string>> = {}): string => {
  const fields: Record<string, string> = {
    sku: 'T-1',
    ean: ean(1),
    name: 'Zuppa Orzetto Valtellina 500 g',
    brand: 'Orti di Sondrio',
    private_label: '',
    short_description: 'Busta da 500 g',
    description: 'Orzo, fagioli e verdure',
    category: 'Dispensa del Nord > Zuppe > Zuppe di cereali',
    selling_type: 'piece',
    unit_size: '500',
    unit: 'g',
    piece_weight_g: '',
    price: '2,49',
    list_price: '',
    vat_rate: '10',
    tags: 'bio',
    status: 'active',
    image: 'orzetto.jpg',
    ...over,
  };
  return HEADER.split(';')
    .map((c) => fields[c] ?? '')
    .join(';');
};
/** A products feed of these lines, with a BOM as a spreadsheet saves it. */
export const csv = (...lines: string[]): string => `\uFEFF${[HEADER, ...lines].join('\n')}\n`;

/** What the import API answered: its status, and the import once it has run. */
export interface Sent {
  status: number;
  answer: FeedImport;
  json: unknown;
}

/**
 * Sends a feed to the import API as an ERP would and waits for the import to
 * end; `auth` null sends no key.
 */
export async function sendFeed(
  t: TestApp,
  key: string,
  kind: string,
  file: string | Buffer,
  query = '',
  auth: string | null = key,
): Promise<Sent> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/api/imports/${kind}${query}`,
    headers: {
      'content-type': 'text/csv',
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    payload: file,
  });
  if (res.statusCode !== 202)
    return { status: res.statusCode, answer: undefined as never, json: res.json() };
  const { importId } = body(res).data as unknown as FeedImport;
  for (let i = 0; i < 400; i++) {
    const got = await t.app.inject({
      url: `/admin/api/imports/${importId}`,
      headers: { authorization: `Bearer ${key}` },
    });
    const answer = body(got).data as unknown as FeedImport;
    if (answer.state !== 'queued' && answer.state !== 'running')
      return { status: 202, answer, json: got.json() };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
}

/** The storefront's search, as a shopper of the Host's brand runs it. */
export async function searchShop(
  t: TestApp,
  q: string,
  host = 'localhost:3000',
): Promise<Product[]> {
  const res = await t.app.inject({
    url: `/ebsn/api/products?q=${encodeURIComponent(q)}`,
    headers: { host },
  });
  return (body(res).data as unknown as { products: Product[] }).products;
}

/** The problems of a refused import, as the command prints them. */
export const problemTexts = (answer: FeedImport): string[] => answer.errors.map((e) => e.text);
