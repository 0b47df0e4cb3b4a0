import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Cart, TimeslotListResponse } from '@spesa/domain';
import { products, warehouseProducts } from '../db/schema';
import { body, type TestApp } from './helper';
import type { Cookies } from './shoppers';

/*
 * What the cart's API tests share besides shoppers (./shoppers): a delivery
 * chosen so adding is allowed, and products of the seeded catalogue picked by
 * their rules rather than by id.
 */

export const post = (t: TestApp, url: string, payload: unknown, cookies: Cookies) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    cookies,
  });

export const cartOf = (res: LightMyRequestResponse): Cart =>
  (body(res).data as unknown as { data: Cart }).data;

export async function viewCart(t: TestApp, cookies: Cookies, query = ''): Promise<Cart> {
  return cartOf(await t.app.inject({ url: `/ebsn/api/cart/view${query}`, cookies }));
}

/**
 * Confirms the auto-assigned store counter (or chooses `address`) and takes its
 * first open slot: adding is then allowed.
 */
export async function chooseDelivery(
  t: TestApp,
  cookies: Cookies,
  address?: { type: 'home' | 'drive'; id: number },
): Promise<Cart> {
  const chosen = address ?? {
    type: 'drive',
    id: (await viewCart(t, cookies)).shippingAddress!.addressId,
  };
  const set = await post(t, '/ebsn/api/cart/set-address', chosen, cookies);
  if (body(set).response.status !== 0) throw new Error('set-address refused');
  const calendar = body(await t.app.inject({ url: '/ebsn/api/timeslot/list', cookies }))
    .data as unknown as TimeslotListResponse;
  // Shoppers of one test file share the store's slots: the first ones fill up.
  for (const day of calendar.days) {
    for (const slot of day.timeslots.filter((s) => s.active === 1 && s.status !== 'full')) {
      const chosen = await post(
        t,
        '/ebsn/api/cart/set-timeslot',
        { date: day.dateIso, id: slot.timeslotId },
        cookies,
      );
      if (body(chosen).response.status === 0) return cartOf(chosen);
    }
  }
  throw new Error('no timeslot left');
}

export interface PickedProduct {
  productId: number;
  name: string;
  priceCents: number;
  available: number;
  minAcq: number;
  maxAcq: number;
}

/** Products of the default warehouse (89) matching `where`, lowest ids first. */
export async function pickProducts(t: TestApp, where: SQL, limit = 1): Promise<PickedProduct[]> {
  return t.database.db
    .select({
      productId: products.productId,
      name: products.name,
      priceCents: warehouseProducts.priceCents,
      available: warehouseProducts.available,
      minAcq: products.minAcq,
      maxAcq: products.maxAcq,
    })
    .from(products)
    .innerJoin(
      warehouseProducts,
      and(
        eq(warehouseProducts.productId, products.productId),
        eq(warehouseProducts.warehouseId, 89),
      ),
    )
    .where(where)
    .orderBy(asc(products.productId))
    .limit(limit);
}

export async function pickProduct(t: TestApp, where: SQL): Promise<PickedProduct> {
  const [picked] = await pickProducts(t, where);
  if (!picked) throw new Error('no seeded product matches');
  return picked;
}

/** Plain pieces in good stock: no options, no multiples, no class. */
export const plainPiece = sql`${products.tipologia} = 'Pezzo'
  and ${products.productInfos}->>'QTY_MULT' = '1' and ${products.productInfos}->>'MULTI_PACK' = '1'
  and ${products.selectOptions} = '[]'::jsonb and ${products.productClassIds} = '{}'
  and ${products.maxAcq} >= 99 and ${warehouseProducts.available} >= 50
  and ${warehouseProducts.promo} is null`;
