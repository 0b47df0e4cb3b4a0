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
    `Reimposta la password di ${brand.name}`,
    [
      `Ciao ${firstName},`,
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Per sceglierne una nuova apri il link qui sotto.',
    ],
    { href, label: 'Scegli una nuova password' },
    [
      `Il link vale ${minutes} minuti e si può usare una sola volta.`,
      'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida.',
    ],
  );

export const emailChangeMail = (
  brand: MailBrand,
  firstName: string,
  href: string,
  minutes: number,
): RenderedMail =>
  linkMail(
    brand,
    `Conferma il tuo nuovo indirizzo e-mail su ${brand.name}`,
    [
      `Ciao ${firstName},`,
      `hai chiesto di usare questo indirizzo per il tuo account ${brand.name}. Per confermarlo apri il link qui sotto.`,
    ],
    { href, label: 'Conferma il nuovo indirizzo' },
    [
      `Il link vale ${minutes} minuti e si può usare una sola volta.`,
      'Se non hai chiesto tu il cambio, ignora questa e-mail.',
    ],
  );

/**
 * To an address another account already uses: the request answered as if the
 * link had gone, so only whoever reads this mailbox learns the address is taken.
 */
export const emailChangeTakenMail = (brand: MailBrand, loginUrl: string): RenderedMail =>
  noticeMail(brand, `Questo indirizzo è già usato su ${brand.name}`, [
    'Ciao,',
    `è stato chiesto di usare questo indirizzo e-mail per un account ${brand.name}, ma è già l’indirizzo di un altro account: non abbiamo cambiato nulla.`,
    `Se l’account è tuo, accedi con questo indirizzo da ${loginUrl}; se non ricordi la password, chiedine una nuova dalla pagina di accesso.`,
    'Se non hai chiesto tu il cambio, ignora questa e-mail.',
  ]);

export const emailChangeRequestedNotice = (
  brand: MailBrand,
  firstName: string,
  newEmail: string,
): RenderedMail =>
  noticeMail(brand, `Richiesta di cambio dell’indirizzo e-mail su ${brand.name}`, [
    `Ciao ${firstName},`,
    `è stato chiesto di sostituire l’indirizzo e-mail del tuo account con ${newEmail}. Il cambio avverrà solo quando il link inviato al nuovo indirizzo sarà aperto.`,
    'Se non l’hai chiesto tu, cambia subito la password dal tuo profilo e contatta il servizio clienti.',
  ]);

export const emailChangedNotice = (
  brand: MailBrand,
  firstName: string,
  newEmail: string,
): RenderedMail =>
  noticeMail(brand, `L’indirizzo e-mail del tuo account ${brand.name} è cambiato`, [
    `Ciao ${firstName},`,
    `da ora il tuo account usa l’indirizzo ${newEmail}: le prossime e-mail arriveranno lì.`,
    'Se non l’hai chiesto tu, contatta subito il servizio clienti.',
  ]);

export const accountDeletedMail = (brand: MailBrand, firstName: string): RenderedMail =>
  noticeMail(brand, `Il tuo account ${brand.name} è stato eliminato`, [
    `Ciao ${firstName},`,
    'come hai chiesto, abbiamo eliminato il tuo account e cancellato i tuoi dati personali: nome, recapiti, indirizzi, dati di fatturazione e consensi.',
    'Gli ordini già fatti restano nei nostri registri contabili, senza più i tuoi dati, come chiede la legge.',
    'Questa è l’ultima e-mail che ricevi da noi. Grazie per aver fatto la spesa con noi.',
  ]);
