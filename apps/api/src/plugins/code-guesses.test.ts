import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCertificates } from '../db/schema';
import { body, build, type TestApp } from '../test/helper';
import { login, newShoppers } from '../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

const sessionOf = (email: string, remoteAddress: string) => login(t, email, { remoteAddress });

const guess = (url: string, from: { remoteAddress: string; cookies?: Record<string, string> }) =>
  t.app.inject({ url, ...from });

const giftCheck = (code: string) => `/ebsn/api/cart-giftcertificate/check?code=${code}`;
const addCode = (code: string, from: { remoteAddress: string; cookies: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/ebsn/api/cart-giftcertificate/add_code?code=${code}`,
    ...from,
  });
const shopAtWork = (code: string) => `/ebsn/api/shopatwork/subscribe?subscriptionCode=${code}`;

describe('wrong code guesses', () => {
  it('answers the 11th wrong discount code of a session 429; another session or address is unaffected', async () => {
    const mario = {
      remoteAddress: '192.0.2.1',
      cookies: await sessionOf('mario.rossi@esempio.it', '192.0.2.1'),
    };
    for (let i = 0; i < 10; i++) {
      const res = await guess(giftCheck(`SBAGLIATO${i}`), mario);
      expect(res.statusCode).toBe(200);
      expect(body(res).response.status).toBe(1);
    }
    const eleventh = await guess(giftCheck('SBAGLIATO10'), mario);
    expect(eleventh.statusCode).toBe(429);
    expect(body(eleventh).response.errors[0]?.code).toBe('code.too_many_guesses');
    expect(body(eleventh).response.errors[0]?.error).toBe(
      'Troppe richieste: riprova tra qualche minuto.',
    );

    const sameAddress = {
      remoteAddress: '192.0.2.1',
      cookies: await sessionOf('beta@esempio.it', '192.0.2.1'),
    };
    expect(body(await guess(giftCheck('ALTRO'), sameAddress)).response.status).toBe(1);
    const elsewhere = {
      remoteAddress: '192.0.2.2',
      cookies: await sessionOf('mario.rossi@esempio.it', '192.0.2.2'),
    };
    expect(body(await guess(giftCheck('ALTRO'), elsewhere)).response.status).toBe(1);
  });

  it('limits shop-at-work codes per session, and every session of an address together', async () => {
    const address = '198.51.100.7';
    const agent = {
      remoteAddress: address,
      cookies: await sessionOf('agente@esempio.it', address),
    };
    for (let i = 0; i < 10; i++)
      expect(body(await guess(shopAtWork(`AZIENDA${i}`), agent)).response.status).toBe(1);
    expect((await guess(shopAtWork('AZIENDA10'), agent)).statusCode).toBe(429);

    // The address allows 30 in all: 20 more from two other sessions there, then none.
    for (const login of ['beta@esempio.it', 'mario.rossi@esempio.it']) {
      const other = { remoteAddress: address, cookies: await sessionOf(login, address) };
      for (let i = 0; i < 10; i++)
        expect(body(await guess(giftCheck(`NUOVO${i}`), other)).response.status).toBe(1);
    }
    const third = { remoteAddress: address, cookies: await sessionOf('beta@esempio.it', address) };
    expect((await guess(giftCheck('ANCORA'), third)).statusCode).toBe(429);
    const away = { remoteAddress: '198.51.100.8', cookies: third.cookies };
    expect(body(await guess(giftCheck('ANCORA'), away)).response.status).toBe(1);
  });

  it('does not count a code typed right but already used: shoppers of one address never block each other', async () => {
    const office = '203.0.113.40';
    const [first, ...colleagues] = (await newShoppers(t, 4, 'ufficio')).map((cookies) => ({
      remoteAddress: office,
      cookies,
    }));
    // The office's single-use code: the first to type it gets it.
    await t.database.db.insert(giftCertificates).values({
      brandId: t.app.brands.resolve(undefined).brandId,
      code: 'UFFICIO5',
      description: '5 € di sconto, una volta sola',
      kind: 'amount',
      amountCents: 500,
      maxRedemptions: 1,
    });
    expect(body(await addCode('UFFICIO5', first!)).response.status).toBe(0);
    // The same shopper again (already applied) and the colleagues (used up): 33 answers from one address.
    const refusals = [];
    for (let i = 0; i < 12; i++) refusals.push(await addCode('UFFICIO5', first!));
    for (const colleague of colleagues)
      for (let i = 0; i < 7; i++) refusals.push(await addCode('UFFICIO5', colleague));
    expect(refusals.map((res) => res.statusCode)).toEqual(refusals.map(() => 200));
    expect(new Set(refusals.map((res) => body(res).response.errors[0]?.code))).toEqual(
      new Set(['giftcertificate.already_applied', 'giftcertificate.used_up']),
    );
    // An expired code is no wrong guess either.
    for (let i = 0; i < 11; i++)
      expect(body(await guess(giftCheck('ESTATE2020'), first!)).response.errors[0]?.code).toBe(
        'giftcertificate.expired',
      );
    // Wrong codes still count, each session on its own.
    expect(body(await guess(giftCheck('SBAGLIATO'), colleagues[0]!)).response.status).toBe(1);
  });

  it('counts every list share as a guess: it could tell which addresses have an account', async () => {
    const from = '203.0.113.77';
    const [cookies] = await newShoppers(t, 1, 'condivide');
    const sharer = { remoteAddress: from, cookies: cookies! };
    const created = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/wishlist/insert?name=sondaggio',
      ...sharer,
    });
    const listId = (body(created).data as { data: { listId: number } }).data.listId;
    const probe = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/ebsn/api/wishlist/share',
        payload: { list_id: listId, email: `sonda-${i}@esempio.it`, grant: 'READ' },
        ...sharer,
      });
    for (let i = 0; i < 10; i++) expect((await probe(i)).statusCode).toBe(200);
    const eleventh = await probe(10);
    expect(eleventh.statusCode).toBe(429);
    expect(body(eleventh).response.errors[0]?.code).toBe('code.too_many_guesses');
  });
});
