import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

const COMPANY = {
  personType: 'company',
  companyName: 'Rossi & Figli <Alimentari> S.r.l.',
  vatNumber: '01234567897',
  sdiCode: 'ABC1234',
  address1: 'Via Indipendenza',
  addressNumber: '12',
  postalcode: '40121',
  city: 'Bologna',
  province: 'BO',
};

/** An order placed and paid on delivery, then marked delivered as the store would. */
async function deliveredOrder(
  tag: string,
  invoice: boolean,
): Promise<{ cookies: Cookies; orderId: number }> {
  const [cookies] = await newShoppers(t, 1, tag);
  if (invoice) await post(t, '/ebsn/api/registration/update_billing_address', COMPANY, cookies!);
  await fillCart(t, cookies!, 3);
  if (invoice)
    await post(
      t,
      '/ebsn/api/cart/update-cart-info',
      { property: 'need_invoice', value: 'true' },
      cookies!,
    );
  expect(body(await prepare(t, cookies!)).response.status).toBe(0);
  const { order } = bought(await buy(t, cookies!, 'payment_type_id=2'));
  await t.database.db
    .update(orders)
    .set({ orderStatusId: 8 })
    .where(eq(orders.orderId, order.orderId));
  return { cookies: cookies!, orderId: order.orderId };
}

/** The PDF's UTF-16 literal strings (pdfkit writes text beyond ASCII so, e.g. the title with the brand). */
const utf16Strings = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/\(\u00fe\u00ff((?:[^)\\]|\\.)*)\)/g)]
    .map(([, raw]) =>
      Buffer.from(raw!.replace(/\\(.)/g, '$1'), 'latin1').swap16().toString('utf16le'),
    )
    .join('\n');

const invoice = (cookies: Cookies, query: string) =>
  t.app.inject({ url: `/ebsn/api/order/invoice?${query}`, cookies });

/** Every opened tag is closed in order: the document is well-formed XML (no DTD, no CDATA here). */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml
    .replace(/<\?xml[^>]*\?>/, '')
    .matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;)/.test(xml);
}

describe('order/invoice', () => {
  it('serves a receipt PDF of a delivered order', async () => {
    const { cookies, orderId } = await deliveredOrder('inv-receipt', false);
    const res = await invoice(cookies, `order_id=${orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // pdfkit writes text as hex; digits have no kerning, so the order number is whole.
    expect(pdf.toLowerCase()).toContain(Buffer.from(String(orderId)).toString('hex'));
    expect(utf16Strings(res.rawPayload)).toMatch(/^Ricevuta \d{4}\/\d+ — /m);
  });

  it('serves the FatturaPA XML of a company invoice, well-formed, with its totals', async () => {
    const { cookies, orderId } = await deliveredOrder('inv-company', true);
    const pdf = await invoice(cookies, `order_id=${orderId}`);
    expect(utf16Strings(pdf.rawPayload)).toMatch(/^Fattura \d{4}\/\d+ — /m);
    const res = await invoice(cookies, `order_id=${orderId}&format=xml`);
    expect(res.statusCode).toBe(200);
    const xml = res.body;
    expect(wellFormed(xml)).toBe(true);
    for (const block of [
      '<FormatoTrasmissione>FPR12</FormatoTrasmissione>',
      '<CodiceDestinatario>ABC1234</CodiceDestinatario>',
      '<RegimeFiscale>RF01</RegimeFiscale>',
      '<TipoDocumento>TD01</TipoDocumento>',
      '<Denominazione>Rossi &amp; Figli &lt;Alimentari&gt; S.r.l.</Denominazione>',
      '<ModalitaPagamento>MP01</ModalitaPagamento>',
    ])
      expect(xml).toContain(block);
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    const total = Number(/<ImportoTotaleDocumento>([\d.]+)</.exec(xml)![1]);
    expect(Math.round(total * 100)).toBe(placed!.totalCents);
    const summaries = [
      ...xml.matchAll(/<ImponibileImporto>([\d.]+)<\/ImponibileImporto><Imposta>([\d.]+)</g),
    ];
    const sum = summaries.reduce(
      (s, [, a, b]) => s + Math.round(Number(a) * 100) + Math.round(Number(b) * 100),
      0,
    );
    expect(sum).toBe(placed!.totalCents);
  });

  it('refuses an order not delivered yet, a receipt as XML, and another shopper’s order', async () => {
    const { cookies, orderId } = await deliveredOrder('inv-refusals', false);
    expect(
      body(await invoice(cookies, `order_id=${orderId}&format=xml`)).response.errors[0]!.code,
    ).toBe('invoice.no_einvoice');
    await t.database.db.update(orders).set({ orderStatusId: 3 }).where(eq(orders.orderId, orderId));
    expect(body(await invoice(cookies, `order_id=${orderId}`)).response.errors[0]!.code).toBe(
      'invoice.not_available',
    );
    const [other] = await newShoppers(t, 1, 'inv-intruder');
    expect(body(await invoice(other!, `order_id=${orderId}`)).response.errors[0]).toMatchObject({
      code: 'order.not_found',
      error: 'Ordine non trovato',
    });
  });
});
