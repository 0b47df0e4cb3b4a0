import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FiscalPerson } from '@spesa/domain';
import { users } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { buy, fillCart, prepare } from '../../test/checkout-support';
import { login, newShoppers, type Cookies } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

const ON_DELIVERY = 2;
const LIST = '/ebsn/api/user-person-fiscal/list';
const address = {
  address1: 'Via Indipendenza',
  addressNumber: '12',
  postalcode: '40121',
  city: 'Bologna',
  province: 'BO',
};
const company = {
  personType: 'company',
  companyName: 'Rossi Alimentari S.r.l.',
  vatNumber: '01234567897',
  sdiCode: 'ABC1234',
  ...address,
};
const anna = {
  personType: 'private',
  firstName: 'Anna',
  lastName: 'Bianchi',
  fiscalCode: 'BNCNNA85M41A944B',
  ...address,
};

const persons = async (cookies: Cookies): Promise<FiscalPerson[]> => {
  const res = await t.app.inject({ url: LIST, cookies });
  expect(res.statusCode).toBe(200);
  return (body(res).data as unknown as { persons: FiscalPerson[] }).persons;
};

/** An order invoiced to `invoice`, paid on delivery. */
async function invoicedOrder(cookies: Cookies, invoice: Record<string, string>): Promise<void> {
  const saved = await post(t, '/ebsn/api/registration/update_billing_address', invoice, cookies);
  expect(body(saved).response.status).toBe(0);
  await fillCart(t, cookies, 1);
  await post(
    t,
    '/ebsn/api/cart/update-cart-info',
    { property: 'need_invoice', value: 'true' },
    cookies,
  );
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  expect(body(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`)).response.status).toBe(0);
}

describe('user-person-fiscal/list (docs/rules/checkout-and-payment.md Fiscal persons)', () => {
  it('asks for a login', async () => {
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(401);
  });

  it('is empty for a new shopper without a fiscal code', async () => {
    const [cookies] = await newShoppers(t, 1, 'fiscal-empty');
    expect(await persons(cookies!)).toEqual([]);
  });

  it('names the account holder by their fiscal code and registration address', async () => {
    const mario = await login(t, 'mario.rossi@esempio.it');
    expect(await persons(mario)).toEqual([
      expect.objectContaining({
        source: 'account',
        personType: 'private',
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA80A01A944I',
        lastUsedAt: null,
      }),
    ]);
  });

  it("lists the saved data first, then earlier orders' persons, each once, and only the shopper's own", async () => {
    const [shopper, other] = await newShoppers(t, 2, 'fiscal-orders');
    await t.database.db
      .update(users)
      .set({ fiscalCode: 'VRDLCU90A01A944W', ...address })
      .where(eq(users.login, 'cliente-fiscal-orders-0@esempio.it'));
    await invoicedOrder(shopper!, company);
    await invoicedOrder(shopper!, anna);
    await post(
      t,
      '/ebsn/api/registration/update_billing_address',
      { ...company, city: 'Imola' },
      shopper!,
    );

    const list = await persons(shopper!);
    expect(list.map((p) => [p.source, p.companyName ?? p.fiscalCode, p.city])).toEqual([
      ['saved', 'Rossi Alimentari S.r.l.', 'Imola'],
      ['order', 'BNCNNA85M41A944B', 'Bologna'],
      ['account', 'VRDLCU90A01A944W', 'Bologna'],
    ]);
    expect(list[0]!.lastUsedAt).not.toBeNull();
    expect(list[1]!.lastUsedAt).not.toBeNull();
    expect(await persons(other!)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents user-person-fiscal/list with its answer', async () => {
    const doc = (await t.app.inject('/ebsn/api/docs/json')).json() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    expect(doc.paths[LIST]?.get?.responses?.['200']).toBeDefined();
  });
});
