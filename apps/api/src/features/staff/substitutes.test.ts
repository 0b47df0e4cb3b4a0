import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAlternative, StaffOrder } from '@spesa/domain';
import { orders, products, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { chooseDelivery, pickProduct, post } from '../../test/cart-support';
import { bought, buy, prepare, reachMinimum } from '../../test/checkout-support';
import { boardDates } from './board';
import { PICKER, staffLogin } from '../../test/staff-support';

/*
 * A substitute keeps every claim of what it replaces: the console never offers
 * a regular mozzarella for a lactose-free one, and the server refuses it when
 * asked all the same.
 */

const ON_DELIVERY = 2;

let t: TestApp;
let picker: Cookies;
let orderId: number;
let lines: StaffOrder['lines'];

const inStock = sql`${warehouseProducts.available} >= 20 and ${warehouseProducts.promo} is null`;
const named = (pattern: string) => sql`${products.name} like ${pattern} and ${inStock}`;

const staff = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    ...(payload ? { payload } : {}),
    cookies: picker,
  });

const lineOf = (productId: number) => lines.find((l) => l.productId === productId)!;

async function alternativesOf(productId: number): Promise<StaffAlternative[]> {
  const res = await staff(
    `/ebsn/api/staff/alternatives?order_id=${orderId}&order_item_id=${lineOf(productId).orderItemId}`,
  );
  return (body(res).data as unknown as { alternatives: StaffAlternative[] }).alternatives;
}

const substitute = (productId: number, substituteId: number) =>
  staff('/ebsn/api/staff/order/substitute', {
    order_id: orderId,
    order_item_id: lineOf(productId).orderItemId,
    product_id: substituteId,
  });

let mozzarella: number;
let yogurt: number;

beforeAll(async () => {
  t = await build();
  picker = await staffLogin(t, PICKER);
  const [shopper] = (await newShoppers(t, 1, 'substitutes')) as [Cookies];
  await chooseDelivery(t, shopper);
  mozzarella = (await pickProduct(t, named('Caseificio Vesuviano Mozzarella senza lattosio%')))
    .productId;
  yogurt = (await pickProduct(t, named('%Yogurt senza lattosio bianco%'))).productId;
  const added = await post(
    t,
    '/ebsn/api/cart/add',
    {
      items: [
        { productId: mozzarella, quantity: 1 },
        { productId: yogurt, quantity: 1 },
      ],
    },
    shopper,
  );
  expect(body(added).response.status).toBe(0);
  await reachMinimum(t, shopper);
  expect(body(await prepare(t, shopper)).response.status).toBe(0);
  orderId = bought(await buy(t, shopper, `payment_type_id=${ON_DELIVERY}`)).order.orderId;
  await t.database.db
    .update(orders)
    .set({ deliveryDate: boardDates(new Date())[0]!, deliveryServiceId: 2 })
    .where(eq(orders.orderId, orderId));
  const taken = body(
    await staff('/ebsn/api/staff/order/status', { order_id: orderId, status_id: 4 }),
  );
  expect(taken.response.errors).toEqual([]);
  lines = (taken.data as unknown as StaffOrder).lines;
});
afterAll(() => t.close());

describe('substitutes for a lactose-free product', () => {
  it('offers only lactose-free mozzarelle of about its size', async () => {
    const offered = await alternativesOf(mozzarella);
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered) expect(a.name).toMatch(/Mozzarella senza lattosio 125 g$/);
  });

  it('offers only lactose-free yogurts', async () => {
    const offered = await alternativesOf(yogurt);
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered) expect(a.name).toMatch(/senza lattosio/);
  });

  it.each([
    ['a regular mozzarella', '%Mozzarella fior di latte 125 g'],
    ['bocconcini', '%Bocconcini di mozzarella%'],
    ['a 3 × 125 g pack', '%Mozzarella fior di latte 3 x 125 g'],
  ])('refuses %s in its place, naming the product', async (_name, pattern) => {
    const regular = await pickProduct(t, named(pattern));
    const refused = body(await substitute(mozzarella, regular.productId));
    expect(refused.response.errors[0]).toMatchObject({
      code: 'staff.bad_substitute',
      field: 'product_id',
    });
  });

  it('takes another label’s lactose-free mozzarella', async () => {
    const [other] = await alternativesOf(mozzarella);
    const done = body(await substitute(mozzarella, other!.productId));
    expect(done.response.errors).toEqual([]);
    const order = done.data as unknown as StaffOrder;
    expect(
      order.lines.find((l) => l.replacesOrderItemId === lineOf(mozzarella).orderItemId),
    ).toMatchObject({ productId: other!.productId });
  });
});
