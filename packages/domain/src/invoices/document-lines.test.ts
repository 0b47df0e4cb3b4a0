import { describe, expect, it } from 'vitest';
import { documentLinesOf, type DeliveredGoodsLine } from './document-lines';
import { vatSummary } from './vat';

const line = (
  description: string,
  rate: 4 | 10 | 22,
  orderedCents: number,
  grossCents = orderedCents,
): DeliveredGoodsLine => ({ description, quantity: '1 pz', rate, orderedCents, grossCents });

/** The shopper's order: apples at 4 % came out heavier, the rest as ordered. */
const goods = [
  line('Mele Golden', 4, 120, 191),
  line('Pane', 4, 250),
  line('Uova', 10, 289),
  line('Acqua', 22, 199),
];

/** The lines of one kind, read by their description as the document prints them. */
const atRates = (lines: ReturnType<typeof documentLinesOf>, kind: 'allowance' | 'accessory') =>
  lines
    .filter((l) => l.description.startsWith(kind === 'allowance' ? 'Abbuono' : 'Servizio'))
    .map((l) => [l.rate, l.grossCents]);

describe('documentLinesOf', () => {
  it('charges the waived amount to the rate of the lines that came out heavier', () => {
    const lines = documentLinesOf({
      goods,
      discountCents: 0,
      discountLabel: 'Sconto',
      waivedCents: 48,
      bags: [],
      deliveryFeeCents: 0,
    });
    expect(atRates(lines, 'allowance')).toEqual([[4, -48]]);
    expect(lines.find((l) => l.kind === 'allowance')).toMatchObject({
      description: 'Abbuono sul peso eccedente la preautorizzazione (IVA 4%)',
      grossCents: -48,
    });
  });

  it('charges the delivery at the goods’ rates, in proportion to what was paid at each', () => {
    const lines = documentLinesOf({
      goods,
      discountCents: 0,
      discountLabel: 'Sconto',
      waivedCents: 48,
      bags: [{ description: 'Shopper', quantity: '1 pz', grossCents: 10 }],
      deliveryFeeCents: 390,
    });
    // Paid for goods: 4 % 393, 10 % 289, 22 % 199 (881 in all).
    expect(atRates(lines, 'accessory')).toEqual([
      [4, 174],
      [10, 128],
      [22, 88],
    ]);
    expect(lines.find((l) => l.description === 'Shopper')!.rate).toBe(22);
    const total = vatSummary(lines).reduce((sum, row) => sum + row.grossCents, 0);
    expect(total).toBe(191 + 250 + 289 + 199 - 48 + 10 + 390);
  });

  it('takes the codes off what each rate has left after the waiver, never below zero', () => {
    // Only the apples at 4 %: 3,00 € heavier than their 1,00 € estimate, and a 10 € code.
    const lines = documentLinesOf({
      goods: [line('Mele', 4, 100, 300), line('Olio', 10, 1_000)],
      discountCents: 1_000,
      discountLabel: 'Sconto',
      waivedCents: 170,
      bags: [],
      deliveryFeeCents: 0,
    });
    for (const row of vatSummary(lines)) expect(row.grossCents).toBeGreaterThanOrEqual(0);
    expect(atRates(lines, 'allowance')).toEqual([[4, -170]]);
    expect(lines.reduce((sum, l) => sum + l.grossCents, 0)).toBe(1_300 - 1_000 - 170);
  });

  it('leaves the delivery at the ordinary rate when nothing was paid for goods', () => {
    const lines = documentLinesOf({
      goods: [line('Pane', 4, 250)],
      discountCents: 250,
      discountLabel: 'Sconto',
      waivedCents: 0,
      bags: [],
      deliveryFeeCents: 290,
    });
    expect(atRates(lines, 'accessory')).toEqual([[22, 290]]);
  });
});
