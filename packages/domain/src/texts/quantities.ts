/**
 * The quantity refusals' Italian messages (their codes are in quantity/messages.ts).
 * docs/rules/quantities-and-prices.md gives the texts of errors.minAcq, the daily maximum and
 * the options selector verbatim.
 */

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
