import type { PagePrefetch } from '../../../lib/navigation';
import { departmentsQueryOptions, shelfQueryOptions } from '../api/home-api';
import { DepartmentTiles } from './department-tiles';
import { ProductShelf } from './product-shelf';

/** The part of the home's server render that is this chunk's: what every visitor sees. */
export const prefetchShopWindow: PagePrefetch = async ({ queryClient, warehouseId }) => {
  await Promise.allSettled([
    queryClient.ensureQueryData(departmentsQueryOptions()),
    queryClient.ensureQueryData(shelfQueryOptions('promo', warehouseId, null)),
    queryClient.ensureQueryData(shelfQueryOptions('new', warehouseId, null)),
  ]);
};

/**
 * The home's rows and departments: a chunk of its own (the product card and its
 * price block), so that the first route stays within its budget; the server
 * renders it in place and the client hydrates it once loaded.
 */
export default function ShopWindow() {
  return (
    <>
      <ProductShelf shelf="promo" />
      <DepartmentTiles />
      <ProductShelf shelf="new" />
      <ProductShelf shelf="preferred" />
    </>
  );
}
