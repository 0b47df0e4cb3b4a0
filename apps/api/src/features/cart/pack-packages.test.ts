import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_MESSAGES, type Cart } from '@spesa/domain';
import { products, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import {
  cartOf,
  chooseDelivery,
  pickProduct,
  post,
  viewCart,
  type PickedProduct,
} from '../../test/cart-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

/*
 * docs/rules/quantities-and-prices.md: a pack line whose quantity reaches the multiplier is
 * replaced by the package product, the remainder staying as packs. The seed links
 * a few real pairs through the PACKAGE_PRODUCT_ID and PACKAGE_MULTIPLIER infos.
 */

let t: TestApp;
let milk: PickedProduct;
let milkSix: PickedProduct;
let water: PickedProduct;
let waterSix: PickedProduct;
let tuna: PickedProduct;
let tunaSix: PickedProduct;

/** A seeded pack and its package: the package's id is in the pack's infos. */
async function pair(packName: string): Promise<[PickedProduct, PickedProduct]> {
  const pack = await pickProduct(
    t,
    sql`${products.name} like ${`%${packName}`} and ${products.productInfos} ? 'PACKAGE_PRODUCT_ID'`,
  );
  const packageProduct = await pickProduct(
    t,
    sql`${products.productId} = (select (product_infos->>'PACKAGE_PRODUCT_ID')::int
      from ${products} where ${products.productId} = ${pack.productId})`,
  );
  return [pack, packageProduct];
}

beforeAll(async () => {
  t = await build({ catalogue: 'full' });
  [milk, milkSix] = await pair('Latte UHT parzialmente scremato 1 l');
  [water, waterSix] = await pair('Acqua minerale naturale 1,5 l');
  [tuna, tunaSix] = await pair('Tonno all’olio di oliva 3 x 80 g');
  // One 6 × 80 g tuna left, set before anything reads it into the catalogue's cache.
  await t.database.db
    .update(warehouseProducts)
    .set({ available: 1 })
    .where(sql`${warehouseProducts.productId} = ${tunaSix.productId}`);
});
afterAll(() => t.close());

async function shopper(tag: string): Promise<Cookies> {
  const [cookies] = await newShoppers(t, 1, tag);
  await chooseDelivery(t, cookies!);
  return cookies!;
}
const add = (cookies: Cookies, productId: number, quantity: number) =>
  post(t, '/ebsn/api/cart/add', { items: [{ productId, quantity }] }, cookies);
const update = (cookies: Cookies, itemId: number, quantity: number) =>
  post(t, '/ebsn/api/cart/update', { items: [{ itemId, quantity }] }, cookies);
const lines = (cart: Cart) =>
  Object.fromEntries(cart.cartItems.map((i) => [i.product.productId, i.quantity]));

describe('the seeded pairs', () => {
  it('link a bottle or small pack to the package of the same maker', () => {
    expect(milkSix.name).toBe(milk.name.replace(/1 l$/, '6 x 1 l'));
    expect(waterSix.name).toBe(water.name.replace(/1,5 l$/, '6 x 1,5 l'));
    expect(tunaSix.name).toBe(tuna.name.replace(/3 x 80 g$/, '6 x 80 g'));
  });
});

describe('cart/add', () => {
  it('puts the packages that fit and leaves the rest as packs, priced as their products', async () => {
    const cookies = await shopper('pack-add');
    const res = await add(cookies, milk.productId, 7);
    expect(body(res).response.status).toBe(0);
    const cart = cartOf(res);
    expect(lines(cart)).toEqual({ [milk.productId]: 1, [milkSix.productId]: 1 });
    const six = cart.cartItems.find((i) => i.product.productId === milkSix.productId)!;
    expect(six.grossTotal).toBe(milkSix.priceCents / 100);
    expect(cart.grossTotal).toBe((milk.priceCents + milkSix.priceCents) / 100);
    expect(body(res).response.infos).toContainEqual({
      code: 'cart.packs_replaced',
      info: CART_MESSAGES.packsReplaced('6 pz', milk.name, '1 pz', milkSix.name),
    });
    expect(lines(await viewCart(t, cookies))).toEqual(lines(cart));
  });

  it('removes the pack line when no pack is left over', async () => {
    const cookies = await shopper('pack-water');
    const cart = cartOf(await add(cookies, water.productId, 12));
    expect(lines(cart)).toEqual({ [waterSix.productId]: 2 });
  });

  it('adds below the multiplier as asked', async () => {
    const cookies = await shopper('pack-below');
    const cart = cartOf(await add(cookies, milk.productId, 5));
    expect(lines(cart)).toEqual({ [milk.productId]: 5 });
  });

  it('keeps the packs when the package cannot be had (one 6 × 80 g tuna in stock, two needed)', async () => {
    const cookies = await shopper('pack-stock');
    const res = await add(cookies, tuna.productId, 4);
    expect(body(res).response.status).toBe(0);
    expect(lines(cartOf(res))).toEqual({ [tuna.productId]: 4 });
    expect(body(res).response.infos.map((i) => (i as { code: string }).code)).toEqual([
      'cart.product_added',
    ]);
  });
});

describe('cart/update', () => {
  it('swaps when a typed quantity reaches the multiplier, adding to the package line there', async () => {
    const cookies = await shopper('pack-update');
    await add(cookies, milkSix.productId, 1);
    const before = cartOf(await add(cookies, milk.productId, 2));
    const bottles = before.cartItems.find((i) => i.product.productId === milk.productId)!;
    const res = await update(cookies, bottles.itemId, 13);
    expect(body(res).response.status).toBe(0);
    expect(lines(cartOf(res))).toEqual({ [milkSix.productId]: 3, [milk.productId]: 1 });
    expect(lines(await viewCart(t, cookies))).toEqual({
      [milkSix.productId]: 3,
      [milk.productId]: 1,
    });
  });

  it('changes nothing else below the multiplier', async () => {
    const cookies = await shopper('pack-update-below');
    const before = cartOf(await add(cookies, milk.productId, 2));
    const res = await update(cookies, before.cartItems[0]!.itemId, 5);
    expect(lines(cartOf(res))).toEqual({ [milk.productId]: 5 });
  });
});
