import type { ProductClassKey } from './types';

/** Classes with rules of their own; maxQuantity is per order, null when unlimited. */
export const PRODUCT_CLASSES: Record<
  ProductClassKey,
  { productClassId: number; name: string; maxQuantity: number | null }
> = {
  alcolici: { productClassId: 1, name: 'Alcolici', maxQuantity: 24 },
  surgelati: { productClassId: 2, name: 'Surgelati', maxQuantity: null },
  // Infant formula: Italian law forbids promotions on it and shops cap the quantity.
  'latte-infanzia': { productClassId: 3, name: 'Latte per l’infanzia', maxQuantity: 12 },
};
