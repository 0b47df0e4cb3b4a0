import { z } from 'zod';
import { QueryIdSchema } from './ids';
import { HANDOVERS } from '../delivery/handover';

/**
 * The staff console's calls (/ebsn/api/staff/…, issue 16): not calls of the shop front,
 * ours, documented in the OpenAPI. Money in euros on the wire, as elsewhere.
 */

/** GET /ebsn/api/staff/me: the staff member signed in by SAML single sign-on. */
export const StaffMeSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: z.enum(['picker', 'manager']),
  storeId: z.number().int().nullable(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/**
 * GET /ebsn/api/saml/idp, before signing in: a production shop still trusting
 * the local development IdP tells its staff on the sign-in page.
 */
export const StaffIdpSchema = z.object({ devIdpInProduction: z.boolean() });
export type StaffIdp = z.infer<typeof StaffIdpSchema>;

/** How the order's payment stands for the store. */
export const StaffPaymentStateSchema = z.enum([
  /** Card or PayPal reserved at checkout, charged on delivery. */
  'authorized',
  /** Charged (captured) for the delivered goods. */
  'captured',
  /** Released without charge (cancelled, not collected). */
  'voided',
  /** Charged, then given back in full by the store's refund. */
  'refunded',
  /** Paid on delivery, still to collect. */
  'to_collect',
  /** Paid on delivery, collected. */
  'collected',
  /** Neither: the order waits for its payment, or the payment failed. */
  'none',
]);
export type StaffPaymentState = z.infer<typeof StaffPaymentStateSchema>;

export const BoardOrderSchema = z.object({
  orderId: z.number().int(),
  deliveryDate: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  orderStatusId: z.number().int(),
  orderStatusDescr: z.string(),
  /** 'Cliente anonimo' once the account was deleted. */
  customerName: z.string(),
  pickup: z.boolean(),
  /** Brought home, collected at the store counter or at a locker (handoverOf). */
  handover: z.enum(HANDOVERS),
  /** The address or the pickup point, on one line. */
  deliveryAddressDescr: z.string(),
  lines: z.number().int(),
  /** Estimated kg of the weighed lines (Sfuso, Peso) still to weigh. */
  weightToPick: z.number(),
  paymentTypeDescr: z.string(),
  paymentState: StaffPaymentStateSchema,
  totalPrice: z.number(),
  finalTotal: z.number().nullable(),
});
export type BoardOrder = z.infer<typeof BoardOrderSchema>;

/** GET /ebsn/api/staff/orders: the store's orders for today and tomorrow, by slot. */
export const BoardSchema = z.object({
  storeName: z.string().nullable(),
  dates: z.array(z.string()),
  orders: z.array(BoardOrderSchema),
});
export type Board = z.infer<typeof BoardSchema>;

export const PickLineSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  brand: z.string(),
  mediaURL: z.string(),
  sectorId: z.number().int().nullable(),
  quantity: z.number(),
  quantityDisplay: z.string(),
  /** Sfuso or Peso: weighed at picking. */
  variableWeight: z.boolean(),
  /** Estimated kg at checkout (weighed lines). */
  weight: z.number().nullable(),
  deliveredWeight: z.number().nullable(),
  missing: z.boolean(),
  acceptAlternatives: z.boolean(),
  notes: z.string(),
  /** Set on a substitute: the line it replaces. */
  replacesOrderItemId: z.number().int().nullable(),
  /** Set on a missing line a substitute took the place of. */
  substitutedBy: z.number().int().nullable(),
  grossTotal: z.number(),
  finalGrossTotal: z.number().nullable(),
});
export type PickLine = z.infer<typeof PickLineSchema>;

export const StaffStatusChangeSchema = z.object({
  orderStatusId: z.number().int(),
  orderStatusDescr: z.string(),
  at: z.string(),
  /** The staff member who made it; null for the shopper or the shop itself. */
  actor: z.string().nullable(),
  note: z.string().nullable(),
});

export const StaffMoneySchema = z.object({
  goods: z.number(),
  discount: z.number(),
  packages: z.number(),
  deliveryFee: z.number(),
  /** What the shopper pays for what is picked so far (final once delivered). */
  total: z.number(),
  /** What the card reserved at checkout (0 when not paid by card). */
  authorized: z.number(),
  captured: z.number(),
  /** What the goods came to above the card's reservation: waived, never charged (decision 027). */
  waived: z.number(),
});

/** An action the console offers for the order's status (the server checks again). */
export const StaffNextStatusSchema = z.object({
  orderStatusId: z.number().int(),
  label: z.string(),
});
export type StaffNextStatus = z.infer<typeof StaffNextStatusSchema>;

/** How to reach the customer at the door: from the order's address, as it was when placed. */
export const StaffContactSchema = z.object({
  /** The address's reference phone, else the account's; null when neither is known. */
  phone: z.string().nullable(),
  /** The home's doorbell, floor and lift: null for a pickup, or when the shopper left them out. */
  doorbellName: z.string().nullable(),
  floor: z.string().nullable(),
  /** null when unknown (orders placed before it was kept). */
  elevator: z.boolean().nullable(),
  addressNote: z.string().nullable(),
});
export type StaffContact = z.infer<typeof StaffContactSchema>;

/**
 * A card charge at delivery that did not go through (the gateway refused or
 * did not answer): a job tries it again with growing pauses, a bounded number
 * of times (docs/rules/orders.md Capture on delivery).
 */
export const StaffCaptureRetrySchema = z.object({
  /** retrying: waits for nextAttemptAt; running: being tried now; failed: the job gave up. */
  state: z.enum(['retrying', 'running', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why the last attempt failed: the gateway's refusal (not_found, gateway_error …); null before one. */
  lastError: z.string().nullable(),
});
export type StaffCaptureRetry = z.infer<typeof StaffCaptureRetrySchema>;

/** GET /ebsn/api/staff/order: the picking list (by sector) and the order's money. */
export const StaffOrderSchema = z.object({
  order: BoardOrderSchema,
  note: z.string(),
  contact: StaffContactSchema,
  /** The shopper asked for an invoice, made out to this name; null for a receipt. */
  invoice: z.object({ name: z.string() }).nullable(),
  /** The slot is today in Rome: handing the order over on another day asks first. */
  slotIsToday: z.boolean(),
  lines: z.array(PickLineSchema),
  /** The bags the order is packed in (docs/rules/cart.md orderPackages). */
  bags: z.array(z.object({ descr: z.string(), quantity: z.number().int(), total: z.number() })),
  history: z.array(StaffStatusChangeSchema),
  money: StaffMoneySchema,
  next: z.array(StaffNextStatusSchema),
  /** Lines may be weighed, marked missing or substituted (in preparation). */
  picking: z.boolean(),
  /** Delivered, but the card's capture failed: it can be tried again. */
  captureDue: z.boolean(),
  /** While captureDue: where its retries stand; null when nothing is due. */
  captureRetry: StaffCaptureRetrySchema.nullable(),
  /** Handed over and charged by card, not refunded yet (checkRefund): a manager may refund it. */
  refundable: z.boolean(),
  /** Ready or on its way (checkReopen): a manager may take it back to preparation. */
  reopenable: z.boolean(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

export const StaffOrderQuerySchema = z.object({ order_id: QueryIdSchema });

export const StaffStatusBodySchema = z.object({
  order_id: QueryIdSchema,
  status_id: QueryIdSchema,
});

export const StaffWeighBodySchema = z.object({
  order_id: QueryIdSchema,
  order_item_id: QueryIdSchema,
  /** kg; checked by checkDeliveredWeight, so 0, negative and NaN get an Italian message. */
  weight: z.coerce.number(),
  confirm: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});

export const StaffLineBodySchema = z.object({
  order_id: QueryIdSchema,
  order_item_id: QueryIdSchema,
});

export const StaffSubstituteBodySchema = z.object({
  order_id: QueryIdSchema,
  order_item_id: QueryIdSchema,
  product_id: QueryIdSchema,
});

/** GET /ebsn/api/staff/alternatives: similar products (same category) for a line. */
export const StaffAlternativeSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  weightUnitDisplay: z.string(),
  /** What the line will cost the shopper with it: its own price, at most the original line's. */
  charged: z.number(),
});
export type StaffAlternative = z.infer<typeof StaffAlternativeSchema>;
