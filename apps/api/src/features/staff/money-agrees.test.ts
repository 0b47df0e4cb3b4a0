import { and, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UserPointsResponseSchema,
  eurosToCents,
  type Cart,
  type Order,
  type StaffAlternative,
  type StaffOrder,
} from '@spesa/domain';
import { mailOutbox, orders, products, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { expectLinesAddUp, fatturaLines } from '../../test/fatturapa-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import {
  chooseDelivery,
  pickProduct,
  pickProducts,
  plainPiece,
  post,
  viewCart,
} from '../../test/cart-support';
import {
  bought,
  buy,
  payByCard,
  prepare,
  reachMinimum,
  viewOrder,
} from '../../test/checkout-support';
import { boardDates } from './board';
import { PICKER, staffLogin } from '../../test/staff-support';

/*
 * Issue 29 through the API, on PGlite and on PostgreSQL: what a shopper is
 * shown in the cart, what the order says, what the picker charges, what the
 * card is charged, what the FatturaPA says and what the points say are one
 * number each, for the issue's own order and for generated ones.
 */

const CARD = 12;
const ON_DELIVERY = 2;

const COMPANY = {
  personType: 'company',
  companyName: 'Alimentari Rossi S.r.l.',
  vatNumber: '01234567897',
  sdiCode: 'ABC1234',
  address1: 'Via Indipendenza',
  addressNumber: '12',
  postalcode: '40121',
  city: 'Bologna',
  province: 'BO',
};

/** A piece on a 3x2 ('Prendi 3, paghi 2') in the default warehouse. */
const threeForTwo = sql`${products.tipologia} = 'Pezzo'
  and ${products.productInfos}->>'QTY_MULT' = '1' and ${products.productInfos}->>'MULTI_PACK' = '1'
  and ${products.selectOptions} = '[]'::jsonb and ${products.productClassIds} = '{}'
  and ${products.maxAcq} >= 9 and ${warehouseProducts.available} >= 50
  and ${warehouseProducts.promo}->'view'->>'header' = '3x2'`;
/** The 0,99 € mozzarella: its shelf also holds ricotta, burrata and dearer mozzarelle. */
const mozzarella = sql`${products.name} like '%Mozzarella fior di latte 125 g'
  and ${warehouseProducts.available} >= 50 and ${warehouseProducts.promo} is null`;
const loose = sql`${products.tipologia} = 'Sfuso' and ${products.selectOptions} = '[]'::jsonb
  and ${warehouseProducts.available} >= 50 and ${warehouseProducts.promo} is null`;

let t: TestApp;
let picker: Cookies;

beforeAll(async () => {
  t = await build();
  picker = await staffLogin(t, PICKER);
});
afterAll(() => t.close());

const cents = (euros: number) => eurosToCents(euros);

const staff = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    ...(payload ? { payload } : {}),
    cookies: picker,
  });

const staffOrder = async (orderId: number) =>
  body(await staff(`/ebsn/api/staff/order?order_id=${orderId}`)).data as unknown as StaffOrder;

async function setStatus(orderId: number, statusId: number) {
  const res = body(
    await staff('/ebsn/api/staff/order/status', { order_id: orderId, status_id: statusId }),
  );
  expect(res.response.errors).toEqual([]);
  return res.data as unknown as StaffOrder;
}

/** Places the cart's order (topped up to the minimum), paid as asked, for today's board of the default store. */
async function placeOrder(cookies: Cookies, payment: 'card' | 'delivery'): Promise<number> {
  await reachMinimum(t, cookies);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  const answer = bought(
    await buy(t, cookies, `payment_type_id=${payment === 'card' ? CARD : ON_DELIVERY}`),
  );
  if (payment === 'card') await payByCard(t, cookies, answer.paymentUrl!, '4242424242424242');
  await t.database.db
    .update(orders)
    .set({ deliveryDate: boardDates(new Date())[0]!, deliveryServiceId: 2 })
    .where(eq(orders.orderId, answer.order.orderId));
  return answer.order.orderId;
}

/** The FatturaPA's amounts: the document total, each rate's taxable and tax, the payment. */
function fatturaAmounts(xml: string) {
  const all = (tag: string) =>
    [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'g'))].map((m) => cents(Number(m[1])));
  return {
    total: all('ImportoTotaleDocumento')[0],
    byRate: all('ImponibileImporto').map((taxable, i) => taxable + all('Imposta')[i]!),
    rates: [...xml.matchAll(/<DatiRiepilogo><AliquotaIVA>([^<]+)</g)].map((m) => Number(m[1])),
    paid: all('ImportoPagamento')[0],
  };
}

/** Every number of one delivered order, read back through the API, agrees. */
async function expectMoneyAgrees(cookies: Cookies, orderId: number, cartShown: Cart) {
  const order: Order = await viewOrder(t, cookies, orderId);
  const console = await staffOrder(orderId);
  const total = cents(order.totalPrice);
  // Shown: the order's own total from its lines, codes, bags, fee and what was waived.
  const lines = order.items
    .filter((i) => i.deliveredQuantity !== 0)
    .reduce((sum, i) => sum + cents(i.finalGrossTotal ?? i.grossTotal), 0);
  expect(cents(order.grossTotal)).toBe(lines);
  expect(total).toBe(
    lines -
      cents(order.giftTotal) +
      cents(order.packageTotal) +
      cents(order.deliveryFee) -
      cents(order.waived),
  );
  // Charged + due = final; the card never above what it reserved.
  const paid = cents(order.paid);
  expect(paid).toBe(total);
  expect(cents(console.money.total)).toBe(total);
  if (order.paymentTypeId === CARD) {
    expect(cents(console.money.captured)).toBe(total);
    expect(total).toBeLessThanOrEqual(cents(console.money.authorized));
  }
  // The e-invoice: its total, each rate's taxable + tax, and the payment are the same number.
  const xml = await t.app.inject({
    url: `/ebsn/api/order/invoice?order_id=${orderId}&format=xml`,
    cookies,
  });
  expect(xml.statusCode).toBe(200);
  const fattura = fatturaAmounts(xml.body);
  expect(fattura.total).toBe(total);
  expect(fattura.byRate.reduce((a, b) => a + b, 0)).toBe(total);
  expect(fattura.paid).toBe(total);
  expectLinesAddUp(xml.body);
  // What the shopper was shown before buying is what the order started from.
  expect(order.prebilledAmount).toBeGreaterThanOrEqual(
    order.paymentTypeId === CARD ? cartShown.totalPrice : 0,
  );
  // Points: the balance is the sum of its movements, this order's credited once.
  const points = UserPointsResponseSchema.parse(
    body(await t.app.inject({ url: '/ebsn/api/user-points/list', cookies })).data,
  );
  expect(points.balance).toBe(points.history.reduce((sum, m) => sum + m.points, 0));
  expect(points.history.filter((m) => m.orderId === orderId && m.reason === 'order')).toHaveLength(
    order.loyaltyPoints > 0 ? 1 : 0,
  );
  return { order, fattura, xml: xml.body };
}

describe('money that agrees (issue 29)', () => {
  it('the issue’s order: a 3x2, a weighed line found heavier, a dearer substitute, by card', async () => {
    const [shopper] = (await newShoppers(t, 1, 'money-issue')) as [Cookies];
    await post(t, '/ebsn/api/registration/update_billing_address', COMPANY, shopper);
    await chooseDelivery(t, shopper);
    const bundle = await pickProduct(t, threeForTwo);
    const [mozza] = await pickProducts(t, mozzarella, 1);
    const [apples] = await pickProducts(t, loose, 1);
    const added = await post(
      t,
      '/ebsn/api/cart/add',
      {
        items: [
          { productId: bundle.productId, quantity: 3 },
          { productId: mozza!.productId, quantity: 1 },
          { productId: apples!.productId, quantity: apples!.minAcq },
        ],
      },
      shopper,
    );
    expect(body(added).response.status).toBe(0);
    await post(
      t,
      '/ebsn/api/cart/update-cart-info',
      { property: 'need_invoice', value: 'true' },
      shopper,
    );
    await reachMinimum(t, shopper);

    // The cart: three pieces of the 3x2 cost two, and the line says what the offer saved.
    const cart = await viewCart(t, shopper);
    const bundled = cart.cartItems.find((i) => i.product.productId === bundle.productId)!;
    expect(cents(bundled.grossTotal)).toBe(2 * bundle.priceCents);
    expect(cents(bundled.promoDiscount!)).toBe(bundle.priceCents);
    const goods = cart.cartItems.reduce((sum, i) => sum + cents(i.grossTotal), 0);
    expect(cents(cart.grossTotal)).toBe(goods);
    expect(cents(cart.totalPrice)).toBe(
      goods - cents(cart.giftTotal) + cents(cart.packageTotal) + cents(cart.deliveryFee),
    );

    const orderId = await placeOrder(shopper, 'card');
    const placed = await viewOrder(t, shopper, orderId);
    expect(placed.totalPrice).toBe(cart.totalPrice);
    const placedBundle = placed.items.find((i) => i.productId === bundle.productId)!;
    expect(placedBundle.grossTotal).toBe(bundled.grossTotal);
    expect(placedBundle.product.offer).toEqual({ label: '3x2', saving: bundled.promoDiscount });

    // The picker: takes it, weighs the apples 8,6 % above the estimate.
    let o = await setStatus(orderId, 4);
    const weighed = o.lines.find((l) => l.productId === apples!.productId)!;
    const found = Math.round(weighed.weight! * 1.086 * 1000) / 1000;
    expect(
      body(
        await staff('/ebsn/api/staff/order/weigh', {
          order_id: orderId,
          order_item_id: weighed.orderItemId,
          weight: found,
        }),
      ).response.status,
    ).toBe(0);

    // Alternatives for the mozzarella: mozzarelle only, none charged above the original line.
    const original = o.lines.find((l) => l.productId === mozza!.productId)!;
    const { alternatives } = body(
      await staff(
        `/ebsn/api/staff/alternatives?order_id=${orderId}&order_item_id=${original.orderItemId}`,
      ),
    ).data as unknown as { alternatives: StaffAlternative[] };
    expect(alternatives.length).toBeGreaterThan(0);
    for (const a of alternatives) {
      expect(a.name).toMatch(/mozzarell/i);
      expect(a.charged).toBeLessThanOrEqual(original.grossTotal);
    }
    const dearer = alternatives.find((a) => a.price > original.grossTotal)!;
    o = body(
      await staff('/ebsn/api/staff/order/substitute', {
        order_id: orderId,
        order_item_id: original.orderItemId,
        product_id: dearer.productId,
      }),
    ).data as unknown as StaffOrder;
    expect(o.lines.find((l) => l.replacesOrderItemId === original.orderItemId)).toMatchObject({
      productId: dearer.productId,
      grossTotal: original.grossTotal,
    });
    const ricotta = await pickProduct(t, sql`${products.name} like '%Ricotta vaccina%'`);
    const refused = body(
      await staff('/ebsn/api/staff/order/substitute', {
        order_id: orderId,
        order_item_id: original.orderItemId,
        product_id: ricotta.productId,
      }),
    );
    expect(refused.response.errors[0]).toMatchObject({ code: 'staff.bad_substitute' });

    for (const status of [6, 7, 8]) o = await setStatus(orderId, status);
    const { order, fattura, xml } = await expectMoneyAgrees(shopper, orderId, cart);
    // The 3x2 as the format means it: three pieces at their price, the free one as a discount.
    const offered = fatturaLines(xml).find((l) => l.description?.includes('(offerta 3x2)'))!;
    expect(offered).toMatchObject({ quantity: 3, unit: 'pz' });
    expect(offered.discount).toBeCloseTo(offered.unitPrice / 3, 6);

    // The order page: the weight found, the substitute named, the 3x2 kept.
    const apple = order.items.find((i) => i.productId === apples!.productId)!;
    expect(apple.deliveredWeight).toBe(found);
    expect(order.items.find((i) => i.productId === dearer.productId)).toMatchObject({
      replacesOrderItemId: original.orderItemId,
      finalGrossTotal: original.grossTotal,
    });
    // Cheese at 4 %, whatever else the order holds.
    expect(fattura.rates).toContain(4);

    // The delivered mail names the substitute and tells the truth about the card.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order.delivered'), like(mailOutbox.text, `%n. ${orderId}%`)));
    expect(mail!.text).toContain(`ti abbiamo portato ${dearer.name}`);
    expect(mail!.text).toContain(`Sulla carta addebitiamo`);
    const released = cents(o.money.authorized) - cents(o.money.total);
    if (released === 0) expect(mail!.text).not.toContain('rilasciat');
    else expect(mail!.text).toContain('rilasciati');
  });

  it('agrees on generated orders: pieces, 3x2, loose goods, codes, card or cash, weights, misses', async () => {
    const pieces = await pickProducts(t, plainPiece, 40);
    const bundles = await pickProducts(t, threeForTwo, 10);
    const looseGoods = await pickProducts(t, loose, 20);
    const orderArbitrary = fc.record({
      pieces: fc.uniqueArray(fc.constantFrom(...pieces), {
        maxLength: 3,
        selector: (p) => p.productId,
      }),
      bundles: fc.uniqueArray(fc.constantFrom(...bundles), {
        maxLength: 2,
        selector: (p) => p.productId,
      }),
      loose: fc.uniqueArray(fc.constantFrom(...looseGoods), {
        minLength: 1,
        maxLength: 2,
        selector: (p) => p.productId,
      }),
      units: fc.integer({ min: 1, max: 7 }),
      code: fc.constantFrom(null, 'BENVENUTO10', 'SPESA30'),
      payment: fc.constantFrom<'card' | 'delivery'>('card', 'delivery'),
      weightFactor: fc.double({ min: 0.6, max: 2.9, noNaN: true }),
      missFirstPiece: fc.boolean(),
    });
    const generated = fc.sample(orderArbitrary, { numRuns: 8, seed: 29 });
    const shoppers = await newShoppers(t, generated.length, 'money-generated');
    for (const [n, g] of generated.entries()) {
      const cookies = shoppers[n]!;
      await post(t, '/ebsn/api/registration/update_billing_address', COMPANY, cookies);
      await chooseDelivery(t, cookies);
      const items = [
        ...g.pieces.map((p) => ({ productId: p.productId, quantity: 1 + (g.units % 3) })),
        ...g.bundles.map((p) => ({ productId: p.productId, quantity: g.units })),
        ...g.loose.map((p) => ({ productId: p.productId, quantity: p.minAcq })),
      ];
      expect(body(await post(t, '/ebsn/api/cart/add', { items }, cookies)).response.status).toBe(0);
      if (g.code)
        await t.app.inject({
          method: 'POST',
          url: `/ebsn/api/cart-giftcertificate/add_code?code=${g.code}`,
          cookies,
        });
      await post(
        t,
        '/ebsn/api/cart/update-cart-info',
        { property: 'need_invoice', value: 'true' },
        cookies,
      );
      const cart = await viewCart(t, cookies);
      for (const line of cart.cartItems) {
        const bundle = g.bundles.find((b) => b.productId === line.product.productId);
        if (bundle)
          expect(cents(line.grossTotal)).toBe(
            (line.quantity - Math.floor(line.quantity / 3)) * bundle.priceCents,
          );
      }
      const orderId = await placeOrder(cookies, g.payment);
      const o = await setStatus(orderId, 4);
      for (const line of o.lines.filter((l) => l.variableWeight))
        await staff('/ebsn/api/staff/order/weigh', {
          order_id: orderId,
          order_item_id: line.orderItemId,
          weight: Math.max(0.001, Math.round(line.weight! * g.weightFactor * 1000) / 1000),
          confirm: true,
        });
      const firstPiece = o.lines.find((l) => !l.variableWeight);
      if (g.missFirstPiece && firstPiece)
        await staff('/ebsn/api/staff/order/missing', {
          order_id: orderId,
          order_item_id: firstPiece.orderItemId,
        });
      const done = [6, 7, g.missFirstPiece && firstPiece ? 9 : 8];
      for (const status of done) await setStatus(orderId, status);
      await expectMoneyAgrees(cookies, orderId, cart);
    }
  });
});
