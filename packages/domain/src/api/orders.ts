import { z } from 'zod';
import { OrderSummarySchema } from './checkout';

/*
 * SPEC §7 Orders: order/view answers data.data, the order. Money in euros,
 * quantities in the selling unit, as the cart shows them.
 */

export const OrderItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  /** The product as it was sold: name, shortDescr, mediaURL, slug … */
  product: z.record(z.string(), z.unknown()),
  quantity: z.number(),
  quantityDisplay: z.string(),
  weight: z.number().nullable(),
  /** Weighed at preparation: its price is an estimate until then. */
  variableWeight: z.boolean(),
  grossTotal: z.number(),
  acceptAlternatives: z.boolean(),
  notes: z.string(),
  sectorId: z.number().int().nullable(),
  deliveredQuantity: z.number().nullable(),
  deliveredWeight: z.number().nullable(),
  finalGrossTotal: z.number().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderTransactionSchema = z.object({
  orderTransactionId: z.number().int(),
  /** ISO 8601. */
  addDate: z.string(),
  transactionStatusId: z.number().int(),
  paymentTypeId: z.number().int(),
  authorizedAmount: z.number(),
  capturedAmount: z.number(),
  refundedAmount: z.number(),
  /** 'VISA •••• 4242'; null for PayPal and payments not made by card. */
  cardDescr: z.string().nullable(),
});

export const OrderSchema = OrderSummarySchema.extend({
  /** ISO 8601. */
  addDate: z.string(),
  shippingAddress: z.object({
    addressId: z.number().int(),
    addressTypeId: z.number().int(),
    addressName: z.string(),
    address1: z.string(),
    addressNumber: z.string().nullable(),
    postalcode: z.string().nullable(),
    city: z.string(),
    province: z.string().nullable(),
  }),
  items: z.array(OrderItemSchema),
  orderPackages: z.array(
    z.object({
      orderPackageId: z.number().int(),
      descr: z.string(),
      quantity: z.number().int(),
      cost: z.number(),
      totalPrice: z.number(),
    }),
  ),
  orderAdjustments: z.array(
    z.object({ code: z.string(), description: z.string(), amount: z.number() }),
  ),
  grossTotal: z.number(),
  giftTotal: z.number(),
  packageTotal: z.number(),
  deliveryFee: z.number(),
  /** order_comment, need_invoice (SPEC §3 cartInfos). */
  cartInfos: z.record(z.string(), z.string()),
  loyaltyPoints: z.number().int(),
  transactions: z.array(OrderTransactionSchema),
  statusHistory: z.array(z.object({ orderStatusId: z.number().int(), at: z.string() })),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderViewResponseSchema = z.object({ data: OrderSchema });
export type OrderViewResponse = z.infer<typeof OrderViewResponseSchema>;
