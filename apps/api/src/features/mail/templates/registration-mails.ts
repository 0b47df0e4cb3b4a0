import { MAIL_MESSAGES, REGISTRATION_MAIL_MESSAGES as T } from '@spesa/domain';
import { html } from '../../../lib/html';
import { buttonHtml, layoutHtml, textFooter, type MailBrand, type RenderedMail } from './layout';

export const REGISTRATION_CONFIRM_KIND = 'registration.confirm';
export const REGISTRATION_EXISTS_KIND = 'registration.exists';

export interface RegistrationConfirmMailData {
  brand: MailBrand;
  firstName: string;
  /** The absolute link to /registration/confirm with e_mail and reg_control_code. */
  confirmUrl: string;
  /** How long the link stays valid, in hours. */
  validHours: number;
}

/** The mail that carries the confirmation link of a new account (docs/rules/account.md registration_confirm). */
export function registrationConfirmMail(data: RegistrationConfirmMailData): RenderedMail {
  const subject = T.confirmSubject(data.brand.name);
  const greeting = MAIL_MESSAGES.greeting(data.firstName);
  const valid = T.linkValid(T.validity(data.validHours));
  const text = [
    greeting,
    T.thanks(data.brand.name),
    T.openLink,
    '',
    data.confirmUrl,
    '',
    valid,
    T.notYou,
    '',
    textFooter(data.brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">${greeting}<br />${T.thanks(data.brand.name)}</p>
    <p style="margin:0 0 8px;">${T.pressButton}</p>
    ${buttonHtml(data.brand, data.confirmUrl, T.confirmButton)}
    <p style="margin:0 0 8px;font-size:13px;color:#555555;">
      ${valid} ${T.copyLink}<br />${data.confirmUrl}
    </p>
    <p style="margin:16px 0 0;font-size:13px;color:#555555;">${T.notYou}</p>`;
  return { subject, text, html: layoutHtml(data.brand, subject, body) };
}

export interface RegistrationExistsMailData {
  brand: MailBrand;
  firstName: string;
  /** The absolute links to the login and to the password reset request. */
  loginUrl: string;
  resetUrl: string;
}

/**
 * Sent instead of a confirmation when someone registers an address that
 * already has an account: the answer on screen is the same (no enumeration,
 * decision 021), and only the owner of the mailbox learns the account exists.
 */
export function registrationExistsMail(data: RegistrationExistsMailData): RenderedMail {
  const subject = T.existsSubject(data.brand.name);
  const greeting = MAIL_MESSAGES.greeting(data.firstName);
  const text = [
    greeting,
    T.exists(data.brand.name),
    '',
    `${T.toLogin}: ${data.loginUrl}`,
    `${T.forgotPassword} ${T.recover}: ${data.resetUrl}`,
    '',
    T.existsNotYou,
    '',
    textFooter(data.brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">${greeting}</p>
    <p style="margin:0 0 8px;">${T.exists(data.brand.name)}</p>
    ${buttonHtml(data.brand, data.loginUrl, T.loginButton)}
    <p style="margin:0 0 8px;">${T.forgotPassword} <a href="${data.resetUrl}">${T.recover}</a>.</p>
    <p style="margin:16px 0 0;font-size:13px;color:#555555;">${T.existsNotYou}</p>`;
  return { subject, text, html: layoutHtml(data.brand, subject, body) };
}
