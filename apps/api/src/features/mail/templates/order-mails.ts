import {
  MAIL_MESSAGES,
  ORDER_MAIL_MESSAGES as T,
  formatEuro,
  handoverLabel,
  isOnlineOrderPayment,
  orderPaymentTypeLabel,
  paymentOffer,
  type Cents,
  orderPagePath,
} from '@spesa/domain';
import { html, type SafeHtml } from '../../../lib/html';
import {
  FONT,
  buttonHtml,
  formatDay,
  formatDiscount,
  formatSlot,
  layoutHtml,
  textFooter,
  type MailBrand,
  type RenderedMail,
} from './layout';

export interface OrderMailLine {
  name: string;
  /** As the cart shows it: '2 pz', '800 g'. */
  quantity: string;
  totalCents: Cents;
  /** Weighed at picking: its amount is an estimate on the weight ordered. */
  estimated: boolean;
}

export interface OrderMailAdjustment {
  /** 'Codice sconto BENVENUTO', 'Buono regalo' … */
  label: string;
  /** The amount taken off the total, positive. */
  amountCents: Cents;
}

/** An order as its mails tell it: amounts in cents, texts as the shopper reads them. */
export interface OrderMailData {
  brand: MailBrand;
  orderId: number;
  firstName: string;
  /** DELIVERY_SERVICE: home delivery or pickup. */
  deliveryServiceId: number;
  /** ADDRESS_TYPE of the order's address: tells a locker from a store counter. */
  addressTypeId: number;
  /** The address or the store, one line each: ['Casa', 'Via Roma 1', '40121 Bologna (BO)']. */
  place: string[];
  /** The delivery day, 'YYYY-MM-DD'. */
  deliveryDate: string;
  /** 'HH:MM' or 'HH:MM:SS'. */
  beginTime: string;
  endTime: string;
  lines: OrderMailLine[];
  /** The goods before bags, discounts and delivery. */
  goodsCents: Cents;
  /** The bags chosen at checkout, if they cost anything. */
  packaging: { name: string; totalCents: Cents } | null;
  discounts: OrderMailAdjustment[];
  deliveryFeeCents: Cents;
  totalCents: Cents;
  paymentTypeId: number;
  /** The amount reserved on the card (or PayPal) at checkout. */
  prebilledCents: Cents;
  /** The shopper has changed the order since it was first placed. */
  edited: boolean;
}

/** The data the unpaid-cancellation mail needs: a subset of the order's. */
export type UnpaidOrderMailData = Pick<
  OrderMailData,
  'brand' | 'orderId' | 'firstName' | 'deliveryDate' | 'beginTime' | 'endTime' | 'totalCents'
>;

export const ORDER_CONFIRMED_KIND = 'order.confirmed';
/** The confirmation of an order the shopper changed: what it now holds. */
export const ORDER_MODIFIED_KIND = 'order.modified';
export const ORDER_CANCELLED_UNPAID_KIND = 'order.cancelled-unpaid';
export const ORDER_CANCELLED_KIND = 'order.cancelled';

/** The data of the mail of an order the shopper cancelled: its payment says what happens to the money. */
export type CancelledOrderMailData = UnpaidOrderMailData & Pick<OrderMailData, 'paymentTypeId'>;

const orderUrl = (data: Pick<OrderMailData, 'brand' | 'orderId'>): string =>
  `${data.brand.origin}${orderPagePath(data.orderId)}`;

const paymentName = (paymentTypeId: number): string =>
  paymentOffer(paymentTypeId)?.name ?? orderPaymentTypeLabel(paymentTypeId) ?? T.payment;

const whereTitle = (data: Pick<OrderMailData, 'addressTypeId' | 'deliveryServiceId'>): string =>
  handoverLabel(data.addressTypeId, data.deliveryServiceId);

interface SummaryRow {
  label: string;
  amount: string;
  strong?: boolean;
}

/** An amount that a weighed line makes an estimate reads 'circa 1,20 €'. */
const amountOf = (cents: Cents, estimated: boolean): string =>
  estimated ? T.about(formatEuro(cents)) : formatEuro(cents);

function summaryRows(data: OrderMailData): SummaryRow[] {
  const estimated = data.lines.some((l) => l.estimated);
  return [
    { label: T.goods, amount: amountOf(data.goodsCents, estimated) },
    ...(data.packaging
      ? [{ label: data.packaging.name, amount: formatEuro(data.packaging.totalCents) }]
      : []),
    ...data.discounts.map((d) => ({ label: d.label, amount: formatDiscount(d.amountCents) })),
    {
      label: T.deliveryFee,
      amount: data.deliveryFeeCents === 0 ? T.free : formatEuro(data.deliveryFeeCents),
    },
    { label: T.total, amount: amountOf(data.totalCents, estimated), strong: true },
  ];
}

const subjectOf = (prefix: string, data: Pick<OrderMailData, 'brand'>) =>
  MAIL_MESSAGES.withBrand(prefix, data.brand.name);

/** 'Conferma ordine n. N', or 'Ordine n. N modificato' once the shopper has changed it. */
export function orderConfirmationMail(data: OrderMailData): RenderedMail {
  const subject = subjectOf(
    data.edited ? T.modifiedSubject(data.orderId) : T.confirmedSubject(data.orderId),
    data,
  );
  const thanks = data.edited ? T.modifiedThanks : T.thanks;
  const when = `${formatDay(data.deliveryDate)}, ${formatSlot(data.beginTime, data.endTime)}`;
  const payment = paymentName(data.paymentTypeId);
  // 113 is the card too, though only 12 is among the offers.
  const prebilled =
    isOnlineOrderPayment(data.paymentTypeId) ||
    (paymentOffer(data.paymentTypeId)?.preAuthorises ?? false);
  const rows = summaryRows(data);
  const url = orderUrl(data);

  const greeting = MAIL_MESSAGES.greeting(data.firstName);
  const text = [
    greeting,
    thanks,
    '',
    T.order(data.orderId),
    `${whereTitle(data)}:`,
    ...data.place,
    `${T.when}: ${when}`,
    '',
    `${T.yourShopping}:`,
    ...data.lines.map(
      (l) =>
        `- ${l.name} — ${l.quantity} — ${amountOf(l.totalCents, l.estimated)}${l.estimated ? ` (${T.estimatedNote})` : ''}`,
    ),
    '',
    ...rows.map((r) => `${r.label}: ${r.amount}`),
    '',
    `${T.payment}: ${payment}`,
    ...(prebilled ? [`${T.prebilled}: ${formatEuro(data.prebilledCents)}`, T.prebilledNote] : []),
    '',
    `${T.seeYourOrder}: ${url}`,
    '',
    textFooter(data.brand),
  ].join('\n');

  const cell = `padding:6px 0;border-bottom:1px solid #eeeeee;${FONT}font-size:14px;`;
  const lineRows: SafeHtml[] = data.lines.map(
    (l) =>
      html`<tr>
        <td style="${cell}">
          ${l.name}${
            l.estimated
              ? html`<br /><span style="font-size:12px;color:#555555;">${T.estimatedNote}</span>`
              : ''
          }
        </td>
        <td style="${cell}white-space:nowrap;padding-left:12px;color:#555555;">${l.quantity}</td>
        <td align="right" style="${cell}white-space:nowrap;padding-left:12px;">
          ${amountOf(l.totalCents, l.estimated)}
        </td>
      </tr>`,
  );
  const totalRows: SafeHtml[] = rows.map((r) => {
    const weight = r.strong ? 'font-weight:bold;font-size:16px;' : 'font-size:14px;';
    return html`<tr>
      <td style="padding:4px 0;${FONT}${weight}">${r.label}</td>
      <td align="right" style="padding:4px 0;white-space:nowrap;${FONT}${weight}">${r.amount}</td>
    </tr>`;
  });
  const body = html`<p style="margin:0 0 16px;">${greeting}<br />${thanks}</p>
    <h1 style="margin:0 0 16px;${FONT}font-size:20px;">${T.order(data.orderId)}</h1>
    <p style="margin:0 0 4px;"><strong>${whereTitle(data)}</strong></p>
    <p style="margin:0 0 12px;">
      ${data.place.map((line, i) => (i ? html`<br />${line}` : html`${line}`))}
    </p>
    <p style="margin:0 0 24px;"><strong>${T.when}:</strong> ${when}</p>
    <h2 style="margin:0 0 8px;${FONT}font-size:16px;">${T.yourShopping}</h2>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      ${lineRows}
    </table>
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style="margin-top:12px;"
    >
      ${totalRows}
    </table>
    <p style="margin:24px 0 4px;"><strong>${T.payment}:</strong> ${payment}</p>
    ${
      prebilled
        ? html`<p style="margin:0 0 4px;">
              <strong>${T.prebilled}:</strong> ${formatEuro(data.prebilledCents)}
            </p>
            <p style="margin:0;font-size:13px;color:#555555;">${T.prebilledNote}</p>`
        : html``
    }
    ${buttonHtml(data.brand, url, T.seeYourOrder)}`;

  return { subject, text, html: layoutHtml(data.brand, subject, body) };
}

/** 'Ordine n. N annullato': why, what happens next, and the way back to the shop. */
/** `linked`: the mail leads to the order's page (not once the account that sees it is gone). */
function cancellationMail(
  data: UnpaidOrderMailData,
  why: string,
  after: string,
  linked = true,
): RenderedMail {
  const subject = subjectOf(T.cancelledSubject(data.orderId), data);
  const when = `${formatDay(data.deliveryDate)}, ${formatSlot(data.beginTime, data.endTime)}`;
  const what = T.cancelled(data.orderId, formatEuro(data.totalCents), when, why);
  const greeting = MAIL_MESSAGES.greeting(data.firstName);
  const url = orderUrl(data);

  const text = [
    greeting,
    what,
    after,
    '',
    ...(linked ? [`${MAIL_MESSAGES.seeOrder}: ${url}`] : []),
    `${T.shop}: ${data.brand.origin}/`,
    '',
    textFooter(data.brand),
  ].join('\n');

  const body = html`<p style="margin:0 0 16px;">${greeting}<br />${what}</p>
    <p style="margin:0 0 16px;">${after}</p>
    ${buttonHtml(data.brand, `${data.brand.origin}/`, T.shop)}
    ${
      linked
        ? html`<p style="margin:0;font-size:13px;">
            <a href="${url}" style="color:#555555;"
              >${MAIL_MESSAGES.seeOrderNumber(data.orderId)}</a
            >
          </p>`
        : html``
    }`;

  return { subject, text, html: layoutHtml(data.brand, subject, body) };
}

export const orderCancelledUnpaidMail = (data: UnpaidOrderMailData): RenderedMail =>
  cancellationMail(data, T.unpaidWhy, T.unpaidAfter);

/**
 * The shopper cancelled the order (order/delete), or deleted the account with it
 * (`withAccount`): then it says so, and links to no page of an account that is gone.
 */
export function orderCancelledMail(
  data: CancelledOrderMailData,
  withAccount = false,
): RenderedMail {
  const reserved =
    isOnlineOrderPayment(data.paymentTypeId) ||
    (paymentOffer(data.paymentTypeId)?.preAuthorises ?? false);
  const charge = reserved ? T.reservationReleased : T.nothingCharged;
  return withAccount
    ? cancellationMail(data, T.accountWhy, charge, false)
    : cancellationMail(data, T.shopperWhy, `${charge} ${T.newOrder}`);
}
