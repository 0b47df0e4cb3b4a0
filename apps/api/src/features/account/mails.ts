import { ACCOUNT_MAIL_MESSAGES as T } from '@spesa/domain';
import { html } from '../../lib/html';
import { buttonHtml, layoutHtml, textFooter, type MailBrand, type RenderedMail } from '../mail';

export const PASSWORD_RESET_KIND = 'account.password-reset';
export const EMAIL_CHANGE_KIND = 'account.email-change';
export const EMAIL_CHANGED_NOTICE_KIND = 'account.email-changed';
export const EMAIL_CHANGE_TAKEN_KIND = 'account.email-change-taken';
export const ACCOUNT_DELETED_KIND = 'account.deleted';

const paragraph = (text: string) => html`<p style="margin:0 0 12px;">${text}</p>`;

function linkMail(
  brand: MailBrand,
  subject: string,
  lines: string[],
  link: { href: string; label: string },
  after: string[],
): RenderedMail {
  const body = html`${lines.map(paragraph)}${buttonHtml(brand, link.href, link.label)}${after.map(
    paragraph,
  )}`;
  return {
    subject,
    html: layoutHtml(brand, subject, body),
    text: `${lines.join('\n\n')}\n\n${link.label}: ${link.href}\n\n${after.join('\n\n')}\n\n${textFooter(brand)}`,
  };
}

function noticeMail(brand: MailBrand, subject: string, lines: string[]): RenderedMail {
  return {
    subject,
    html: layoutHtml(brand, subject, html`${lines.map(paragraph)}`),
    text: `${lines.join('\n\n')}\n\n${textFooter(brand)}`,
  };
}

export const passwordResetMail = (
  brand: MailBrand,
  firstName: string,
  href: string,
  minutes: number,
): RenderedMail =>
  linkMail(
    brand,
    T.passwordReset.subject(brand.name),
    T.passwordReset.lines(firstName),
    { href, label: T.passwordReset.link },
    T.passwordReset.after(minutes),
  );

export const emailChangeMail = (
  brand: MailBrand,
  firstName: string,
  href: string,
  minutes: number,
): RenderedMail =>
  linkMail(
    brand,
    T.emailChange.subject(brand.name),
    T.emailChange.lines(firstName, brand.name),
    { href, label: T.emailChange.link },
    T.emailChange.after(minutes),
  );

/**
 * To an address another account already uses: the request answered as if the
 * link had gone, so only whoever reads this mailbox learns the address is taken.
 */
export const emailChangeTakenMail = (brand: MailBrand, loginUrl: string): RenderedMail =>
  noticeMail(
    brand,
    T.emailChangeTaken.subject(brand.name),
    T.emailChangeTaken.lines(brand.name, loginUrl),
  );

export const emailChangeRequestedNotice = (
  brand: MailBrand,
  firstName: string,
  newEmail: string,
): RenderedMail =>
  noticeMail(
    brand,
    T.emailChangeRequested.subject(brand.name),
    T.emailChangeRequested.lines(firstName, newEmail),
  );

export const emailChangedNotice = (
  brand: MailBrand,
  firstName: string,
  newEmail: string,
): RenderedMail =>
  noticeMail(brand, T.emailChanged.subject(brand.name), T.emailChanged.lines(firstName, newEmail));

export const accountDeletedMail = (brand: MailBrand, firstName: string): RenderedMail =>
  noticeMail(brand, T.accountDeleted.subject(brand.name), T.accountDeleted.lines(firstName));
