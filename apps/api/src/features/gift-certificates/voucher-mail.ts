import type { FastifyInstance } from 'fastify';
import { LOYALTY_MAIL_MESSAGES as T, MAIL_MESSAGES, formatEuro } from '@spesa/domain';
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
  const subject = T.subject(vouchers.length, amount);
  const intro = T.intro(orderId, vouchers.length, amount);
  const greeting = MAIL_MESSAGES.greeting(to.firstName);
  const codes = vouchers.map((v) => v.code);
  const text = [
    greeting,
    intro,
    ...codes.map((code) => `  ${code}`),
    '',
    T.howTo,
    `${T.yourVouchers}: ${url}`,
    '',
    textFooter(brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">${greeting}</p>
    <p style="margin:0 0 16px;">${intro}</p>
    ${codes.map(
      (code) =>
        html`<p
          style="margin:0 0 8px;font-family:monospace;font-size:18px;font-weight:bold;letter-spacing:2px;"
        >
          ${code}
        </p>`,
    )}
    <p style="margin:16px 0;">${T.howTo}</p>
    ${buttonHtml(brand, url, T.button)}`;
  await enqueueMail(tx, deps, {
    brandId: to.brandId,
    kind: LOYALTY_VOUCHERS_KIND,
    to: to.email,
    subject: MAIL_MESSAGES.withBrand(subject, brand.name),
    text,
    html: layoutHtml(brand, subject, body),
  });
}
