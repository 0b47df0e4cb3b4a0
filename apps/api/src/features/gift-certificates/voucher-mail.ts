import type { FastifyInstance } from 'fastify';
import { formatEuro } from '@spesa/domain';
import type { Db } from '../../db/client';
import { html } from '../../lib/html';
import {
  buttonHtml,
  enqueueMail,
  layoutHtml,
  mailBrandOf,
  textFooter,
  type MailDeps,
} from '../mail';

export const LOYALTY_VOUCHERS_KIND = 'loyalty.vouchers';

/** What the voucher mail needs of the app: the outbox's sender and each brand's name and origin. */
export interface LoyaltyDeps extends MailDeps {
  brands: FastifyInstance['brands'];
}

export interface IssuedVoucher {
  code: string;
  amountCents: number;
}

/** The page of the shopper's vouchers and points ('Buoni e punti'). */
const VOUCHERS_PAGE = '/profile/gift-certificates';

/**
 * Tells the shopper the codes their points became, queued in the delivery's
 * transaction: the mail exists if and only if the vouchers do.
 */
export async function queueVoucherMail(
  tx: Db,
  deps: LoyaltyDeps,
  to: { brandId: string; email: string; firstName: string },
  orderId: number,
  vouchers: readonly IssuedVoucher[],
): Promise<void> {
  const brandRow = deps.brands.get(to.brandId);
  const first = vouchers[0];
  if (!brandRow || !first) return;
  const brand = mailBrandOf(brandRow, deps.brands.originOf(brandRow));
  const url = `${brand.origin}${VOUCHERS_PAGE}`;
  const amount = formatEuro(first.amountCents);
  const subject =
    vouchers.length === 1
      ? `Hai un buono da ${amount}`
      : `Hai ${vouchers.length} buoni da ${amount}`;
  const intro =
    vouchers.length === 1
      ? `con la consegna dell’ordine n. ${orderId} i tuoi punti fedeltà sono diventati un buono da ${amount}:`
      : `con la consegna dell’ordine n. ${orderId} i tuoi punti fedeltà sono diventati ${vouchers.length} buoni da ${amount} ciascuno:`;
  const howTo =
    'Inserisci il codice nel carrello, nel campo del codice sconto: vale una volta, senza spesa minima e senza scadenza.';
  const codes = vouchers.map((v) => v.code);
  const text = [
    `Ciao ${to.firstName},`,
    intro,
    ...codes.map((code) => `  ${code}`),
    '',
    howTo,
    `I tuoi buoni e i tuoi punti: ${url}`,
    '',
    textFooter(brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">Ciao ${to.firstName},</p>
    <p style="margin:0 0 16px;">${intro}</p>
    ${codes.map(
      (code) =>
        html`<p
          style="margin:0 0 8px;font-family:monospace;font-size:18px;font-weight:bold;letter-spacing:2px;"
        >
          ${code}
        </p>`,
    )}
    <p style="margin:16px 0;">${howTo}</p>
    ${buttonHtml(brand, url, 'Vedi i tuoi buoni')}`;
  await enqueueMail(tx, deps, {
    brandId: to.brandId,
    kind: LOYALTY_VOUCHERS_KIND,
    to: to.email,
    subject: `${subject} — ${brand.name}`,
    text,
    html: layoutHtml(brand, subject, body),
  });
}
