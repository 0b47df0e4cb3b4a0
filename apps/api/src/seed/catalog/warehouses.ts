/**
 * The delivery network's warehouses, Mercatò's price lists too. Warehouse 89 is the default of
 * docs/rules/README.md Constants; the other two price and stock a few products differently, so
 * the per-warehouse rules have something to show.
 */
export const WAREHOUSES = [
  { warehouseId: 89, name: 'Magazzino Bologna Roveri' },
  { warehouseId: 91, name: 'Magazzino Modena Torrazzi' },
  { warehouseId: 93, name: 'Magazzino Rimini Celle' },
] as const;

export const DEFAULT_WAREHOUSE_ID = 89;

/**
 * Freschissimo's own warehouses at the network's sites (decision 044): its prices, offers and
 * assortment, for the stores and zones of the network warehouse it stands for.
 */
export const BRAND_WAREHOUSES = [
  { warehouseId: 189, name: 'Freschissimo Bologna Roveri', brandId: 'fresco', networkId: 89 },
  { warehouseId: 191, name: 'Freschissimo Modena Torrazzi', brandId: 'fresco', networkId: 91 },
  { warehouseId: 193, name: 'Freschissimo Rimini Celle', brandId: 'fresco', networkId: 93 },
] as const;

/** A brand's config.ownWarehouses: its warehouse for each network warehouse. */
export const ownWarehousesOf = (brandId: string): Record<string, number> =>
  Object.fromEntries(
    BRAND_WAREHOUSES.filter((w) => w.brandId === brandId).map((w) => [
      String(w.networkId),
      w.warehouseId,
    ]),
  );
