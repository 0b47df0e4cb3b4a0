/**
 * Warehouse 89 is the default of docs/rules/README.md Constants; the other two price and stock a few
 * products differently, so the per-warehouse rules have something to show.
 */
export const WAREHOUSES = [
  { warehouseId: 89, name: 'Magazzino Bologna Roveri' },
  { warehouseId: 91, name: 'Magazzino Modena Torrazzi' },
  { warehouseId: 93, name: 'Magazzino Rimini Celle' },
] as const;

export const DEFAULT_WAREHOUSE_ID = 89;
