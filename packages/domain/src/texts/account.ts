import type { OrderInCharge } from '../api/account';
import { orderStatusLabel } from '../orders/order-status';
import { byCount } from './plural';

/** The account's texts: password reset, profile, e-mail and username change, deletion, registration and consents (docs/rules/account.md). */

/** 'l’ordine n. 1234 con consegna il 27/11 è in preparazione' */
function orderInChargePhrase({ orderId, deliveryDate, orderStatusId }: OrderInCharge): string {
  const [, month, day] = deliveryDate.split('-');
  const status = orderStatusLabel(orderStatusId)?.toLowerCase() ?? 'in lavorazione';
  return `l’ordine n. ${orderId} con consegna il ${day}/${month} è ${status}`;
}

export const ACCOUNT_MESSAGES = {
  resetRequested:
    'Se l’indirizzo corrisponde a un account, riceverai a breve un’e-mail con il link per reimpostare la password.',
  resetTokenInvalid:
    'Il link per reimpostare la password non è valido. Chiedi un nuovo link dalla pagina «Password dimenticata?».',
  resetTokenUsed:
    'Questo link è già stato usato. Se non ricordi la password, chiedi un nuovo link.',
  resetTokenExpired: 'Il link per reimpostare la password è scaduto: chiedi un nuovo link.',
  passwordReset: 'Password aggiornata: ora puoi accedere con la nuova password.',
  detailSaved: 'Dati personali salvati.',
  contactSaved: 'Recapito telefonico salvato.',
  emailChangeRequested:
    'Ti abbiamo inviato un’e-mail al nuovo indirizzo: apri il link che contiene per confermarlo.',
  emailChanged: 'Indirizzo e-mail aggiornato.',
  emailTokenInvalid:
    'Il link per confermare il nuovo indirizzo e-mail non è valido, è scaduto o è già stato usato. Chiedi di nuovo il cambio dal tuo profilo.',
  emailTokenOtherAccount:
    'Questo link conferma l’indirizzo di un altro account: esci e apri di nuovo il link.',
  emailTaken: 'Questo indirizzo e-mail è già usato da un altro account.',
  emailSame: 'È già il tuo indirizzo e-mail.',
  usernameSaved: 'Nome utente aggiornato.',
  usernameTaken: 'Questo nome utente è già usato: scegline un altro.',
  usernameFormat:
    'Il nome utente può contenere lettere, numeri e i caratteri . _ - @ (da 3 a 60 caratteri).',
  passwordChanged: 'Password aggiornata. Le altre sessioni aperte sono state chiuse.',
  oldPasswordWrong: 'La password attuale non è corretta.',
  passwordSame: 'La nuova password deve essere diversa da quella attuale.',
  passwordConfirm: 'Le due password non coincidono.',
  anonymizePasswordWrong: 'La password non è corretta.',
  anonymizeOrdersInCharge: (inCharge: readonly OrderInCharge[]) =>
    `Non puoi eliminare l’account: ${inCharge.map(orderInChargePhrase).join(', ')}. ` +
    `Potrai eliminarlo dopo ${byCount(inCharge.length, 'la consegna', 'le consegne')}.`,
  anonymized: 'Il tuo account è stato eliminato.',
  profileIncomplete:
    'Per completare l’acquisto completa il tuo profilo: indica nome, cognome e numero di telefono in «Il mio profilo».',
} as const;

export const REGISTRATION_MESSAGES = {
  emailMismatch: 'Gli indirizzi e-mail non coincidono',
  tooLong: (max: number) => `Il campo può contenere al massimo ${max} caratteri`,
  privacyRequired: 'Per registrarti devi accettare l’informativa sulla privacy',
  requiredDisclaimer: 'Per continuare devi accettare questo testo',
  privacyKept:
    'L’informativa sulla privacy è necessaria per avere un account: non si può revocare.',
  unknownStore: 'Scegli un punto vendita tra quelli proposti',
  unknownDisclaimer: 'Il consenso indicato non esiste',
  registered:
    'Registrazione quasi completata: ti abbiamo inviato un’e-mail con il link per confermare l’indirizzo.',
  resent:
    'Se l’indirizzo corrisponde a un account da confermare, ti abbiamo inviato una nuova e-mail di conferma.',
  confirmed: 'Il tuo indirizzo e-mail è confermato: ora puoi accedere.',
  codeInvalid:
    'Il link di conferma non è valido. Controlla di aver aperto l’ultimo link che ti abbiamo inviato, oppure richiedine uno nuovo.',
  codeUsed:
    'Questo link di conferma è già stato usato: il tuo indirizzo è confermato, puoi accedere.',
  codeExpired: 'Il link di conferma è scaduto: richiedi un nuovo invio dell’e-mail di conferma.',
  disabled: 'La registrazione online non è disponibile.',
  recaptchaFailed: 'Verifica di sicurezza non riuscita: ricarica la pagina e riprova.',
  disclaimersSaved: 'Le tue preferenze sui consensi sono state salvate.',
} as const;
