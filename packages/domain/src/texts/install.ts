/**
 * The web app manifest's words (issue 35): the shortcuts a phone lists on the
 * installed shop's icon, and the description of a brand that has none of its own.
 */
export const APP_MANIFEST_TEXTS = {
  description: (brandName: string) => `La spesa online di ${brandName}, a portata di mano.`,
  searchName: 'Cerca',
  searchDescription: 'Cerca un prodotto',
  cartName: 'Carrello',
  cartDescription: 'Il carrello e il riepilogo della spesa',
  ordersName: 'I miei ordini',
  ordersDescription: 'I tuoi ordini e il loro stato',
} as const;
