import {
  MASTER_ORDER_MESSAGES,
  isMasterAccount,
  type MasterOrderListParams,
  type MasterOrderListResponse,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import type { UserRow } from '../users';
import { listOrderPage, whereOf } from './repo/list';
import { orderListItemJson, orderProductCount, shownItems } from './views/order-json';

/**
 * Whose orders a master's list shows: 'persons' (list-for-all-person-orders)
 * the master's own and those of every person it manages; 'addresses'
 * (list-for-all-user-shipping-addresses) the master's own, across all its
 * shipping addresses.
 */
export type MasterListScope = 'persons' | 'addresses';

/**
 * A master account's orders list (docs/rules/orders.md, Orders), newest first, with
 * whose each order is. The owners are in the SQL's WHERE clause; a user who
 * is not a master (type 3) is refused.
 */
export async function listMasterOrders(
  db: Db,
  user: UserRow,
  scope: MasterListScope,
  query: MasterOrderListParams,
): Promise<MasterOrderListResponse['data']> {
  if (!isMasterAccount({ userType: { userTypeId: user.userTypeId } }))
    throw refusal('order.not_master', MASTER_ORDER_MESSAGES.notMaster);
  const { page, page_size: pageSize } = query;
  const { rows, total } = await listOrderPage(
    db,
    whereOf({
      userId: user.userId,
      managedAt: scope === 'persons' ? user.brandId : undefined,
      showPending: query.show_pending,
      fromDate: query.order_from_date_filter,
      toDate: query.order_to_date_filter,
      // Each order is its own single suborder: the suborder's id is the order's.
      orderIds: [query.order_id_filter, query.suborder_id_filter].filter((id) => id !== undefined),
      warehouseId: query.suborder_warehouseid_filter,
      fromDeliveryDate: query.suborder_delivery_from_date_filter,
      toDeliveryDate: query.suborder_delivery_to_date_filter,
      shippingAddressId: query.shipping_address_id_filter,
    }),
    { offset: (page - 1) * pageSize, limit: pageSize },
    { withItems: query.fetch_detail, withOwner: true },
  );
  return {
    orders: rows.map((order) => ({
      ...orderListItemJson(
        order,
        order.latest,
        orderProductCount(order.countedItems),
        order.items && shownItems(order.items, query.show_replaced),
      ),
      person: {
        userId: order.userId,
        firstName: order.owner?.firstName ?? '',
        lastName: order.owner?.lastName ?? '',
      },
      shippingAddressId: order.shippingAddress.addressId,
      warehouseId: order.warehouseId,
    })),
    page: { page, pageSize, totalItems: total, totalPages: Math.ceil(total / pageSize) },
  };
}
