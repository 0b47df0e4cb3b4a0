/** The net content of a label: '6 x 125 g' is 6 pieces of 125 g, 750 g in all. */
export interface PackFormat {
  pieces: number;
  /** Total content in the label's unit; null for counted goods ('10 pz', '25 filtri'). */
  content: { amount: number; unit: 'g' | 'kg' | 'ml' | 'cl' | 'l' } | null;
}

const MEASURED = /^(?:(\d+) x )?(\d+(?:,\d+)?) (g|kg|ml|cl|l)$/;
const COUNTED = /^(?:(\d+) x )?\d+ [a-z]+$/;

const italianNumber = (text: string): number => Number(text.replace(',', '.'));

export function parseFormat(format: string): PackFormat {
  const measured = MEASURED.exec(format);
  if (measured) {
    const pieces = Number(measured[1] ?? 1);
    const amount = Math.round(italianNumber(measured[2]!) * pieces * 1000) / 1000;
    return { pieces, content: { amount, unit: measured[3] as 'g' } };
  }
  const counted = COUNTED.exec(format);
  if (!counted) throw new Error(`Unreadable pack format: "${format}"`);
  return { pieces: Number(counted[1] ?? 1), content: null };
}

/** The unit prices are quoted per: kilograms for masses, litres for volumes. */
export const baseUnitOf = (unit: 'g' | 'kg' | 'ml' | 'cl' | 'l'): 'kg' | 'l' =>
  unit === 'g' || unit === 'kg' ? 'kg' : 'l';
