/** The catalogue's refusals (docs/rules/catalog.md). */

export const CATALOG_MESSAGES = {
  categoryNotFound: 'La categoria richiesta non esiste.',
  productNotFound: 'Il prodotto richiesto non esiste.',
  blockNotFound: 'Il contenuto richiesto non esiste.',
  /** docs/rules/catalog.md Search: some words found nothing, the others did. */
  searchRelaxed: (dropped: string, kept: string) =>
    `Nessun risultato per "${dropped}": ecco i risultati per "${kept}"`,
  searchSuggestion: (corrected: string) => `Forse cercavi "${corrected}"?`,
  /** The title of the page a shop's address does not know. */
  pageNotFound: (brand: string) => `Pagina non trovata | ${brand}`,
} as const;
