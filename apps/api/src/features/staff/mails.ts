import {
  DELIVERY_MAIL_MESSAGES as T,
  MAIL_MESSAGES,
  ORDER_MOVED_MAIL_MESSAGES as MOVED,
  formatEuro,
  handoverLabel,
  placeLine,
  type CapturePlan,
  orderPagePath,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { findMailRecipient } from './repo';
import { html } from '../../lib/html';
import {
  buttonHtml,
  enqueueMail,
  formatDay,
  formatSlot,
  layoutHtml,
  mailBrandOf,
  textFooter,
  type MailBrand,
} from '../mail';
import type { OrdersDeps } from '../orders';
import { queueOrderPush, type OrderPushEvent } from '../push';
import type { OrderRow } from './board-repo';

export const ORDER_OUT_FOR_DELIVERY_KIND = 'order.out-for-delivery';
export const ORDER_DELIVERED_KIND = 'order.delivered';
export const ORDER_READY_FOR_PICKUP_KIND = 'order.ready-for-pickup';
export const ORDER_MOVED_KIND = 'order.moved';

interface Rendered {
  subject: string;
  text: string;
  html: string;
}

function render(
  brand: MailBrand,
  orderId: number,
  firstName: string,
  subject: string,
  lines: string[],
): Rendered {
  const url = `${brand.origin}${orderPagePath(orderId)}`;
  const greeting = MAIL_MESSAGES.greeting(firstName);
  const text = [
    greeting,
    ...lines,
    '',
    `${MAIL_MESSAGES.seeOrder}: ${url}`,
    '',
    textFooter(brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">${greeting}</p>
    ${lines.map((line) => html`<p style="margin:0 0 16px;">${line}</p>`)}
    ${buttonHtml(brand, url, MAIL_MESSAGES.seeOrderNumber(orderId))}`;
  return {
    subject: MAIL_MESSAGES.withBrand(subject, brand.name),
    text,
    html: layoutHtml(brand, subject, body),
  };
}

export type DeliveryMail =
  | { kind: typeof ORDER_OUT_FOR_DELIVERY_KIND }
  | {
      kind: typeof ORDER_MOVED_KIND;
      /** The slot the order was for, and the one it is for now: 'sabato 14 giugno 2025, dalle 10:00 alle 12:00'. */
      before: string;
      after: string;
      /** Why, as the manager wrote it (the day's closing). */
      reason: string | null;
    }
  | { kind: typeof ORDER_READY_FOR_PICKUP_KIND }
  | {
      kind: typeof ORDER_DELIVERED_KIND;
      partially: boolean;
      finalCents: number;
      /** What the goods came to above the card's reservation, not charged (decision 027). */
      waivedCents: number;
      /** What the card is charged and what of its reservation is released; null when paid on delivery. */
      card: CapturePlan | null;
      /** The picker's substitutes, by product name. */
      substitutions: { original: string; substitute: string }[];
    };

/** What the delivered mail says of the money: one sentence per fact, none that is not so. */
function deliveredMoneyLines(mail: Extract<DeliveryMail, { kind: typeof ORDER_DELIVERED_KIND }>) {
  return [
    ...mail.substitutions.map(({ original, substitute }) => T.substituted(original, substitute)),
    T.finalAmount(formatEuro(mail.finalCents)),
    ...(mail.waivedCents > 0 ? [T.waived(formatEuro(mail.waivedCents))] : []),
    mail.card === null
      ? T.payOnDelivery
      : mail.card.releasedCents > 0
        ? T.captureAndRelease(
            formatEuro(mail.card.captureCents),
            formatEuro(mail.card.releasedCents),
          )
        : T.captureAll(formatEuro(mail.card.captureCents)),
  ];
}

/** What each mail says: its subject and the lines after the greeting. */
function contentOf(order: OrderRow, mail: DeliveryMail): { subject: string; lines: string[] } {
  const n = order.orderId;
  // Where the order is handed over: a locker pickup reads as one, not as the store's counter.
  const place = `${handoverLabel(order.shippingAddress.addressTypeId, order.deliveryServiceId)}: ${placeLine(order.shippingAddress)}.`;
  switch (mail.kind) {
    case ORDER_OUT_FOR_DELIVERY_KIND:
      return { subject: T.outSubject(n), lines: [T.out(n, order.beginTime, order.endTime)] };
    case ORDER_READY_FOR_PICKUP_KIND:
      return {
        subject: T.readySubject(n),
        lines: [
          T.ready(n),
          place,
          T.expecting(formatDay(order.deliveryDate), formatSlot(order.beginTime, order.endTime)),
        ],
      };
    case ORDER_MOVED_KIND:
      return {
        subject: MOVED.subject(n),
        lines: [
          MOVED.moved(n, mail.before, mail.after),
          ...(mail.reason ? [MOVED.why(mail.reason)] : []),
          MOVED.nothingElse,
        ],
      };
    case ORDER_DELIVERED_KIND:
      return {
        subject: T.deliveredSubject(n, mail.partially),
        lines: [T.delivered(n, mail.partially), place, ...deliveredMoneyLines(mail)],
      };
  }
}

/** The push that goes with each mail, to the shopper's devices (decision 035). */
const pushEventOf = (mail: DeliveryMail): OrderPushEvent =>
  mail.kind === ORDER_DELIVERED_KIND
    ? { kind: 'order.delivered', partially: mail.partially, finalCents: mail.finalCents }
    : { kind: mail.kind };

/**
 * The shopper hears when a pickup order is ready (issue 32), when a home
 * delivery leaves and when it arrives with its final amount (issue 16),
 * queued in the transaction of the status change.
 */
export async function queueDeliveryMail(
  tx: Db,
  deps: OrdersDeps,
  order: OrderRow,
  mail: DeliveryMail,
): Promise<void> {
  await queueOrderPush(tx, order, pushEventOf(mail));
  const brandRow = deps.brands.get(order.brandId);
  const shopper = await findMailRecipient(tx, order.userId);
  if (!brandRow || !shopper) return;
  const brand = mailBrandOf(brandRow, deps.brands.originOf(brandRow));
  const { subject, lines } = contentOf(order, mail);
  const rendered = render(brand, order.orderId, shopper.firstName, subject, lines);
  await enqueueMail(tx, deps, {
    brandId: order.brandId,
    kind: mail.kind,
    to: shopper.email,
    ...rendered,
  });
}
