import { z } from 'zod';
import { QueryIdSchema } from './ids';
import { FlagSchema, IsoDateSchema } from './delivery';
import {
  OrderListItemSchema,
  OrderListPageSchema,
  OrderPageQueryShape,
  emptyAsUndefined,
} from './orders';
import { MASTER_ORDER_MESSAGES } from '../texts/orders';

/*
 * docs/rules/orders.md, Orders: a master account (user types 1 and 2) sees the orders
 * of the people and the shipping addresses it manages, through
 * order/list-for-all-person-orders and order/list-for-all-user-shipping-addresses.
 * The shop's orders have no suborders: each order is its own single suborder
 * (suborder id = order id, with the order's warehouse and delivery date).
 */

export const MASTER_ORDER_REFUSAL_CODES = ['order.not_master'] as const;
export type MasterOrderRefusalCode = (typeof MASTER_ORDER_REFUSAL_CODES)[number];

const optionalId = z.preprocess(emptyAsUndefined, QueryIdSchema.optional());
const optionalDay = z.preprocess(emptyAsUndefined, IsoDateSchema.optional());

/**
 * GET order/list-for-all-person-orders and order/list-for-all-user-shipping-addresses
 * (docs/rules/orders.md). page starts at 1 (0 is refused); page_size is clamped to 1..100
 * as order/list's; an inverted date range is refused naming its upper bound.
 */
export const MasterOrderListQuerySchema = z
  .object({
    ...OrderPageQueryShape,
    /**
     * Only the suborders the suborder filters match. Each order being its own
     * single suborder, an order whose suborder does not match is left out
     * either way: accepted, and changes nothing.
     */
    fetch_only_suborders_matching_filter: FlagSchema,
    /** Also the orders waiting for their payment (statuses 1 and 2); hidden by default. */
    show_pending: FlagSchema,
    /** With fetch_detail: also the lines replaced by a substitute at picking. */
    show_replaced: FlagSchema,
    order_id_filter: optionalId,
    /** By the day the order was placed (Europe/Rome), inclusive. */
    order_from_date_filter: optionalDay,
    order_to_date_filter: optionalDay,
    /** The suborder's id: the order's own. */
    suborder_id_filter: optionalId,
    /** The warehouse that prepares the (sub)order. */
    suborder_warehouseid_filter: optionalId,
    /** By the delivery day, inclusive. */
    suborder_delivery_from_date_filter: optionalDay,
    suborder_delivery_to_date_filter: optionalDay,
    /** The shipping address the order goes to (its addressId). */
    shipping_address_id_filter: optionalId,
  })
  .superRefine((q, ctx) => {
    const { order_from_date_filter: orderFrom, order_to_date_filter: orderTo } = q;
    if (orderFrom && orderTo && orderFrom > orderTo)
      ctx.addIssue({
        code: 'custom',
        path: ['order_to_date_filter'],
        message: MASTER_ORDER_MESSAGES.orderDateRange,
      });
    const deliveryFrom = q.suborder_delivery_from_date_filter;
    const deliveryTo = q.suborder_delivery_to_date_filter;
    if (deliveryFrom && deliveryTo && deliveryFrom > deliveryTo)
      ctx.addIssue({
        code: 'custom',
        path: ['suborder_delivery_to_date_filter'],
        message: MASTER_ORDER_MESSAGES.deliveryDateRange,
      });
  });
export type MasterOrderListQuery = z.input<typeof MasterOrderListQuerySchema>;
export type MasterOrderListParams = z.output<typeof MasterOrderListQuerySchema>;

/** A row of a master's lists: order/list's row, and whose order it is and where it goes. */
export const MasterOrderListItemSchema = OrderListItemSchema.extend({
  /** The person the order is of: the master itself or one it manages. */
  person: z.object({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  /** The shipping address the order goes to (shipping_address_id_filter). */
  shippingAddressId: z.number().int(),
  /** The warehouse that prepares it (suborder_warehouseid_filter). */
  warehouseId: z.number().int(),
});
export type MasterOrderListItem = z.infer<typeof MasterOrderListItemSchema>;

/** data of both calls: data.data = { orders, page }, newest first, as order/list. */
export const MasterOrderListResponseSchema = z.object({
  data: z.object({ orders: z.array(MasterOrderListItemSchema), page: OrderListPageSchema }),
});
export type MasterOrderListResponse = z.infer<typeof MasterOrderListResponseSchema>;
