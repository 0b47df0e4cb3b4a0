import { describe, expect, it } from 'vitest';
import { bundleOf } from '../cart/offers';
import { offerShelf, offersOverlap, parseFeedDate, readOfferLine, type Shelf } from './offers';

const fields = (over: Record<string, string> = {}) => ({
  offer_id: 'NAT-1',
  sku: 'T-1',
  type: 'percent',
  value: '25',
  start: '2026-12-01',
  end: '24/12/2026',
  warehouse: '89',
  ...over,
});

describe('an offers line', () => {
  it('reads the three kinds of offer, the days either way, and * or empty as every warehouse', () => {
    expect(readOfferLine(fields(), [89, 91]).line).toEqual({
      offerId: 'NAT-1',
      sku: 'T-1',
      terms: { type: 'percent', percent: 25 },
      start: '2026-12-01',
      end: '2026-12-24',
      warehouse: 89,
    });
    expect(
      readOfferLine(fields({ type: 'multibuy', value: '3x2', warehouse: '' }), [89]).line,
    ).toMatchObject({ terms: { type: 'multibuy', take: 3, pay: 2 }, warehouse: '*' });
    expect(
      readOfferLine(fields({ type: 'special_price', value: '1,99' }), [89]).line,
    ).toMatchObject({
      terms: { type: 'special_price', priceCents: 199 },
    });
  });

  it.each([
    [
      { type: 'bogof' },
      'type',
      'tipo di offerta bogof non valido: usa percent, multibuy o special_price',
    ],
    [{ value: '120' }, 'value', 'sconto 120 non valido: una percentuale intera da 1 a 90 (25)'],
    [
      { type: 'multibuy', value: '2x3' },
      'value',
      'offerta 2x3 non valida: scrivi quanti se ne prendono e quanti se ne pagano (3x2, 2x1)',
    ],
    [
      { type: 'special_price', value: '0' },
      'value',
      'prezzo 0 non valido: deve essere maggiore di zero',
    ],
    [{ start: '31/02/2026' }, 'start', 'data 31/02/2026 non valida: usa AAAA-MM-GG o GG/MM/AAAA'],
    [{ end: '2026-11-30' }, 'end', "la fine 2026-11-30 viene prima dell'inizio 2026-12-01"],
    [{ warehouse: '7' }, 'warehouse', 'magazzino 7 sconosciuto: usa 89 o * per tutti'],
  ])('refuses %o', (over, column, message) => {
    expect(readOfferLine(fields(over), [89]).problems).toEqual([{ column, message }]);
  });

  it('reads Italian and ISO days, and no day that does not exist', () => {
    expect(parseFeedDate('1/3/2027')).toBe('2027-03-01');
    expect(parseFeedDate('2028-02-29')).toBe('2028-02-29');
    expect(parseFeedDate('2027-02-29')).toBeNull();
  });
});

describe('overlapping offers', () => {
  it.each([
    [
      { warehouse: 89, start: '2026-12-01', end: '2026-12-10' },
      { warehouse: 89, start: '2026-12-10', end: '2026-12-20' },
      true,
    ],
    [
      { warehouse: 89, start: '2026-12-01', end: '2026-12-09' },
      { warehouse: 89, start: '2026-12-10', end: '2026-12-20' },
      false,
    ],
    [
      { warehouse: 89, start: '2026-12-01', end: '2026-12-31' },
      { warehouse: 91, start: '2026-12-01', end: '2026-12-31' },
      false,
    ],
    [
      { warehouse: '*', start: '2026-12-01', end: '2026-12-31' },
      { warehouse: 91, start: '2026-12-05', end: '2026-12-06' },
      true,
    ],
  ] as const)('%o and %o: %s', (a, b, overlap) => {
    expect(offersOverlap(a, b)).toBe(overlap);
    expect(offersOverlap(b, a)).toBe(overlap);
  });
});

describe('the shelf an offer makes', () => {
  const plain: Shelf = { priceCents: 400, priceStandardCents: null, promo: null };
  const special: Shelf = {
    priceCents: 350,
    priceStandardCents: 400,
    promo: { promoType: 'special_price', view: { cssClass: '', header: '', body: '', footer: '' } },
  };

  it('takes a percent off the standard price, replacing an undated promotion', () => {
    for (const undated of [plain, special])
      expect(offerShelf({ type: 'percent', percent: 25 }, undated, '2026-12-24')).toMatchObject({
        priceCents: 300,
        priceStandardCents: 400,
        promo: { promoType: 'percent', view: { header: '-25%', footer: 'Fino al 24/12/2026' } },
      });
  });

  it('a multi-buy keeps the standard price and is read by the cart’s one pricing rule', () => {
    const shelf = offerShelf({ type: 'multibuy', take: 3, pay: 2 }, special, '2026-12-24')!;
    expect(shelf).toMatchObject({ priceCents: 400, priceStandardCents: null });
    expect(bundleOf(shelf.promo)).toEqual({ take: 3, pay: 2 });
    expect(shelf.promo!.view.body).toBe('Prendi 3, paghi 2');
  });

  it('a special price shows the saving, and none at or above the price', () => {
    expect(
      offerShelf({ type: 'special_price', priceCents: 299 }, plain, '2026-12-24'),
    ).toMatchObject({
      priceCents: 299,
      priceStandardCents: 400,
      promo: { promoType: 'special_price', view: { header: 'Prezzo speciale' } },
    });
    expect(offerShelf({ type: 'special_price', priceCents: 400 }, plain, '2026-12-24')).toBeNull();
  });
});
