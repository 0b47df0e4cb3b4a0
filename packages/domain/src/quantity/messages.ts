/**
 * Stable codes of the quantity refusals (the web maps them to its texts) and
 * the Italian messages the server answers with. docs/rules/quantities-and-prices.md gives the texts of
 * errors.minAcq, the daily maximum and the options selector verbatim.
 */
export const QUANTITY_REFUSAL_CODES = [
  'errors.minAcq',
  'cart.daily_max_exceeded',
  'cart.max_quantity_exceeded',
  'msg.cart.availability.errors',
  'cart.invalid_quantity',
  'cart.manual_quantity_not_allowed',
  'cart.options_required',
  'cart.invalid_option',
  'cart.class_max_exceeded',
] as const;
export type QuantityRefusalCode = (typeof QUANTITY_REFUSAL_CODES)[number];

export interface QuantityRefusal {
  code: QuantityRefusalCode;
  message: string;
}

export const QUANTITY_MESSAGES = {
  minAcq: 'Non è possibile acquistare una quantità inferiore di questo articolo',
  dailyMax: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  maxQuantity: (max: string) => `Puoi acquistare al massimo ${max} di questo articolo.`,
  notAvailable: 'Il prodotto non è disponibile nella quantità richiesta.',
  invalidQuantity: 'La quantità indicata non è valida per questo articolo.',
  manualNotAllowed: 'La quantità di questo articolo si sceglie con i pulsanti + e −.',
  optionsRequired: 'E necessario selezionare tutte le opzioni',
  invalidOption: "L'opzione scelta non è disponibile per questo articolo.",
  classMax: (max: number, className: string) =>
    `Puoi acquistare al massimo ${max} pezzi di ${className} per ordine.`,
} as const;

export const refusal = (code: QuantityRefusalCode, message: string): QuantityRefusal => ({
  code,
  message,
});
