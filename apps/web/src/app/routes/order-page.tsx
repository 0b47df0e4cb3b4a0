import { useCategoryTree } from '../../features/catalog';
import { OrderRoute } from '../../features/orders';

/**
 * /profile/orders/:orderId: the order with its sectors named from the
 * catalogue's top-level departments (an order line's sectorId is one).
 */
export function OrderPage() {
  const tree = useCategoryTree();
  const names = new Map((tree.data ?? []).map((category) => [category.categoryId, category.name]));
  return <OrderRoute sectorName={(sectorId) => names.get(sectorId)} />;
}
