import { formatEuro, handoverLabel, placeLine, type CapturePlan } from '@spesa/domain';
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
import type { OrderRow } from './board-repo';

export const ORDER_OUT_FOR_DELIVERY_KIND = 'order.out-for-delivery';
export const ORDER_DELIVERED_KIND = 'order.delivered';
export const ORDER_READY_FOR_PICKUP_KIND = 'order.ready-for-pickup';

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
  const url = `${brand.origin}/profile/orders/${orderId}`;
  const text = [
    `Ciao ${firstName},`,
    ...lines,
    '',
    `Vedi l’ordine: ${url}`,
    '',
    textFooter(brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">Ciao ${firstName},</p>
    ${lines.map((line) => html`<p style="margin:0 0 16px;">${line}</p>`)}
    ${buttonHtml(brand, url, `Vedi l’ordine n. ${orderId}`)}`;
  return { subject: `${subject} — ${brand.name}`, text, html: layoutHtml(brand, subject, body) };
}

export type DeliveryMail =
  | { kind: typeof ORDER_OUT_FOR_DELIVERY_KIND }
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
    ...mail.substitutions.map(
      ({ original, substitute }) =>
        `Al posto di ${original} ti abbiamo portato ${substitute}, a un prezzo pari o inferiore.`,
    ),
    `L’importo finale, calcolato sui pesi reali e sui prodotti consegnati, è ${formatEuro(mail.finalCents)}.`,
    ...(mail.waivedCents > 0
      ? [
          `I prodotti pesati superavano l’importo riservato sulla carta: i ${formatEuro(mail.waivedCents)} in più sono a carico nostro e non ti vengono addebitati.`,
        ]
      : []),
    mail.card === null
      ? 'Lo paghi alla consegna.'
      : mail.card.releasedCents > 0
        ? `Sulla carta addebitiamo ${formatEuro(mail.card.captureCents)}; i restanti ${formatEuro(mail.card.releasedCents)} riservati vengono rilasciati.`
        : `Sulla carta addebitiamo ${formatEuro(mail.card.captureCents)}, l’intero importo riservato.`,
  ];
}

/** What each mail says: its subject and the lines after the greeting. */
function contentOf(order: OrderRow, mail: DeliveryMail): { subject: string; lines: string[] } {
  const n = order.orderId;
  // Where the order is handed over: a locker pickup reads as one, not as the store's counter.
  const place = `${handoverLabel(order.shippingAddress.addressTypeId, order.deliveryServiceId)}: ${placeLine(order.shippingAddress)}.`;
  switch (mail.kind) {
    case ORDER_OUT_FOR_DELIVERY_KIND:
      return {
        subject: `Ordine n. ${n} in consegna`,
        lines: [
          `l’ordine n. ${n} è partito e arriva nella fascia ${order.beginTime}–${order.endTime}.`,
        ],
      };
    case ORDER_READY_FOR_PICKUP_KIND:
      return {
        subject: `Ordine n. ${n} pronto per il ritiro`,
        lines: [
          `l’ordine n. ${n} è pronto per il ritiro.`,
          place,
          `Ti aspettiamo ${formatDay(order.deliveryDate)}, ${formatSlot(order.beginTime, order.endTime)}.`,
        ],
      };
    case ORDER_DELIVERED_KIND:
      return {
        subject: `Ordine n. ${n} ${mail.partially ? 'consegnato parzialmente' : 'consegnato'}`,
        lines: [
          mail.partially
            ? `abbiamo consegnato l’ordine n. ${n}; alcuni prodotti mancavano e non ti sono addebitati.`
            : `abbiamo consegnato l’ordine n. ${n}.`,
          place,
          ...deliveredMoneyLines(mail),
        ],
      };
  }
}

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
