import { z } from 'zod';
import { QueryIdSchema } from './ids';
import { HANDOVERS } from '../delivery/handover';
import { CartTimeslotSchema } from './delivery';
import { CartQuerySchema } from './cart';

/*
 * docs/rules/checkout-and-payment.md Checkout: prepare (locks the cart), buy, prebilled-amount,
 * packaging-type/list, payment-type/list-auth, delivery-fee/view; plus the
 * brand's payment types (payment-type/list: ours, designed in the style of
 * the others) and the order summary the result pages show. Money in euros with
 * two decimals on the wire.
 */

export const CHECKOUT_REFUSAL_CODES = [
  'checkout.terms_required',
  'checkout.empty_cart',
  'checkout.not_prepared',
  'checkout.cart_changed',
  'checkout.invoice_data_missing',
  'checkout.payment_type_not_offered',
  'checkout.payment_auth_not_found',
  'cart.availability',
  'order.not_found',
  'order.not_payable',
] as const;
export type CheckoutRefusalCode = (typeof CHECKOUT_REFUSAL_CODES)[number];

// ── Payment types ────────────────────────────────────────────────────────────

export const PaymentTypeSchema = z.object({
  paymentTypeId: z.number().int(),
  /** 'Carta di credito', 'PayPal', 'Pagamento alla consegna' … */
  name: z.string(),
  descr: z.string(),
  /** The shopper's browser goes to the gateway's page to pay (card, PayPal). */
  needsRedirect: z.boolean(),
  /** A card reserves the pre-authorised amount (docs/rules/checkout-and-payment.md). */
  preAuthorises: z.boolean(),
  /** Saved cards can pay (payment-type/list-auth). */
  acceptsSavedAuth: z.boolean(),
});
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

export const PaymentTypeListResponseSchema = z.object({
  paymentTypes: z.array(PaymentTypeSchema),
});
export type PaymentTypeListResponse = z.infer<typeof PaymentTypeListResponseSchema>;

export const PaymentTypeQuerySchema = z.object({ payment_type_id: QueryIdSchema });

export const PaymentAuthSchema = z.object({
  userPaymentAuthId: z.number().int(),
  paymentTypeId: z.number().int(),
  /** 'VISA', 'MASTERCARD' … */
  cardBrand: z.string(),
  /** '•••• 4242'. */
  creditCard: z.string(),
  /** 'MM/AA'. */
  expireDate: z.string(),
});
export type PaymentAuth = z.infer<typeof PaymentAuthSchema>;

export const PaymentAuthListResponseSchema = z.object({ auths: z.array(PaymentAuthSchema) });
export type PaymentAuthListResponse = z.infer<typeof PaymentAuthListResponseSchema>;

// ── Amounts ──────────────────────────────────────────────────────────────────

export const PrebilledAmountQuerySchema = z.object({
  payment_type_id: QueryIdSchema,
  /** An order waiting for payment; without it, the shopper's cart. */
  order_id: QueryIdSchema.optional(),
});

export const PrebilledAmountResponseSchema = z.object({
  /** Euros reserved on the card. */
  prebilledAmount: z.number(),
  packagedTotal: z.number(),
  variableWeightTotal: z.number(),
  marginPercent: z.number(),
});
export type PrebilledAmountResponse = z.infer<typeof PrebilledAmountResponseSchema>;

export const PackagingTypeSchema = z.object({
  packagingTypeId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  descr: z.string(),
  /** Euros per package in the cart's warehouse. */
  price: z.number(),
  itemsPerPackage: z.number().int(),
  mediaURL: z.string(),
  /** The one the cart uses now. */
  selected: z.boolean(),
});
export type PackagingType = z.infer<typeof PackagingTypeSchema>;

export const PackagingTypeListResponseSchema = z.object({ products: z.array(PackagingTypeSchema) });
export type PackagingTypeListResponse = z.infer<typeof PackagingTypeListResponseSchema>;

export const DeliveryFeeResponseSchema = z.object({
  /** Euros for the cart's slot; 0 for free delivery or pickup. */
  deliveryFee: z.number(),
  /** The slot the fee is for; null before one is chosen. */
  timeslot: CartTimeslotSchema.nullable(),
});
export type DeliveryFeeResponse = z.infer<typeof DeliveryFeeResponseSchema>;

// ── Buying ───────────────────────────────────────────────────────────────────

/** payment_data (JSON text, docs/rules/checkout-and-payment.md): what the payment step adds. */
export const PaymentDataSchema = z
  .object({
    /** Keep the card for later payments (a token at the gateway). */
    save_card: z.boolean().optional(),
  })
  .strict();
export type PaymentData = z.infer<typeof PaymentDataSchema>;

const PaymentDataTextSchema = z
  .string()
  .max(2000)
  .optional()
  .transform((text, ctx): PaymentData => {
    if (text === undefined || text.trim() === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'payment_data must be JSON' });
      return z.NEVER;
    }
    const result = PaymentDataSchema.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid' });
      return z.NEVER;
    }
    return result.data;
  });

/** POST checkout/buy (query, docs/rules/checkout-and-payment.md) and, with order_id, order/modify-payment-type. */
export const BuyQuerySchema = z.object({
  payment_type_id: QueryIdSchema,
  user_payment_auth_id: QueryIdSchema.optional(),
  payment_data: PaymentDataTextSchema,
});
export type BuyQuery = z.input<typeof BuyQuerySchema>;

export const ModifyPaymentTypeQuerySchema = BuyQuerySchema.extend({ order_id: QueryIdSchema });
export type ModifyPaymentTypeQuery = z.input<typeof ModifyPaymentTypeQuerySchema>;

export const OrderIdQuerySchema = z.object({ order_id: QueryIdSchema });

/** order/modify and order/modify-cancel: the order, and how the cart they answer comes (show_sectors). */
export const OrderEditQuerySchema = OrderIdQuerySchema.extend(CartQuerySchema.shape);

/** How an order's payment stands, for the result pages. */
export const PaymentStateSchema = z.enum([
  /** Payment on delivery, deferred, summary invoice: nothing to do online. */
  'offline',
  /** Waiting for the shopper at the gateway, or for the gateway's answer (3-D Secure, pending). */
  'pending',
  /** The card reserved the amount: it is charged on delivery. */
  'authorized',
  /** Charged. */
  'paid',
  /** Refused: the order waits for another payment. */
  'failed',
  /** The order was cancelled. */
  'cancelled',
]);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** What the result pages and the payment step show of an order. */
export const OrderSummarySchema = z.object({
  orderId: z.number().int(),
  orderStatusId: z.number().int(),
  orderStatusDescr: z.string(),
  paymentTypeId: z.number().int(),
  paymentTypeDescr: z.string(),
  paymentState: PaymentStateSchema,
  /** The gateway's reason for the last refusal, in Italian; null otherwise. */
  paymentError: z.string().nullable(),
  deliveryServiceId: z.number().int(),
  /** Brought home, collected at a store counter or at a locker (handoverOf). */
  handover: z.enum(HANDOVERS),
  /** 'Via Indipendenza 12, Bologna' or the store's name. */
  deliveryAddressDescr: z.string(),
  /** YYYY-MM-DD, 'HH:MM'. */
  deliveryDate: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  totalItems: z.number().int(),
  /** Euros. */
  totalPrice: z.number(),
  prebilledAmount: z.number(),
  /** ISO 8601: an order waiting for payment is cancelled at this moment; null otherwise. */
  payBy: z.string().nullable(),
  /** The payment step can be opened again (order/payment, modify-payment-type). */
  isPayable: z.boolean(),
  /** The shopper asked for an invoice ('Desidero la fattura'): issued on delivery. */
  invoiceRequested: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** data of checkout/buy, order/payment and order/modify-payment-type. */
export const BuyResponseSchema = z.object({
  order: OrderSummarySchema,
  /** Where the browser goes to pay (the gateway's page); null when nothing is paid online. */
  paymentUrl: z.string().nullable(),
});
export type BuyResponse = z.infer<typeof BuyResponseSchema>;
