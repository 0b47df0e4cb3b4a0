/** The catalogue's refusals (docs/rules/catalog.md). */

export const CATALOG_MESSAGES = {
  categoryNotFound: 'La categoria richiesta non esiste.',
  productNotFound: 'Il prodotto richiesto non esiste.',
  blockNotFound: 'Il contenuto richiesto non esiste.',
} as const;
