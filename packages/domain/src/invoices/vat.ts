import { assertCents, type Cents } from '../price/money';
import { roundHalfUp } from '../rounding';

/** The Italian VAT rates a grocery sells at, in percent. */
export const VAT_RATES = [4, 10, 22] as const;
export type VatRate = (typeof VAT_RATES)[number];

/**
 * The rate of a department's goods (by its slug). A simplification that
 * fits a grocery's assortment: basic foods 4 %, other foods 10 %, drinks and
 * non-food 22 %. A real catalogue carries each product's tax class; the
 * departments here stand in for it (decision 017).
 */
const DEPARTMENT_RATES: Readonly<Record<string, VatRate>> = {
  'frutta-e-verdura': 4,
  'pane-e-pasticceria': 4,
  'latte-burro-e-yogurt': 4,
  'pasta-riso-e-cereali': 4,
  'olio-aceto-e-condimenti': 4,
  carne: 10,
  pesce: 10,
  uova: 10,
  'salumi-e-formaggi': 10,
  'colazione-e-dolci': 10,
  'conserve-e-sughi': 10,
  'snack-e-aperitivi': 10,
  gastronomia: 10,
  surgelati: 10,
  'bio-e-benessere': 10,
  'prodotti-per-l-infanzia': 10,
  'caffe-te-e-tisane': 22,
  bevande: 22,
  'vini-birre-e-liquori': 22,
  'cura-della-casa': 22,
  'cura-della-persona': 22,
  animali: 22,
  'shopper-e-imballaggi': 22,
};

/** Services (delivery) and anything of an unknown department: the ordinary rate. */
export const ORDINARY_VAT_RATE: VatRate = 22;

export const vatRateOfDepartment = (slug: string | null | undefined): VatRate =>
  (slug ? DEPARTMENT_RATES[slug] : undefined) ?? ORDINARY_VAT_RATE;

export interface VatLine {
  /** What the shopper pays for the line, VAT included. */
  grossCents: Cents;
  rate: VatRate;
}

export interface VatSummaryRow {
  rate: VatRate;
  /** Imponibile: the amount without VAT. */
  taxableCents: Cents;
  /** Imposta. */
  taxCents: Cents;
  grossCents: Cents;
}

/**
 * Prices include VAT: per rate, the gross is summed first and then split, so
 * the rows add up to the total paid to the cent (imponibile rounded half up,
 * imposta the rest), as an Italian invoice's "riepilogo IVA" does.
 */
export function vatSummary(lines: readonly VatLine[]): VatSummaryRow[] {
  const byRate = new Map<VatRate, Cents>();
  for (const { grossCents, rate } of lines) {
    assertCents(grossCents, 'Line amount');
    byRate.set(rate, (byRate.get(rate) ?? 0) + grossCents);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, grossCents]) => {
      const taxableCents = roundHalfUp((grossCents * 100) / (100 + rate), 0);
      return { rate, taxableCents, taxCents: grossCents - taxableCents, grossCents };
    });
}

/** SPEC §8: what the shopper reads when a document cannot be opened or produced. */
export const INVOICE_DOCUMENT_MESSAGES = {
  failed: 'Errore apertura fattura',
  noApp: 'Nessuna App disponibile per aprire il documento',
  notAvailable: 'La fattura sarà disponibile dopo la consegna dell’ordine.',
  noEInvoice: 'Per questo ordine non è prevista la fattura elettronica.',
} as const;
