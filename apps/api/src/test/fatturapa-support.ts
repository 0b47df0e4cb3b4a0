import { expect } from 'vitest';

const cents = (value: string) => Math.round(Number(value) * 100);

/** The FatturaPA's DettaglioLinee, read back. */
export function fatturaLines(xml: string) {
  return [...xml.matchAll(/<DettaglioLinee>(.*?)<\/DettaglioLinee>/g)].map(([, line]) => {
    const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(line!)?.[1];
    const number = (name: string) => (tag(name) === undefined ? null : Number(tag(name)));
    return {
      type: tag('TipoCessionePrestazione') ?? null,
      description: tag('Descrizione'),
      quantity: number('Quantita'),
      unit: tag('UnitaMisura') ?? null,
      unitPrice: number('PrezzoUnitario')!,
      discount:
        tag('Tipo') === undefined ? 0 : (tag('Tipo') === 'SC' ? 1 : -1) * number('Importo')!,
      total: number('PrezzoTotale')!,
      rate: number('AliquotaIVA')!,
    };
  });
}

/**
 * The SDI's arithmetic: each line's (unit price − discount) × quantity is its
 * total within a cent, and each rate's lines plus its rounding are its taxable
 * amount exactly.
 */
export function expectLinesAddUp(xml: string) {
  const lines = fatturaLines(xml);
  for (const l of lines)
    expect(
      Math.abs((l.unitPrice - l.discount) * (l.quantity ?? 1) - l.total),
      l.description,
    ).toBeLessThanOrEqual(0.01);
  for (const [, rate, rounding, taxable] of xml.matchAll(
    /<DatiRiepilogo><AliquotaIVA>([\d.]+)<\/AliquotaIVA>(?:<Arrotondamento>(-?[\d.]+)<\/Arrotondamento>)?<ImponibileImporto>([\d.]+)</g,
  ))
    expect(
      lines
        .filter((l) => l.rate === Number(rate))
        .reduce((sum, l) => sum + cents(String(l.total)), cents(rounding ?? '0')),
    ).toBe(cents(taxable!));
}
