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

const validity = (hours: number): string =>
  hours % 24 === 0 ? `${hours / 24 === 1 ? '1 giorno' : `${hours / 24} giorni`}` : `${hours} ore`;

/** The mail that carries the confirmation link of a new account (docs/rules/account.md registration_confirm). */
export function registrationConfirmMail(data: RegistrationConfirmMailData): RenderedMail {
  const subject = `Conferma la tua registrazione — ${data.brand.name}`;
  const valid = validity(data.validHours);
  const text = [
    `Ciao ${data.firstName},`,
    `grazie per esserti registrato su ${data.brand.name}!`,
    'Per attivare il tuo account conferma il tuo indirizzo e-mail aprendo questo link:',
    '',
    data.confirmUrl,
    '',
    `Il link vale ${valid} e si può usare una sola volta.`,
    'Se non hai chiesto tu la registrazione, ignora questa e-mail: senza conferma l’account non viene attivato.',
    '',
    textFooter(data.brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">
      Ciao ${data.firstName},<br />grazie per esserti registrato su ${data.brand.name}!
    </p>
    <p style="margin:0 0 8px;">
      Per attivare il tuo account conferma il tuo indirizzo e-mail con il pulsante qui sotto.
    </p>
    ${buttonHtml(data.brand, data.confirmUrl, 'Conferma il tuo indirizzo e-mail')}
    <p style="margin:0 0 8px;font-size:13px;color:#555555;">
      Il link vale ${valid} e si può usare una sola volta. Se il pulsante non funziona, copia questo
      indirizzo nel browser:<br />${data.confirmUrl}
    </p>
    <p style="margin:16px 0 0;font-size:13px;color:#555555;">
      Se non hai chiesto tu la registrazione, ignora questa e-mail: senza conferma l’account non
      viene attivato.
    </p>`;
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
  const subject = `Hai già un account — ${data.brand.name}`;
  const text = [
    `Ciao ${data.firstName},`,
    `qualcuno (probabilmente tu) ha chiesto di registrarsi su ${data.brand.name} con questo indirizzo e-mail, ma un account con questo indirizzo esiste già.`,
    '',
    `Per accedere: ${data.loginUrl}`,
    `Hai dimenticato la password? Recuperala qui: ${data.resetUrl}`,
    '',
    'Se non sei stato tu, ignora questa e-mail: il tuo account non è cambiato.',
    '',
    textFooter(data.brand),
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">Ciao ${data.firstName},</p>
    <p style="margin:0 0 8px;">
      qualcuno (probabilmente tu) ha chiesto di registrarsi su ${data.brand.name} con questo
      indirizzo e-mail, ma un account con questo indirizzo esiste già.
    </p>
    ${buttonHtml(data.brand, data.loginUrl, 'Accedi al tuo account')}
    <p style="margin:0 0 8px;">
      Hai dimenticato la password? <a href="${data.resetUrl}">Recuperala qui</a>.
    </p>
    <p style="margin:16px 0 0;font-size:13px;color:#555555;">
      Se non sei stato tu, ignora questa e-mail: il tuo account non è cambiato.
    </p>`;
  return { subject, text, html: layoutHtml(data.brand, subject, body) };
}
