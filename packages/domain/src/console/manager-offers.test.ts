import { describe, expect, it } from 'vitest';
import {
  checkOfferForm,
  endingOf,
  offerOverlap,
  offerStateOn,
  offerValueText,
  type HeldOffer,
  type StaffOfferBody,
} from './manager-offers';

const today = '2026-12-07';
const form = (over: Partial<StaffOfferBody> = {}): StaffOfferBody => ({
  type: 'multibuy',
  value: '3x2',
  start: '2026-12-07',
  end: '2026-12-20',
  warehouse: null,
  productIds: [1],
  ...over,
});
const context = { warehouses: [89, 91, 93], today };

describe('checkOfferForm', () => {
  it.each([
    ['percent', '25', { type: 'percent', percent: 25 }],
    ['multibuy', '3x2', { type: 'multibuy', take: 3, pay: 2 }],
    ['multibuy', '2x1', { type: 'multibuy', take: 2, pay: 1 }],
    ['special_price', '1,99', { type: 'special_price', priceCents: 199 }],
  ])('reads a %s of %s', (type, value, terms) => {
    const check = checkOfferForm(form({ type, value }), context);
    expect(check).toMatchObject({ ok: true, offer: { terms } });
    if (check.ok) expect(offerValueText(check.offer.terms)).toBe(value);
  });

  it.each([
    [{ type: '' }, 'type', 'Tipo: valore obbligatorio mancante'],
    [{ type: 'gratis' }, 'type', 'Tipo:'],
    [{ type: 'percent', value: '95' }, 'value', 'Valore:'],
    [{ value: '2x3' }, 'value', 'Valore:'],
    [{ type: 'special_price', value: '0' }, 'value', 'Valore:'],
    [{ start: '31/02/2026' }, 'start', 'Dal: data 31/02/2026 non valida'],
    [{ end: '2026-12-01' }, 'end', 'Al: la fine'],
    [{ warehouse: 12 }, 'warehouse', 'Magazzino:'],
    [{ start: '2026-12-01', end: '2026-12-10' }, 'start', 'Dal: un'],
    [{ productIds: [] }, 'productIds', 'Prodotti: scegli almeno un prodotto.'],
  ] as const)('refuses %j naming %s', (over, field, start) => {
    const check = checkOfferForm(form(over as Partial<StaffOfferBody>), context);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.field).toBe(field);
      expect(check.message.startsWith(start)).toBe(true);
    }
  });

  it('lets an offer being edited keep its first day, however long ago, never end in the past', () => {
    const running = { ...context, keptStart: '2026-12-01' };
    expect(checkOfferForm(form({ start: '2026-12-01' }), running).ok).toBe(true);
    expect(checkOfferForm(form({ start: '2026-12-01', end: '2026-12-06' }), running)).toMatchObject(
      { ok: false, field: 'end' },
    );
  });

  it('takes a product named twice once', () => {
    expect(checkOfferForm(form({ productIds: [4, 4, 5] }), context)).toMatchObject({
      offer: { productIds: [4, 5] },
    });
  });
});

describe('offerOverlap: one offer a shelf at a time', () => {
  const held: HeldOffer[] = [
    {
      offerId: 'NAT-1',
      productId: 1,
      productName: 'Orzetto',
      warehouse: 89,
      start: '2026-12-10',
      end: '2026-12-15',
    },
    {
      offerId: 'M-2',
      productId: 2,
      productName: 'Farro',
      warehouse: '*',
      start: '2026-12-01',
      end: '2026-12-08',
    },
  ];
  const offer = (over: object) => ({
    start: '2026-12-07',
    end: '2026-12-20',
    warehouse: '*' as number | '*',
    productIds: [1],
    ...over,
  });

  it.each([
    ['the same warehouse, days meeting', { warehouse: 89 }, 'NAT-1'],
    ['every warehouse meets each one', {}, 'NAT-1'],
    ['the last day is the other one first', { end: '2026-12-10', warehouse: 89 }, 'NAT-1'],
    ['another product', { productIds: [3] }, null],
    ['another warehouse', { warehouse: 91 }, null],
    ['the day after the other ends', { start: '2026-12-16' }, null],
    ['a held offer of every warehouse', { productIds: [2], warehouse: 93 }, 'M-2'],
    ['one of many products', { productIds: [5, 2], start: '2026-12-08' }, 'M-2'],
  ])('%s', (_, over, expected) => {
    expect(offerOverlap(offer(over), held)?.held.offerId ?? null).toBe(expected);
  });

  it('says which offer, which days, where', () => {
    expect(offerOverlap(offer({ warehouse: 89 }), held)?.message).toBe(
      "Dal: «Orzetto» ha già l'offerta NAT-1 dal 10/12/2026 al 15/12/2026 nel magazzino 89: un prodotto ha una sola offerta alla volta.",
    );
  });

  it('leaves out the offer being edited', () => {
    expect(offerOverlap(offer({}), held, 'NAT-1')).toBeNull();
  });
});

describe('the state and the end of an offer', () => {
  it.each([
    ['2026-12-01', '2026-12-06', 'ended'],
    ['2026-12-01', '2026-12-07', 'current'],
    ['2026-12-07', '2026-12-09', 'current'],
    ['2026-12-08', '2026-12-09', 'future'],
  ] as const)('%s to %s is %s', (start, end, state) => {
    expect(offerStateOn(start, end, today)).toBe(state);
  });

  it.each([
    ['2026-12-01', '2026-12-20', { kind: 'end', end: '2026-12-06' }],
    ['2026-12-07', '2026-12-20', { kind: 'withdraw' }],
    ['2026-12-10', '2026-12-20', { kind: 'withdraw' }],
    ['2026-12-01', '2026-12-06', { kind: 'ended' }],
  ] as const)('ending %s to %s now', (start, end, ending) => {
    expect(endingOf(start, end, today)).toEqual(ending);
  });
});
