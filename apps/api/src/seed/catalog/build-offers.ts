import { formatEuro, type WarehousePromo } from '@spesa/domain';
import type { warehouseProducts } from '../../db/schema';
import { shelfCents, type BuiltProduct } from './build-products';
import type { Random } from './random';
import { BRAND_WAREHOUSES, DEFAULT_WAREHOUSE_ID, WAREHOUSES } from './warehouses';

export type OfferRow = typeof warehouseProducts.$inferInsert;

const FOOTERS = [
  'Offerta valida fino a esaurimento scorte',
  'Solo online',
  'Offerta del volantino',
];
const PERCENTS = [10, 15, 20, 20, 25, 30, 30, 40, 50];

function promotion(
  product: BuiltProduct,
  standardCents: number,
  random: Random,
): Pick<OfferRow, 'priceCents' | 'priceStandardCents' | 'promo'> {
  const footer = random.pick(FOOTERS);
  const roll = random.next();
  if (roll < 0.2 && product.sale === 'pezzo') {
    const promo: WarehousePromo = {
      promoType: 'bundle',
      view: { cssClass: 'promo-bundle', header: '3x2', body: 'Prendi 3, paghi 2', footer },
    };
    // The unit price does not change: the third piece is free at the till.
    return { priceCents: standardCents, priceStandardCents: null, promo };
  }
  if (roll < 0.45) {
    const priceCents = Math.min(standardCents - 1, shelfCents((standardCents * 0.85) / 100));
    const promo: WarehousePromo = {
      promoType: 'special_price',
      view: {
        cssClass: 'promo-special',
        header: 'Prezzo speciale',
        body: `Risparmi ${formatEuro(standardCents - priceCents)}`,
        footer,
      },
    };
    return { priceCents, priceStandardCents: standardCents, promo };
  }
  const percent = random.pick(PERCENTS);
  const priceCents = Math.round((standardCents * (100 - percent)) / 100);
  const promo: WarehousePromo = {
    promoType: 'percent',
    view: { cssClass: 'promo-percent', header: `-${percent}%`, body: 'Sconto immediato', footer },
  };
  return { priceCents, priceStandardCents: standardCents, promo };
}

/**
 * Each warehouse sells most of the catalogue at its own prices: the default one
 * at the producers' prices, the others a few percent off either way, each with
 * its own promotions and a few products it does not stock.
 */
export function buildOffers(products: readonly BuiltProduct[], random: Random): OfferRow[] {
  const rows: OfferRow[] = [];
  for (const { warehouseId } of WAREHOUSES) {
    const isDefault = warehouseId === DEFAULT_WAREHOUSE_ID;
    for (const product of products) {
      if (!isDefault && !product.packaging && random.chance(0.05)) continue;
      const standardCents = isDefault
        ? product.basePriceCents
        : Math.max(9, shelfCents((product.basePriceCents * random.jitter(1.01, 0.05)) / 100));
      const onPromo = product.promotable && standardCents >= 50 && random.chance(0.12);
      rows.push({
        warehouseId,
        productId: product.row.productId,
        ...(onPromo
          ? promotion(product, standardCents, random)
          : { priceCents: standardCents, priceStandardCents: null, promo: null }),
        available: random.chance(0.02) ? 0 : random.int(5, 250),
      });
    }
  }
  return rows;
}

/**
 * A brand's own warehouses, each drawn from the network warehouse it stands for: the
 * same assortment less a few products and the other brands' private labels, about two
 * products in five priced a few percent apart, and promotions of its own. Called after
 * the network's offers with its own generator, so no row of theirs moves.
 */
export function buildBrandOffers(
  siteOffers: readonly OfferRow[],
  products: readonly BuiltProduct[],
  othersLabels: (brandId: string) => ReadonlySet<number>,
  random: Random,
): OfferRow[] {
  const byId = new Map(products.map((p) => [p.row.productId, p]));
  const rows: OfferRow[] = [];
  for (const { warehouseId, brandId, networkId } of BRAND_WAREHOUSES) {
    const excluded = othersLabels(brandId);
    for (const site of siteOffers) {
      const product = byId.get(site.productId);
      if (site.warehouseId !== networkId || !product) continue;
      if (product.row.vendorId !== undefined && excluded.has(product.row.vendorId)) continue;
      if (!product.packaging && random.chance(0.04)) continue;
      const siteStandard = site.priceStandardCents ?? site.priceCents;
      const standardCents = random.chance(0.4)
        ? Math.max(9, shelfCents((siteStandard * random.jitter(1, 0.08)) / 100))
        : siteStandard;
      const onPromo = product.promotable && standardCents >= 50 && random.chance(0.12);
      rows.push({
        warehouseId,
        productId: site.productId,
        ...(onPromo
          ? promotion(product, standardCents, random)
          : { priceCents: standardCents, priceStandardCents: null, promo: null }),
        available: random.chance(0.02) ? 0 : random.int(5, 250),
      });
    }
  }
  return rows;
}
