import { useCategoryTree } from '../../features/catalog';
import { StaffOrderRoute } from '../../features/admin';

/** /admin/ordini/:orderId: the picking list's sectors named from the catalogue's departments. */
export function AdminOrderPage() {
  const tree = useCategoryTree();
  const names = new Map((tree.data ?? []).map((category) => [category.categoryId, category.name]));
  return <StaffOrderRoute sectorName={(sectorId) => names.get(sectorId)} />;
}
