import { describe, expect, it } from 'vitest';
import { vatRateOfDepartment, vatSummary } from './vat';

describe('vatRateOfDepartment', () => {
  it.each([
    ['frutta-e-verdura', 4],
    ['carne', 10],
    ['vini-birre-e-liquori', 22],
    // Unknown or missing department: the ordinary rate.
    ['non-esiste', 22],
    [null, 22],
  ] as const)('%s → %i %%', (slug, rate) => {
    expect(vatRateOfDepartment(slug)).toBe(rate);
  });
});

describe('vatSummary', () => {
  it('splits each rate’s gross into taxable and tax that add up to the cent', () => {
    expect(
      vatSummary([
        { grossCents: 104, rate: 4 },
        { grossCents: 110, rate: 10 },
        { grossCents: 122, rate: 22 },
        { grossCents: 208, rate: 4 },
      ]),
    ).toEqual([
      { rate: 4, taxableCents: 300, taxCents: 12, grossCents: 312 },
      { rate: 10, taxableCents: 100, taxCents: 10, grossCents: 110 },
      { rate: 22, taxableCents: 100, taxCents: 22, grossCents: 122 },
    ]);
  });

  it('rounds the taxable half up and leaves the rest to the tax', () => {
    // 0,99 € at 22 %: 81,147… → 81 cents taxable, 18 cents tax.
    expect(vatSummary([{ grossCents: 99, rate: 22 }])).toEqual([
      { rate: 22, taxableCents: 81, taxCents: 18, grossCents: 99 },
    ]);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => vatSummary([{ grossCents: 1.5, rate: 4 }])).toThrow();
  });
});
