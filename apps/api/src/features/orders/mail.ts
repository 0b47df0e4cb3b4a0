import { displayCity } from '@spesa/domain';
import type { Db } from '../../db/client';
import { findOrderWithRecipient } from './repo/orders';
import {
  ORDER_CANCELLED_KIND,
  ORDER_CANCELLED_UNPAID_KIND,
  ORDER_CONFIRMED_KIND,
  ORDER_MODIFIED_KIND,
  enqueueMail,
  mailBrandOf,
  orderCancelledMail,
  orderCancelledUnpaidMail,
  orderConfirmationMail,
  type OrderMailData,
} from '../mail';
import { queueOrderPush } from '../push';
import type { OrdersDeps } from './deps';
import { readOrderParts, type OrderRow } from './repo/orders';
import { ORDER_EDITED_NOTE } from './repo/replace';

/** The outbox kind of each order mail. */
export type OrderMailKind =
  typeof ORDER_CONFIRMED_KIND | typeof ORDER_CANCELLED_KIND | typeof ORDER_CANCELLED_UNPAID_KIND;

function placeLines({ shippingAddress: a }: OrderRow): string[] {
  const street = [a.address1, a.addressNumber].filter(Boolean).join(' ');
  const town =
    [a.postalcode, displayCity(a.city)].filter(Boolean).join(' ') +
    (a.province ? ` (${a.province})` : '');
  return [a.addressName, street, town].filter((line) => line.trim() !== '');
}

/**
 * Queues the order's mail in the caller's transaction: it commits with what it
 * tells. The confirmation of an order the shopper has changed says so
 * ('Ordine n. N modificato'), under a kind of its own.
 */
export async function queueOrderMail(
  tx: Db,
  deps: OrdersDeps,
  orderId: number,
  kind: OrderMailKind,
  /** A cancellation that came with the deletion of the shopper's account. */
  withAccount = false,
): Promise<void> {
  const row = await findOrderWithRecipient(tx, orderId);
  const brand = row && deps.brands.get(row.order.brandId);
  if (!row || !brand) return;
  const { order } = row;
  const mailBrand = mailBrandOf(brand, deps.brands.originOf(brand));
  const common = {
    brand: mailBrand,
    orderId,
    firstName: row.firstName,
    deliveryDate: order.deliveryDate,
    beginTime: order.beginTime,
    endTime: order.endTime,
    totalCents: order.totalCents,
  };
  if (kind !== ORDER_CONFIRMED_KIND) {
    const mail =
      kind === ORDER_CANCELLED_KIND
        ? orderCancelledMail({ ...common, paymentTypeId: order.paymentTypeId }, withAccount)
        : orderCancelledUnpaidMail(common);
    await enqueueMail(tx, deps, { brandId: brand.brandId, kind, to: row.email, ...mail });
    return;
  }
  const parts = await readOrderParts(tx, orderId);
  const data: OrderMailData = {
    ...common,
    deliveryServiceId: order.deliveryServiceId,
    addressTypeId: order.shippingAddress.addressTypeId,
    place: placeLines(order),
    lines: parts.items.map((i) => ({
      name: String(i.product.name ?? ''),
      quantity: i.quantityDisplay,
      totalCents: i.grossTotalCents,
      estimated: i.variableWeight,
    })),
    goodsCents: order.grossTotalCents,
    packaging:
      parts.packages.length > 0 && order.packageTotalCents > 0
        ? {
            name: parts.packages.map((p) => `${p.quantity} × ${p.descr}`).join(', '),
            totalCents: order.packageTotalCents,
          }
        : null,
    discounts: parts.adjustments.map((a) => ({
      label: `Codice sconto ${a.code}`,
      amountCents: a.amountCents,
    })),
    deliveryFeeCents: order.deliveryFeeCents,
    paymentTypeId: order.paymentTypeId,
    prebilledCents: order.prebilledCents,
    edited: parts.history.some((h) => h.note === ORDER_EDITED_NOTE),
  };
  // The shopper's devices hear of a new order; of their own edit, the mail is enough.
  if (!data.edited) await queueOrderPush(tx, order, { kind: 'order.confirmed' });
  const mail = orderConfirmationMail(data);
  await enqueueMail(tx, deps, {
    brandId: brand.brandId,
    kind: data.edited ? ORDER_MODIFIED_KIND : ORDER_CONFIRMED_KIND,
    to: row.email,
    ...mail,
  });
}
