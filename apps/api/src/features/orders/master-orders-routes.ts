import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_ORDER_MESSAGES,
  MasterOrderListQuerySchema,
  MasterOrderListResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { contractSerializer } from '../../http/contract-serializer';
import { ok } from '../../http/envelope';
import type { OrdersDeps } from './deps';
import { listMasterOrders, type MasterListScope } from './master-orders';

const RESPONSE = envelopeSchema(MasterOrderListResponseSchema);

const COMMON =
  'data.data = { orders, page: { page, pageSize, totalItems, totalPages } }, newest first; each order is ' +
  'order/list’s row with person { userId, firstName, lastName } (whose order it is), shippingAddressId and warehouseId. ' +
  'The shop’s orders have no suborders: each order is its own single suborder (suborder id = order id, ' +
  'with the order’s warehouse and delivery date), so suborder_id_filter matches the order id, ' +
  'suborder_warehouseid_filter its warehouse, suborder_delivery_from/to_date_filter its delivery day (inclusive), ' +
  'and fetch_only_suborders_matching_filter changes nothing (an order whose suborder does not match is left out either way). ' +
  'order_id_filter; order_from_date_filter / order_to_date_filter (YYYY-MM-DD, inclusive) by the day the order was placed (Europe/Rome); ' +
  'shipping_address_id_filter the addressId the order goes to. page ≥ 1 (default 1; 0 is refused); page_size default 12, clamped to 1..100; ' +
  'show_pending, fetch_detail and show_replaced as order/list. An inverted range is refused with 400 naming ' +
  'order_to_date_filter or suborder_delivery_to_date_filter. ' +
  `Refusal (status 1): order.not_master '${MASTER_ORDER_MESSAGES.notMaster}' for an account that is not a master (user types 1 and 2).`;

const ROUTES: { url: string; scope: MasterListScope; summary: string }[] = [
  {
    url: '/ebsn/api/order/list-for-all-person-orders',
    scope: 'persons',
    summary:
      'A master account’s orders and those of every person it manages (docs/rules/orders.md)',
  },
  {
    url: '/ebsn/api/order/list-for-all-user-shipping-addresses',
    scope: 'addresses',
    summary:
      'A master account’s own orders across all its shipping addresses (docs/rules/orders.md)',
  },
];

/** docs/rules/orders.md Orders: the master accounts' lists; in the shopper scope. */
export const masterOrderRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  const serializerCompiler = contractSerializer(RESPONSE, app.config.NODE_ENV !== 'production');
  for (const { url, scope, summary } of ROUTES)
    app.get(
      url,
      {
        schema: {
          tags: ['orders'],
          summary,
          description: COMMON,
          querystring: MasterOrderListQuerySchema,
          response: { 200: RESPONSE },
        },
        serializerCompiler,
      },
      async (request) =>
        ok({
          data: await listMasterOrders(deps.db, request.shopper.user, scope, request.query),
        }),
    );
};
