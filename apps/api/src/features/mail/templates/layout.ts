import { MAIL_MESSAGES, formatEuro, type Cents } from '@spesa/domain';
import { MAIL_LOGO, mailLogoUrl, type BrandRow } from '../../brands';
import { html, type SafeHtml } from '../../../lib/html';

/** What a mail shows of its brand. */
export interface MailBrand {
  name: string;
  /** The theme's primary colour, #rgb or #rrggbb. */
  primaryColor: string;
  /** The brand's public origin, for links: https://www.example.it */
  origin: string;
  /** The brand's logo as PNG, at the brand's origin. */
  logoUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const mailBrandOf = (
  brand: Pick<BrandRow, 'brandId' | 'name' | 'theme'>,
  origin: string,
): MailBrand => ({
  name: brand.name,
  primaryColor: brand.theme.primary,
  origin,
  logoUrl: mailLogoUrl(brand.brandId, origin),
});

/** A colour that is not a plain hex value never reaches a style attribute. */
const safeColor = (color: string): string =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : '#333333';

const dateFormatter = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-06-14' → 'sabato 14 giugno 2025' (the date is a calendar day, not an instant). */
export const formatDay = (isoDate: string): string =>
  dateFormatter.format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));

/** '10:00:00' or '10:00' → 'dalle 10:00 alle 12:00'. */
export const formatSlot = (begin: string, end: string): string =>
  MAIL_MESSAGES.slot(begin.slice(0, 5), end.slice(0, 5));

/** An amount taken off the total: '−5,00 €' with a real minus sign. */
export const formatDiscount = (cents: Cents): string => `\u2212${formatEuro(Math.abs(cents))}`;

export const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/** A link that looks like a button in every mail client: a padded, coloured cell. */
export function buttonHtml(brand: MailBrand, href: string, label: string): SafeHtml {
  const color = safeColor(brand.primaryColor);
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;">
    <tr>
      <td style="background:${color};border-radius:4px;">
        <a
          href="${href}"
          style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;
}

/**
 * The frame every HTML mail shares: tables and inline styles only, which is
 * what mail clients render alike; the brand's logo over a bar of its primary
 * colour (a client that blocks pictures shows the name in that colour).
 */
export function layoutHtml(brand: MailBrand, subject: string, body: SafeHtml): string {
  const color = safeColor(brand.primaryColor);
  return html`<!doctype html>
    <html lang="it">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f4f4;">
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f4f4f4;"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;"
              >
                <tr>
                  <td
                    style="padding:20px 24px 16px;border-bottom:4px solid ${color};border-radius:8px 8px 0 0;${FONT}font-size:22px;font-weight:bold;color:${color};"
                  >
                    <img
                      src="${brand.logoUrl}"
                      width="${MAIL_LOGO.width}"
                      height="${MAIL_LOGO.height}"
                      alt="${brand.name}"
                      style="display:block;border:0;outline:none;text-decoration:none;"
                    />
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px;${FONT}font-size:15px;line-height:1.5;color:#222222;">
                    ${body}
                  </td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 24px;border-top:1px solid #eeeeee;${FONT}font-size:12px;line-height:1.5;color:#777777;"
                  >
                    ${MAIL_MESSAGES.footer(brand.name)}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}

/** The plain-text twin of the footer. */
export const textFooter = (brand: MailBrand): string => `—\n${MAIL_MESSAGES.footer(brand.name)}\n`;
