import type { ReactNode } from 'react';
import type { PagePrefetch } from '../../../lib/navigation';
import { departmentsQueryOptions, shelfQueryOptions } from '../api/home-api';
import { DepartmentTiles } from './department-tiles';
import { ProductShelf } from './product-shelf';

/**
 * The part of the home's server render that is this chunk's: what every visitor
 * sees, and a logged-in shopper's preferred row.
 */
export const prefetchShopWindow: PagePrefetch = async ({ queryClient, viewer }) => {
  const { warehouseId, userId } = viewer;
  await Promise.allSettled([
    queryClient.ensureQueryData(departmentsQueryOptions()),
    queryClient.ensureQueryData(shelfQueryOptions('promo', warehouseId, null)),
    queryClient.ensureQueryData(shelfQueryOptions('new', warehouseId, null)),
    ...(userId === null
      ? []
      : [queryClient.ensureQueryData(shelfQueryOptions('preferred', warehouseId, userId))]),
  ]);
};

/**
 * The home's rows and departments, the brand's slides after the first row (the
 * offers come first on a phone's first screen): a chunk of its own (the product card and its
 * price block), so that the first route stays within its budget; the server
 * renders it in place and the client hydrates it once loaded.
 */
export default function ShopWindow({ banner }: { banner?: ReactNode }) {
  return (
    <>
      <ProductShelf shelf="promo" />
      {banner}
      <DepartmentTiles />
      <ProductShelf shelf="new" />
      <ProductShelf shelf="preferred" />
    </>
  );
}
