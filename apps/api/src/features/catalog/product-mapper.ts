import { centsToEuros, type Product, type ProductClass } from '@spesa/domain';
import { packshotUrl } from '@spesa/domain/api/pictures';
import type { ListedProductRow } from './product-repo';

/** A product as the API shows it (docs/rules/catalog.md Product), priced by its warehouse. */
export function toProduct(row: ListedProductRow, classes: Map<number, ProductClass>): Product {
  return {
    productId: row.productId,
    wpId: row.wpId,
    slug: row.slug,
    name: row.name,
    shortDescr: row.shortDescr,
    description: row.description,
    mediaURL: packshotUrl(row.productId),
    available: row.available,
    minAcq: row.minAcq,
    maxAcq: row.maxAcq,
    vendor: { vendorId: row.vendorId, name: row.vendorName },
    brand: row.vendorName,
    isNew: row.isNew,
    highlight: row.highlight,
    productClasses: row.productClassIds.flatMap((id) => {
      const known = classes.get(id);
      return known ? [known] : [];
    }),
    deliveryWarehouse: { warehouseId: row.warehouseId },
    selectOptions: row.selectOptions,
    warehousePromo: row.promo,
    priceDisplay: centsToEuros(row.priceCents),
    priceStandardDisplay:
      row.priceStandardCents === null ? null : centsToEuros(row.priceStandardCents),
    weightUnitDisplay: row.weightUnitDisplay,
    productInfos: row.productInfos,
    ean: row.ean,
    categoryId: row.categoryId,
    ingredients: row.ingredients,
    allergens: row.allergens,
    nutrition: row.nutrition,
    features: row.features,
  };
}
