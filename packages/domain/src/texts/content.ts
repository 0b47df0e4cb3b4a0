import { CONTACT_MESSAGE_MAX } from '../constants';

/** The contact form (form 5, docs/rules/content.md). */

export const CONTACT_MESSAGES = {
  sent: 'Grazie, abbiamo ricevuto la tua richiesta: ti risponderemo entro 2 giorni lavorativi.',
  privacyRequired: 'Per inviare la richiesta devi accettare l’informativa sulla privacy.',
  messageTooLong: `Il messaggio può contenere al massimo ${CONTACT_MESSAGE_MAX} caratteri.`,
  wrongForm: 'Il modulo richiesto non esiste.',
  unknownField: 'Il modulo contiene un campo non previsto.',
  tooMany:
    'Hai già inviato diverse richieste: riprova più tardi o chiamaci al numero del servizio clienti.',
} as const;

/** The content service's answers (WordPress REST shapes, docs/rules/content.md). */
export const CONTENT_MESSAGES = {
  pageBeyondLast: 'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
} as const;
