import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  cartProductCount,
  MASTER_ORDER_MESSAGES,
  type MasterOrderListItem,
  type MasterOrderListResponse,
  type OrderListResponse,
} from '@spesa/domain';
import { carts, managedAccounts, orders, seedSteps, users } from '../../db/schema';
import { seed } from '../../seed';
import { SEEDED_BRANDS } from '../../seed/brands';
import { body, build, type TestApp } from '../../test/helper';
import { login, newShoppers, type Cookies } from '../../test/shoppers';
import { insertOrder, readOrderParts } from './repo/orders';

const PERSONS = 'list-for-all-person-orders';
const ADDRESSES = 'list-for-all-user-shipping-addresses';

let t: TestApp;
let agent: Cookies;
let mario: Cookies;
let marioId: number;
let agentId: number;
/** Mario's orders as his own order/list shows them, newest first. */
let marioOrders: OrderListResponse['data']['orders'];

const userIdOf = async (login: string) =>
  (
    await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(
        and(eq(users.login, login), eq(users.brandId, t.app.brands.resolve(undefined).brandId)),
      )
  )[0]!.userId;

const call = async (cookies: Cookies, path: string, query = '') => {
  const res = await t.app.inject({ url: `/ebsn/api/order/${path}${query}`, cookies });
  return { res, data: (body(res).data as unknown as MasterOrderListResponse).data };
};
const ids = (rows: readonly { orderId: number }[]) => rows.map((o) => o.orderId);

/** A copy of one of Mario's orders for `userId`, on a cart of its own, to `addressId`. */
async function copyOrder(
  userId: number,
  source: number,
  addressId: number,
  orderStatusId?: number,
): Promise<number> {
  const { db } = t.database;
  const [order] = await db.select().from(orders).where(eq(orders.orderId, source));
  const { items } = await readOrderParts(db, source);
  const [cart] = await db
    .insert(carts)
    .values({ brandId: order!.brandId, userId, cartStatusId: 2, warehouseId: order!.warehouseId })
    .returning({ cartId: carts.cartId });
  const { orderId: _o, createdAt: _c, updatedAt: _u, ...rest } = order!;
  const placed = await insertOrder(db, {
    order: {
      ...rest,
      userId,
      cartId: cart!.cartId,
      orderStatusId: orderStatusId ?? rest.orderStatusId,
      shippingAddress: { ...rest.shippingAddress, addressId },
    },
    items: items.map(({ orderItemId: _i, orderId: _p, replacesOrderItemId: _r, ...i }) => i),
    packages: [],
    adjustments: [],
  });
  return placed.orderId;
}

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  agent = await login(t, 'agente@esempio.it');
  mario = await login(t, 'mario.rossi@esempio.it');
  marioId = await userIdOf('mario.rossi@esempio.it');
  agentId = await userIdOf('agente@esempio.it');
  const res = await t.app.inject({ url: '/ebsn/api/order/list?page_size=100', cookies: mario });
  marioOrders = (body(res).data as unknown as OrderListResponse).data.orders;
});
afterAll(() => t.close());

describe('order/list-for-all-person-orders', () => {
  it('shows the demo agent the orders of the person it manages, with whose they are', async () => {
    const { res, data } = await call(agent, PERSONS, '?page_size=100');
    expect(res.statusCode).toBe(200);
    expect(marioOrders.length).toBe(15);
    expect(ids(data.orders)).toEqual(ids(marioOrders));
    expect(data.page).toEqual({ page: 1, pageSize: 100, totalItems: 15, totalPages: 1 });
    for (const [i, order] of data.orders.entries()) {
      expect(order).toMatchObject(marioOrders[i]!);
      expect(order.person).toEqual({ userId: marioId, firstName: 'Mario', lastName: 'Rossi' });
    }
  });

  it('pages as order/list, clamping the page size', async () => {
    const { data } = await call(agent, PERSONS, '?page=2&page_size=4');
    expect(data.page).toEqual({ page: 2, pageSize: 4, totalItems: 15, totalPages: 4 });
    expect(ids(data.orders)).toEqual(ids(marioOrders.slice(4, 8)));
    expect((await call(agent, PERSONS, '?page_size=10000')).data.page.pageSize).toBe(100);
    expect((await call(agent, PERSONS, '?page=9')).data.orders).toEqual([]);
  });

  it('filters by order, suborder, warehouse, delivery day, order day and shipping address', async () => {
    const all = (await call(agent, PERSONS, '?page_size=100')).data.orders;
    const [first, second] = all as [MasterOrderListItem, MasterOrderListItem];
    const only = async (query: string) =>
      (await call(agent, PERSONS, `?page_size=100&${query}`)).data.orders;
    const expected = (keep: (o: MasterOrderListItem) => boolean) => ids(all.filter(keep));

    expect(ids(await only(`order_id_filter=${second.orderId}`))).toEqual([second.orderId]);
    expect(ids(await only(`suborder_id_filter=${second.orderId}`))).toEqual([second.orderId]);
    expect(
      await only(`order_id_filter=${first.orderId}&suborder_id_filter=${second.orderId}`),
    ).toEqual([]);

    const warehouse = `suborder_warehouseid_filter=${first.warehouseId}`;
    expect(ids(await only(warehouse))).toEqual(
      expected((o) => o.warehouseId === first.warehouseId),
    );
    expect(ids(await only(`${warehouse}&fetch_only_suborders_matching_filter=true`))).toEqual(
      ids(await only(warehouse)),
    );
    expect(await only('suborder_warehouseid_filter=999999')).toEqual([]);

    const day = second.deliveryDate;
    expect(
      ids(
        await only(
          `suborder_delivery_from_date_filter=${day}&suborder_delivery_to_date_filter=${day}`,
        ),
      ),
    ).toEqual(expected((o) => o.deliveryDate === day));
    expect(ids(await only(`suborder_delivery_from_date_filter=${day}`))).toEqual(
      expected((o) => o.deliveryDate >= day),
    );

    const romeDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(iso));
    const placed = romeDay(second.addDate);
    expect(
      ids(await only(`order_from_date_filter=${placed}&order_to_date_filter=${placed}`)),
    ).toEqual(expected((o) => romeDay(o.addDate) === placed));
    expect(await only('order_to_date_filter=2020-01-01')).toEqual([]);

    const address = first.shippingAddressId;
    expect(ids(await only(`shipping_address_id_filter=${address}`))).toEqual(
      expected((o) => o.shippingAddressId === address),
    );
    expect(await only('shipping_address_id_filter=999999')).toEqual([]);
  });

  it('adds the lines with fetch_detail, the replaced ones only with show_replaced', async () => {
    const plain = (await call(agent, PERSONS, '?page_size=100')).data.orders;
    expect(plain.every((o) => o.items === undefined)).toBe(true);
    const prepared = (await call(agent, PERSONS, '?page_size=100&fetch_detail=true')).data.orders;
    const all = (await call(agent, PERSONS, '?page_size=100&fetch_detail=true&show_replaced=true'))
      .data.orders;
    for (const [i, order] of all.entries()) {
      const extra = order.orderStatusId === 9 ? 1 : 0;
      expect(order.items!.length).toBe(prepared[i]!.items!.length + extra);
      // Products as the cart counts them, a substitute in place of the line it replaced.
      expect(order.totalItems).toBe(
        cartProductCount(
          prepared[i]!.items!.map((item) => ({
            quantity: item.quantity,
            product: { productInfos: (item.product.productInfos ?? {}) as { TIPOLOGIA?: string } },
          })),
        ),
      );
    }
  });

  it.each([
    ['?page=0', 'page'],
    ['?page_size=abc', 'page_size'],
    ['?order_from_date_filter=2026-05-02&order_to_date_filter=2026-05-01', 'order_to_date_filter'],
    [
      '?suborder_delivery_from_date_filter=2026-05-02&suborder_delivery_to_date_filter=2026-05-01',
      'suborder_delivery_to_date_filter',
    ],
    ['?order_from_date_filter=2026-02-30', 'order_from_date_filter'],
    ['?order_id_filter=abc', 'order_id_filter'],
    ['?suborder_id_filter=-1', 'suborder_id_filter'],
    ['?suborder_warehouseid_filter=1e309', 'suborder_warehouseid_filter'],
    ['?shipping_address_id_filter=%27%20OR%201%3D1', 'shipping_address_id_filter'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    for (const path of [PERSONS, ADDRESSES]) {
      const { res } = await call(agent, path, query);
      expect(res.statusCode).toBe(400);
      expect(body(res).response.errors[0]!.field).toBe(field);
    }
  });
});

describe('a person who is not a master', () => {
  it('is refused both lists', async () => {
    for (const path of [PERSONS, ADDRESSES]) {
      const { res } = await call(mario, path);
      expect(res.statusCode).toBe(200);
      expect(body(res).response).toMatchObject({
        status: 1,
        errors: [{ code: 'order.not_master', error: MASTER_ORDER_MESSAGES.notMaster }],
      });
      expect(body(res).data).toEqual({});
    }
  });
});

describe('the master’s own orders and another master’s people', () => {
  let own: number[];
  let pending: number;
  let otherMaster: Cookies;
  let otherPersonOrder: number;

  beforeAll(async () => {
    const [oldest, older] = [marioOrders.at(-1)!, marioOrders.at(-2)!];
    own = [
      await copyOrder(agentId, oldest.orderId, 501),
      await copyOrder(agentId, older.orderId, 502),
    ];
    pending = await copyOrder(agentId, older.orderId, 502, 1);
    const [master, person] = (await newShoppers(t, 2, 'master')) as [Cookies, Cookies];
    otherMaster = master;
    const [masterRow, personRow] = await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(inArray(users.login, ['cliente-master-0@esempio.it', 'cliente-master-1@esempio.it']))
      .orderBy(users.login);
    await t.database.db
      .update(users)
      .set({ userTypeId: '2' })
      .where(eq(users.userId, masterRow!.userId));
    await t.database.db
      .insert(managedAccounts)
      .values({ masterUserId: masterRow!.userId, userId: personRow!.userId });
    otherPersonOrder = await copyOrder(personRow!.userId, oldest.orderId, 601);
    expect(person).toBeDefined();
  });

  it('lists across all the master’s shipping addresses only its own orders', async () => {
    const { data } = await call(agent, ADDRESSES, '?page_size=100');
    expect(ids(data.orders).sort()).toEqual([...own].sort());
    for (const order of data.orders)
      expect(order.person).toEqual({ userId: agentId, firstName: 'Giulia', lastName: 'Bianchi' });
    const one = await call(agent, ADDRESSES, '?shipping_address_id_filter=502');
    expect(ids(one.data.orders)).toEqual([own[1]]);
    expect(one.data.orders[0]!.shippingAddressId).toBe(502);
    const withPending = await call(
      agent,
      ADDRESSES,
      '?shipping_address_id_filter=502&show_pending=true',
    );
    expect(ids(withPending.data.orders).sort()).toEqual([own[1]!, pending].sort());
  });

  it('lists the master’s orders with those of its people, never another master’s', async () => {
    const mine = ids((await call(agent, PERSONS, '?page_size=100')).data.orders);
    expect(mine.sort()).toEqual([...ids(marioOrders), ...own].sort());
    expect(mine).not.toContain(otherPersonOrder);
    const theirs = (await call(otherMaster, PERSONS, '?page_size=100')).data.orders;
    expect(ids(theirs)).toEqual([otherPersonOrder]);
    expect(theirs[0]!.person).toMatchObject({ firstName: 'Cliente', lastName: 'master 1' });
    expect((await call(otherMaster, ADDRESSES)).data.orders).toEqual([]);
  });
});

describe('the seed', () => {
  it('links the agent to Mario at each brand, on a database seeded before the step existed', async () => {
    const { db } = t.database;
    const links = () =>
      db
        .select()
        .from(managedAccounts)
        .where(inArray(managedAccounts.userId, [marioId]));
    expect(await links()).toEqual([{ masterUserId: agentId, userId: marioId }]);
    const all = await db
      .select()
      .from(managedAccounts)
      .innerJoin(users, eq(users.userId, managedAccounts.masterUserId))
      .where(eq(users.login, 'agente@esempio.it'));
    expect(all).toHaveLength(SEEDED_BRANDS.length);
    await db.delete(managedAccounts).where(eq(managedAccounts.masterUserId, agentId));
    await db.delete(seedSteps).where(eq(seedSteps.name, 'managed-accounts'));
    expect(await seed(db)).toEqual(['managed-accounts']);
    expect(await links()).toEqual([{ masterUserId: agentId, userId: marioId }]);
    expect(await seed(db)).toEqual([]);
  });
});
