import type { PackagingType } from '@spesa/domain';
import type { CartDeps } from '../deps';
import { productsIn } from '../repo/catalogue';
import type { CartRow } from '../repo/carts';
import { listPackagingTypeRows } from '../repo/packaging';

/**
 * The packaging a shopper may choose at checkout (docs/rules/cart.md packaging-type/list),
 * priced by the cart's warehouse; one the warehouse does not sell is left out.
 * The chosen one is the cart's packaging_type_id, else the default.
 */
export async function packagingChoices(
  { db, catalog }: CartDeps,
  cart: Pick<CartRow, 'warehouseId' | 'brandId' | 'cartInfos'>,
): Promise<PackagingType[]> {
  const rows = await listPackagingTypeRows(db, cart.brandId);
  const products = await productsIn(
    catalog,
    cart,
    rows.map((r) => r.productId),
  );
  const chosen = Number(cart.cartInfos.packaging_type_id ?? NaN);
  const selectedId = rows.some((r) => r.packagingTypeId === chosen)
    ? chosen
    : rows.find((r) => r.isDefault)?.packagingTypeId;
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product
      ? [
          {
            packagingTypeId: row.packagingTypeId,
            productId: row.productId,
            name: product.name,
            descr: product.shortDescr,
            price: product.priceDisplay,
            itemsPerPackage: row.itemsPerPackage,
            mediaURL: product.mediaURL,
            selected: row.packagingTypeId === selectedId,
          },
        ]
      : [];
  });
}
