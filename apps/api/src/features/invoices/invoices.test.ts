import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { finalLineCents } from '@spesa/domain';
import {
  orderItems,
  orderPackages,
  orderStatusHistory,
  orderTransactions,
  orders,
  products,
  warehouseProducts,
} from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { chooseDelivery, pickProduct, post } from '../../test/cart-support';
import { bought, buy, fillCart, payByCard, prepare } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { expectLinesAddUp, fatturaLines } from '../../test/fatturapa-support';

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

/** The small catalogue's product on a leaf, in stock. */
const onLeaf = (slug: string) =>
  pickProduct(
    t,
    sql`${products.categoryId} = (select category_id from categories where slug = ${slug})
      and ${warehouseProducts.available} >= 10`,
  );

/**
 * What the store does at the door, written straight to the order: the weighed
 * lines at `factor` times their estimated weight, the others as ordered, the
 * final amount (no codes) less what was waived, the card captured for it, the
 * status and the day the document was issued.
 */
async function handOver(
  orderId: number,
  {
    factor,
    waivedCents,
    invoiceDate,
  }: { factor: number; waivedCents: number; invoiceDate: string },
): Promise<number> {
  const { db } = t.database;
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const packages = await db.select().from(orderPackages).where(eq(orderPackages.orderId, orderId));
  const picked = items.map((i) => ({
    item: i,
    line: {
      grossTotalCents: i.grossTotalCents,
      variableWeight: i.variableWeight,
      pricePerKgCents: i.variableWeight ? Math.round(Number(i.product.priceDisplay) * 100) : null,
      deliveredWeightKg: i.variableWeight ? Math.round(i.weight! * factor * 1000) / 1000 : null,
      missing: false,
    },
  }));
  for (const { item, line } of picked)
    await db
      .update(orderItems)
      .set({
        deliveredQuantity: item.quantity,
        deliveredWeight: line.deliveredWeightKg,
        finalGrossTotalCents: finalLineCents(line),
      })
      .where(eq(orderItems.orderItemId, item.orderItemId));
  const finalCents =
    picked.reduce((sum, p) => sum + finalLineCents(p.line), 0) +
    packages.reduce((sum, p) => sum + p.totalCents, 0) +
    order!.deliveryFeeCents -
    waivedCents;
  await db
    .update(orders)
    .set({ orderStatusId: 8, finalTotalCents: finalCents, waivedCents, invoiceDate })
    .where(eq(orders.orderId, orderId));
  await db.insert(orderStatusHistory).values({ orderId, orderStatusId: 8 });
  await db
    .update(orderTransactions)
    .set({ transactionStatusId: 3, capturedCents: finalCents })
    .where(eq(orderTransactions.orderId, orderId));
  return finalCents;
}

const cents = (value: string) => Math.round(Number(value) * 100);

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
    // Each product by its pieces at its unit price, not one unit at the line's amount.
    const goods = fatturaLines(xml).filter((l) => l.type === null);
    for (const line of goods) expect(line).toMatchObject({ unit: 'pz' });
    expect(xml).not.toMatch(/\(\d+ pz\)<\/Descrizione>/);
    expectLinesAddUp(xml);
  });

  it('splits cheese, eggs and wine by rate, dated the day it was issued, with the weight delivered and what was paid', async () => {
    const [cookies] = await newShoppers(t, 1, 'inv-rates');
    await post(t, '/ebsn/api/registration/update_billing_address', COMPANY, cookies!);
    await chooseDelivery(t, cookies!);
    const cheese = await onLeaf('salumi-e-formaggi/formaggi/formaggi-al-banco');
    const eggs = await onLeaf('uova/uova-fresche/uova-di-gallina');
    const wine = await onLeaf('vini-birre-e-liquori/vini/vini-rossi');
    const added = await post(
      t,
      '/ebsn/api/cart/add',
      {
        items: [
          { productId: cheese.productId, quantity: cheese.minAcq * 5 },
          { productId: eggs.productId, quantity: 1 },
          { productId: wine.productId, quantity: 1 },
        ],
      },
      cookies!,
    );
    expect(body(added).response.status).toBe(0);
    await post(
      t,
      '/ebsn/api/cart/update-cart-info',
      { property: 'need_invoice', value: 'true' },
      cookies!,
    );
    expect(body(await prepare(t, cookies!)).response.status).toBe(0);
    const answer = bought(await buy(t, cookies!, 'payment_type_id=12'));
    await payByCard(t, cookies!, answer.paymentUrl!, '4242424242424242');
    const orderId = answer.order.orderId;
    const lines = await t.database.db
      .select({ productId: orderItems.productId, vatRate: orderItems.vatRate })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    // Each line keeps the rate its product was sold at.
    expect(new Map(lines.map((l) => [l.productId, l.vatRate]))).toEqual(
      new Map([
        [cheese.productId, 4],
        [eggs.productId, 10],
        [wine.productId, 22],
      ]),
    );
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    // Issued on another day than the slot's: the document carries the day it was issued.
    const issued = placed!.deliveryDate === '2031-03-02' ? '2031-03-03' : '2031-03-02';
    // A home delivery's fee, whatever the test slot charged.
    await t.database.db
      .update(orders)
      .set({ deliveryFeeCents: 390 })
      .where(eq(orders.orderId, orderId));
    const finalCents = await handOver(orderId, {
      factor: 1.2,
      waivedCents: 7,
      invoiceDate: issued,
    });

    const xml = (await invoice(cookies!, `order_id=${orderId}&format=xml`)).body;
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain(`<Data>${issued}</Data><Numero>2031/${orderId}</Numero>`);
    const summaries = [
      ...xml.matchAll(
        /<DatiRiepilogo><AliquotaIVA>([\d.]+)<\/AliquotaIVA>(?:<Arrotondamento>-?[\d.]+<\/Arrotondamento>)?<ImponibileImporto>([\d.]+)<\/ImponibileImporto><Imposta>([\d.]+)<\/Imposta><EsigibilitaIVA>I</g,
      ),
    ];
    // Cheese 4 %, eggs 10 %, wine and the bags 22 %; the delivery at each of them.
    expect(summaries.map(([, rate]) => rate)).toEqual(['4.00', '10.00', '22.00']);
    for (const [, rate, taxable, tax] of summaries)
      expect(Math.abs(cents(taxable!) * Number(rate) - cents(tax!) * 100)).toBeLessThanOrEqual(100);
    expect(summaries.reduce((sum, [, , a, b]) => sum + cents(a!) + cents(b!), 0)).toBe(finalCents);
    expect(cents(/<ImportoTotaleDocumento>([\d.]+)</.exec(xml)![1]!)).toBe(finalCents);
    expect(xml).toContain('<ModalitaPagamento>MP08</ModalitaPagamento>');
    expect(cents(/<ImportoPagamento>([\d.]+)</.exec(xml)![1]!)).toBe(finalCents);
    // Only the cheese came out heavier: the waiver is at its rate alone.
    const adjustments = fatturaLines(xml).filter((l) => l.type !== null);
    expect(adjustments.filter((l) => l.type === 'AB')).toEqual([
      expect.objectContaining({
        description: 'Abbuono sul peso eccedente la preautorizzazione (IVA 4%)',
        rate: 4,
      }),
    ]);
    // The delivery follows the goods: a share at each of their rates.
    expect(adjustments.filter((l) => l.type === 'AC').map((l) => [l.description, l.rate])).toEqual([
      ['Servizio di consegna (IVA 4%)', 4],
      ['Servizio di consegna (IVA 10%)', 10],
      ['Servizio di consegna (IVA 22%)', 22],
    ]);
    expectLinesAddUp(xml);
    const goods = fatturaLines(xml).filter((l) => l.type === null);
    expect(
      goods
        .slice(0, 3)
        .map((l) => l.rate)
        .sort(),
    ).toEqual([10, 22, 4]);

    const [cheeseLine] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, cheese.productId));
    expect(cheeseLine!.deliveredWeight).toBeGreaterThan(cheeseLine!.weight!);
    // The cheese by the kilos found at its price per kg, not one unit at the line's amount.
    const perKg = Number(cheeseLine!.product.priceDisplay) / 1.04;
    expect(goods.find((l) => l.rate === 4)).toMatchObject({
      description: cheeseLine!.product.name,
      quantity: cheeseLine!.deliveredWeight,
      unit: 'kg',
      unitPrice: Number(perKg.toFixed(8)),
      total: Math.round(cheeseLine!.finalGrossTotalCents! / 1.04) / 100,
    });
    const pdf = utf16Strings((await invoice(cookies!, `order_id=${orderId}`)).rawPayload);
    expect(pdf).toMatch(/^Fattura 2031\/\d+ — /m);
  });

  it('dates a document without an issue day on the day its history says it was delivered', async () => {
    const { cookies, orderId } = await deliveredOrder('inv-history', true);
    await t.database.db
      .insert(orderStatusHistory)
      .values({ orderId, orderStatusId: 8, at: new Date('2030-06-30T22:30:00Z') });
    const xml = (await invoice(cookies, `order_id=${orderId}&format=xml`)).body;
    // 00:30 on 1 July in Rome.
    expect(xml).toContain(`<Data>2030-07-01</Data><Numero>2030/${orderId}</Numero>`);
  });

  it('refuses a company’s invoice data without an SDI code or a PEC, naming the field', async () => {
    const [cookies] = await newShoppers(t, 1, 'inv-recipient');
    const res = await post(
      t,
      '/ebsn/api/registration/update_billing_address',
      { ...COMPANY, sdiCode: '' },
      cookies!,
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]).toMatchObject({
      field: 'sdiCode',
      error: 'Indica il codice destinatario (SDI) o la PEC',
    });
    const withPec = await post(
      t,
      '/ebsn/api/registration/update_billing_address',
      { ...COMPANY, sdiCode: '', pec: 'fatture@pec.rossi.it' },
      cookies!,
    );
    expect(body(withPec).response.status).toBe(0);
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
